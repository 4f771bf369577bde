import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actModelFiles, readJsonl } from '../../../../scripts/acts-files';
import { scoreLanguage } from './metrics';
import { ACT_LANGUAGES, loadActModel, partFor, readActs } from '.';
import { ACT_IDS } from './schema';
import { WHY_LINES } from './testing/why-lines';

const model = await loadActModel();
const holdout = path.resolve(import.meta.dirname, '../../../../question-packs/acts/holdout');

describe('act model: the lines the stem lists misread (docs/acts.md "What it must read")', () => {
	it.each(WHY_LINES.map((l) => [l.text, l] as const))('%s', (_, line) => {
		const acts = readActs(model, line);
		const found = acts.map((a) => a.act);
		for (const act of line.has) expect(found, `${line.text} → ${act}`).toContain(act);
		for (const act of line.not ?? []) expect(found, `${line.text} ↛ ${act}`).not.toContain(act);
		if (line.first) expect(found[0]).toBe(line.first);
	});
});

/**
 * The figures measured once on the held-out set (docs/acts.md "Bench": the forty-fourth fresh set,
 * written before any scoring and never tuned on), held so a retrain that reads it worse fails.
 * Macro-F1: English 0.890, Russian 0.901, Polish 0.940 and Swedish 0.976 all meet the design's
 * target (0.85). Safety recall: `disclose_harm` and `distress` 1.00 in English and in Russian (the
 * design asks 0.98). These floors are what the model reads, not what it should.
 */
const FLOORS: Record<string, { macroF1: number; disclose_harm?: number; distress?: number }> = {
	en: { macroF1: 0.88, disclose_harm: 1, distress: 1 },
	ru: { macroF1: 0.9, disclose_harm: 1, distress: 1 },
	pl: { macroF1: 0.93 },
	sv: { macroF1: 0.97 }
};

describe('act model: floors on the held-out set (docs/acts.md "Bench")', () => {
	const sets = readdirSync(holdout)
		.filter((f) => f.endsWith('.jsonl'))
		.map((f) => ({ language: f.replace('.jsonl', ''), rows: readJsonl(path.join(holdout, f)) }));

	it('has a held-out set for English, Russian, Polish and Swedish', () => {
		expect(sets.map((s) => s.language).sort()).toEqual(['en', 'pl', 'ru', 'sv']);
	});

	it.each(sets.map((s) => [s.language, s] as const))(
		'%s: macro-F1 and safety recall at least as measured',
		(_, set) => {
			const floor = FLOORS[set.language];
			const m = scoreLanguage(set.language, set.rows, (row) => readActs(model, row));
			expect(m.macroF1).toBeGreaterThanOrEqual(floor.macroF1);
			for (const act of ['disclose_harm', 'distress'] as const) {
				// Polish carries the pirate's acts only, Swedish the narrator's (docs/acts.md "Languages")
				const min = floor[act];
				if (min === undefined) continue;
				const a = m.acts.find((x) => x.act === act);
				expect(a?.support, `${act} lines in ${set.language}`).toBeGreaterThanOrEqual(8);
				expect(a?.recall, act).toBeGreaterThanOrEqual(min);
			}
		}
	);
});

describe('act model: answers', () => {
	it('answers strongest first, with confidences in 0–1 and known act ids', () => {
		const acts = readActs(model, {
			text: 'no. and im telling my mom',
			language: 'en',
			previous: 'keep it secret'
		});
		expect(acts.map((a) => a.act)).toContain('seek_help');
		expect(acts.length).toBeGreaterThan(1);
		for (const a of acts) {
			expect(ACT_IDS).toContain(a.act);
			expect(a.confidence).toBeGreaterThanOrEqual(0);
			expect(a.confidence).toBeLessThanOrEqual(1);
		}
		expect([...acts].sort((a, b) => b.confidence - a.confidence)).toEqual(acts);
	});

	it('reads look-alike letters and invisible characters as the plain line (foldText)', () => {
		const plain = readActs(model, { text: 'im so scared please help', language: 'en' });
		const spoofed = readActs(model, { text: 'im sо scаred\u200b plеase help', language: 'en' });
		expect(spoofed).toEqual(plain);
		expect(plain.map((a) => a.act)).toContain('distress');
	});

	it('is deterministic: the same line gives the same answer', () => {
		const line = { text: 'ugh fine, one sip 🙄', language: 'en', previous: 'come on, one sip' };
		expect(readActs(model, line)).toEqual(readActs(model, line));
	});

	it('ships a model file per language, each naming every act of the contract', () => {
		const files = actModelFiles().map(
			(f) => JSON.parse(readFileSync(f, 'utf8')) as { language: string; acts: string[] }
		);
		expect(files.map((f) => f.language)).toEqual([...ACT_LANGUAGES].sort());
		for (const f of files) expect(f.acts).toEqual([...ACT_IDS]);
	});
});

describe('act model: loading (docs/acts.md "Loading")', () => {
	it("loads only the languages a mode names, and reads each line with its language's file", async () => {
		const ru = await loadActModel(['ru']);
		expect([...ru.parts.keys()]).toEqual(['ru']);
		const line = { text: 'нет, я всё расскажу маме', previous: 'никому не говори', language: 'ru' };
		expect(readActs(ru, line)).toEqual(readActs(model, line));
		// a line of a language not loaded is read by what was loaded, never dropped
		expect(partFor(ru, 'en').language).toBe('ru');
		expect(partFor(model, 'xx').language).toBe('en');
		const mole = await loadActModel(['sv', 'tlh']);
		expect([...mole.parts.keys()].sort()).toEqual(['en', 'sv']);
	});

	const src = path.resolve(import.meta.dirname, '../../..');
	const modules = (dir: string): string[] =>
		readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
			const file = path.join(dir, e.name);
			if (e.isDirectory()) return modules(file);
			return /\.(ts|svelte|js)$/u.test(e.name) && !e.name.endsWith('.test.ts') ? [file] : [];
		});

	it("reaches each language's model file only through a dynamic import, so each is a chunk of its own", () => {
		const refs = modules(src).filter((f) => /model-[a-z]{2}\.json/u.test(readFileSync(f, 'utf8')));
		expect(refs.map((f) => path.relative(src, f))).toEqual(['lib/engines/acts/model.ts']);
		const code = readFileSync(refs[0], 'utf8');
		for (const language of ACT_LANGUAGES)
			expect(code).toMatch(new RegExp(`import\\(\\s*'\\./model-${language}\\.json'\\s*\\)`, 'u'));
		expect(code).not.toMatch(/^import[^(]*model-[a-z]{2}\.json/mu);
	});
});
