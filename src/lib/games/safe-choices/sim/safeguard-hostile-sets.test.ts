import { describe, expect, it } from 'vitest';
import { loadActModel } from '$lib/engines/acts';
import { stopsTheScene } from '$lib/games/safe-choices/engine/safeguard';
import { DISGUISES } from '$lib/games/safe-choices/engine/testing/disguise';
import { loadPlaySet, tuningSets } from './testing/play-sets';

const model = await loadActModel();

/**
 * Every line that stops a scene in the tuned play sets, typed six hostile ways, still stops it
 * (docs/safe-choices.md "Safeguarding").
 */
const stoppingLines = tuningSets().flatMap((set) =>
	(['en', 'ru'] as const).flatMap((language) =>
		loadPlaySet(set, language)
			.filter((t) => t.stopped)
			.map((t) => ({ id: t.id, language, text: t.player.at(-1) ?? '' }))
	)
);

describe("the play sets' disclosures, typed hostile ways", () => {
	it('reads the tuned sets', () => {
		expect(stoppingLines.length).toBeGreaterThan(60);
	});
	for (const [name, disguise] of Object.entries(DISGUISES))
		it(`stops every one ${name}`, () => {
			const missed = stoppingLines
				.filter(({ language, text }) => !stopsTheScene(model, disguise(text), language))
				.map(({ id }) => id);
			expect(missed).toEqual([]);
		});
});
