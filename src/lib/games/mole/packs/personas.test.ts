import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPersonaPack, parsePersonaPack, PersonaPackError } from './personas';

const read = (lang: string): unknown =>
	JSON.parse(
		readFileSync(
			path.resolve(import.meta.dirname, `../../../../../question-packs/deduction/${lang}.json`),
			'utf8'
		)
	);

describe('deduction persona packs', () => {
	for (const lang of ['sv', 'en', 'ru']) {
		it(`${lang}.json is valid, in its own language, with no word lists of its own for tone`, () => {
			const pack = parsePersonaPack(read(lang), `${lang}.json`);
			expect(pack.language).toBe(lang);
			// docs/mole.md "Behavioural analysis": tone is read through the act model
			for (const key of ['tones', 'negations', 'compliments', 'self'])
				expect(Object.keys(read(lang) as object)).not.toContain(key);
		});
	}
	// docs/mole.md "One room": the same lines serve a chat and a table that talks aloud and taps, so
	// none speaks of a chat the room does not have (seed 003: the narrator never invents)
	it.each([
		['en', /\bchat/i],
		['ru', /(?<![\p{L}])чат/iu],
		['sv', /chatt/i]
	] as const)('%s: no narrator line speaks of a chat', (lang, chat) => {
		const { templates } = parsePersonaPack(read(lang), `${lang}.json`);
		const lines = JSON.stringify(templates).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
		expect(lines.filter((l) => chat.test(l))).toEqual([]);
	});
	it('the Swedish persona is the seed’s street boss, Guzman', () => {
		expect(parsePersonaPack(read('sv'), 'sv.json').persona.name).toBe('Guzman');
	});
	it('names the bad field', () => {
		const raw = read('en') as { templates: { gapfill: { tense: unknown } } };
		raw.templates.gapfill.tense = [];
		expect(() => parsePersonaPack(raw, 'en.json')).toThrow(PersonaPackError);
		expect(() => parsePersonaPack(raw, 'en.json')).toThrow(/en\.json: templates\.gapfill\.tense/);
	});
	it('never crashes on arbitrary input (property)', () => {
		fc.assert(
			fc.property(fc.anything(), (x) => {
				const r = checkPersonaPack(x);
				expect(r.ok).toBe(false);
			}),
			{ numRuns: 200 }
		);
	});
});
