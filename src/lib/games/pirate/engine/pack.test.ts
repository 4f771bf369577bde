import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsSurrenderPhrase, matchesAgreement } from './validate';
import { readPackJson } from './testing/packs';
import { detectEvidence, detectPersonas, detectStrategies } from './detect';
import { DIFFICULTIES, PERSONAS, PiratePackSchema, STRATEGIES, type PiratePack } from './schema';

describe.each(['en', 'pl', 'ru'] as const)('pirate pack %s', (lang) => {
	const raw = readPackJson(lang);
	const pack = PiratePackSchema.parse(raw);

	it('names its own language', () => expect(pack.language).toBe(lang));

	it('a brush-off never tells the player they repeat themselves (it answers any line with nothing new)', () => {
		const repeats = /\brepeat|same thing|повторя|одно и то же|powtarza|to samo/iu;
		for (const d of DIFFICULTIES)
			for (const line of pack.lines[d].brushoff) expect(line).not.toMatch(repeats);
	});

	it('no offline line except a surrender line contains the phrase or an agreement pattern', () => {
		const lines = [
			...Object.values(pack.retorts).flat(),
			...DIFFICULTIES.flatMap((d) => [
				...pack.lines[d].refuse,
				...pack.lines[d].brushoff,
				...pack.lines[d].greeting
			])
		];
		for (const line of lines) {
			expect(containsSurrenderPhrase(line, pack), line).toBe(false);
			expect(matchesAgreement(line, pack), line).toBe(false);
		}
		for (const d of DIFFICULTIES)
			for (const line of pack.lines[d].surrender) expect(containsSurrenderPhrase(line, pack)).toBe(true);
	});

	it('an agreement pattern is found whatever invisible characters or look-alike letters hide it', () => {
		for (const pattern of pack.agreement_patterns) {
			const disguised = `Arr… ${pattern.toUpperCase().replace(/^(\p{L})/u, '$1\u200b')}!`;
			expect(matchesAgreement(disguised, pack), disguised).toBe(true);
		}
		expect(matchesAgreement('Тhe treasure is yours', PiratePackSchema.parse(readPackJson('en')))).toBe(true);
	});

	const cue = (pattern: string) => pattern.replace(/^~/, '').replace('*', '');
	const weak = (pattern: string) => pattern.startsWith('~');

	it('each strong pattern alone shows its strategy or persona; a weak one alone shows nothing', () => {
		for (const s of STRATEGIES)
			for (const pattern of pack.strategies[s])
				if (weak(pattern)) expect(detectStrategies(cue(pattern), pack), pattern).not.toContain(s);
				else expect(detectStrategies(cue(pattern), pack), pattern).toContain(s);
		for (const p of PERSONAS)
			for (const pattern of pack.personas[p])
				if (weak(pattern)) expect(detectPersonas(cue(pattern), pack), pattern).not.toContain(p);
				else expect(detectPersonas(cue(pattern), pack), pattern).toContain(p);
	});

	it('two different weak patterns of a kind together show it', () => {
		for (const [kind, patterns] of [...Object.entries(pack.strategies), ...Object.entries(pack.personas)]) {
			const w = patterns.filter(weak);
			if (w.length < 2 || kind === 'false_identity') continue;
			const text = `${cue(w[0])} ${cue(w[1])}`;
			const found = detectEvidence(text, pack);
			expect([...found.strategies, ...found.personas], text).toContain(kind);
		}
	});

	it('property: dropping any required part fails validation with a path naming it', () => {
		const keys = [
			'surrender_phrase',
			'agreement_patterns',
			'refusal_lexicon',
			'strategies',
			'personas',
			'retorts',
			'lines',
			'prompts'
		];
		fc.assert(
			fc.property(fc.constantFrom(...keys), (key) => {
				const broken = { ...(raw as Record<string, unknown>) };
				delete broken[key];
				const r = PiratePackSchema.safeParse(broken);
				expect(r.success).toBe(false);
				if (!r.success) expect(r.error.issues[0].path[0]).toBe(key);
			})
		);
	});

	it('a surrender line without the phrase is rejected', () => {
		const p = structuredClone(raw) as PiratePack;
		p.lines.easy.surrender[0] = 'Fine, take whatever you like.';
		const r = PiratePackSchema.safeParse(p);
		expect(r.success).toBe(false);
		if (!r.success) expect(r.error.issues[0].path).toEqual(['lines', 'easy', 'surrender', 0]);
	});
});
