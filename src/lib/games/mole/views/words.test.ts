import { describe, expect, it } from 'vitest';
import { rejectionText } from '$lib/games/mole/lobby/refusals';
import { moleControlMessages } from './control-messages';
import { moleMessages } from './messages';

/**
 * docs/mole.md "The game": in Russian the side is «экипаж» and the mission group «отряд», never the
 * same word; How to play, the role card and the end screen agree.
 */
const strings = (x: unknown): string[] =>
	typeof x === 'string'
		? [x]
		: typeof x === 'function'
			? [String((x as (...a: unknown[]) => unknown)(1, 2, 3, true, 1, 1))]
			: x && typeof x === 'object'
				? Object.values(x).flatMap(strings)
				: [];

describe('Russian words of the mole', () => {
	const ru = moleMessages('ru');
	const all = [...strings(ru), ...strings(moleControlMessages('ru'))];

	it('no string calls either the side or the mission group «команда»', () => {
		expect(all.filter((t) => /команд/i.test(t))).toEqual([]);
	});

	it('the side is «экипаж» on the role card, in How to play and on the end screen', () => {
		expect(ru.roles.crew).toBe('Экипаж');
		expect(ru.crewWins).toMatch(/^Экипаж/);
		expect(ru.howToSteps[0]).toMatch(/экипаж или крот/);
		expect(ru.howToSteps.at(-1)).toMatch(/^Экипаж побеждает/);
		expect(ru.winReasons.outnumbered).toMatch(/экипаж/);
	});

	it('the mission group is «отряд» in the phases, How to play and the team panel', () => {
		expect(ru.phases.team).toMatch(/отряд/);
		expect(ru.phases.teamvote).toMatch(/отряд/);
		expect(ru.howToSteps[1]).toMatch(/отряд/);
		expect(ru.propose).toMatch(/отряд/);
		// «отряд» never names the side, «экипаж» never the group
		expect(all.filter((t) => /экипаж/i.test(t) && /отряд/i.test(t))).toEqual([]);
	});

	it('the refusals say «отряд» too', async () => {
		const { locale } = await import('$lib/i18n/locale.svelte');
		locale.current = 'ru';
		try {
			expect(rejectionText('not_leader')).toMatch(/Отряд/);
		} finally {
			locale.current = 'en';
		}
	});
});
