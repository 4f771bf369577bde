import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadActModel } from '$lib/engines/acts';
import { stopsTheScene } from './safeguard';
import type { RiskLanguage } from './types';

const model = await loadActModel();

/**
 * Hostile or odd typing must not hide a disclosure (docs/safe-choices.md "Safeguarding"; docs/acts.md
 * "How a line is read": the text is folded before it is read). Invisible characters a keyboard or a
 * paste leaves in, letters from the other alphabet that look the same, leetspeak, and shouting or a
 * phone's capital first letter: the scene still stops on the same words.
 */
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
const LATIN_TO_CYRILLIC: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', y: 'у' };
const CYRILLIC_TO_LATIN: Record<string, string> = { а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', у: 'y' };
/** Letters typed as the digits drawn like them ("k1ll mys3lf", «х0чу»). */
const LEET: Record<string, string> = {
	o: '0',
	i: '1',
	e: '3',
	a: '4',
	s: '5',
	t: '7',
	о: '0',
	е: '3',
	а: '4'
};

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

/**
 * Every line that stops a scene in the tuned play sets (never a held-out set: it is read once, by
 * its own test), typed four hostile ways, still stops it.
 */
const TESTING = path.resolve(import.meta.dirname, 'testing');
const stoppingLines = readdirSync(TESTING)
	.filter((d) => /^play-tuning(?:-\d+)?$/u.test(d))
	.flatMap((set) =>
		(['en', 'ru'] as const).flatMap((language) =>
			(
				JSON.parse(readFileSync(path.join(TESTING, set, `${language}.json`), 'utf8')) as {
					id: string;
					stopped: boolean;
					player: string[];
				}[]
			)
				.filter((t) => t.stopped)
				.map((t) => ({ id: t.id, language, text: t.player.at(-1) ?? '' }))
		)
	);

const DISGUISES: Record<string, (text: string) => string> = {
	shouted: (text) => text.toUpperCase(),
	leet: (text) => [...text].map((ch, i) => (i % 3 === 0 ? (LEET[ch] ?? ch) : ch)).join(''),
	'look-alike': (text) =>
		[...text]
			.map((ch, i) => (i % 2 === 0 ? (LATIN_TO_CYRILLIC[ch] ?? CYRILLIC_TO_LATIN[ch] ?? ch) : ch))
			.join(''),
	'zero-width': (text) => [...text].join('\u200b')
};

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
