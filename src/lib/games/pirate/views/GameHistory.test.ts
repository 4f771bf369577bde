import { render } from 'svelte/server';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '$lib/games/pirate/engine/game';
import { loadPackSync } from '$lib/games/pirate/engine/testing/packs';
import { locale } from '$lib/i18n/locale.svelte';
import GameHistory from './GameHistory.svelte';
import { pirateMessages } from './messages';

/** Phone audit: a past game names its language as the game's header does («по-английски»), not «EN». */
const game = newGame({
	id: 'g',
	language: 'en',
	difficulty: 'hard',
	seed: 1,
	now: 0,
	pack: loadPackSync('en')
});

afterEach(() => {
	locale.current = 'en';
});

describe('pirate history', () => {
	for (const lang of ['en', 'ru'] as const) {
		it(`${lang}: the language by name, as in the header`, () => {
			locale.current = lang;
			const { body } = render(GameHistory, { props: { games: [game], ondelete: () => {} } });
			expect(body).toContain(pirateMessages(lang).inLanguage.en);
			expect(body).not.toMatch(/·\s*EN\s*·/);
			// docs/pirate.md "The ladder": the captain, in the pirate's language; a game saved before the
			// ladder (no captain) is its difficulty's first
			expect(body).toContain('<span lang="en">Iron Jack</span>');
			const { body: old } = render(GameHistory, {
				props: { games: [{ ...game, captain: undefined, difficulty: 'medium' }], ondelete: () => {} }
			});
			expect(old).toContain('Captain Crane');
		});
	}
});

describe("the replay's count of lines in Russian", () => {
	it('«фразу» for one, «все N …» for more, never «всю 21 фразу»', () => {
		const { turns } = pirateMessages('ru').replay;
		expect(turns(1)).toBe('Показать фразу');
		expect(turns(4)).toBe('Показать все 4 фразы');
		expect(turns(21)).toBe('Показать все 21 фразу');
		expect(turns(25)).toBe('Показать все 25 фраз');
	});
});
