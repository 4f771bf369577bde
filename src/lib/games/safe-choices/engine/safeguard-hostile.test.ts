import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadActModel } from '$lib/engines/acts';
import { stopsTheScene } from './safeguard';
import type { RiskLanguage } from './types';
import { CYRILLIC_TO_LATIN, INVISIBLE, LATIN_TO_CYRILLIC, LEET } from './testing/disguise';

const model = await loadActModel();

/**
 * Hostile or odd typing must not hide a disclosure (docs/safe-choices.md "Safeguarding"; docs/acts.md
 * "How a line is read": the text is folded before it is read). Invisible characters a keyboard or a
 * paste leaves in, letters from the other alphabet that look the same, leetspeak, and shouting or a
 * phone's capital first letter: the scene still stops on the same words.
 */
const DISCLOSURES: readonly { language: RiskLanguage; text: string }[] = [
	{ language: 'en', text: 'my stepdad hits me when hes drunk and i have bruises' },
	{ language: 'en', text: 'i dont want to be alive anymore' },
	{ language: 'en', text: 'my coach touches me and says its our secret' },
	{ language: 'ru', text: 'отчим меня бьёт когда напьётся' },
	{ language: 'ru', text: 'я больше не хочу жить' },
	{ language: 'ru', text: 'otchim menya bet kogda pyanyi' }
];

/** `text` with invisible characters put in, look-alike letters swapped in, and its case changed. */
const disguised = (text: string) =>
	fc
		.record({
			inserts: fc.array(fc.tuple(fc.nat(text.length), fc.constantFrom(...INVISIBLE)), { maxLength: 8 }),
			swaps: fc.array(fc.constantFrom('keep', 'look-alike', 'leet'), {
				minLength: text.length,
				maxLength: text.length
			}),
			casing: fc.constantFrom('as typed', 'upper', 'first capital')
		})
		.map(({ inserts, swaps, casing }) => {
			let out = [...text]
				.map((ch, i) =>
					swaps[i] === 'look-alike'
						? (LATIN_TO_CYRILLIC[ch] ?? CYRILLIC_TO_LATIN[ch] ?? ch)
						: swaps[i] === 'leet'
							? (LEET[ch] ?? ch)
							: ch
				)
				.join('');
			for (const [at, mark] of [...inserts].sort((a, b) => b[0] - a[0]))
				out = out.slice(0, at) + mark + out.slice(at);
			if (casing === 'upper') out = out.toUpperCase();
			if (casing === 'first capital') out = out.charAt(0).toUpperCase() + out.slice(1);
			return out;
		});

describe('safeguarding reads a disclosure through hostile typing', () => {
	for (const { language, text } of DISCLOSURES)
		it(`${language}: "${text}" stops the scene however it is disguised`, () => {
			expect(stopsTheScene(model, text, language)).toBe(true);
			fc.assert(
				fc.property(disguised(text), (typed) => stopsTheScene(model, typed, language)),
				{ numRuns: 150, seed: 7 }
			);
		});
});
