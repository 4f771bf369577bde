import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsSurrenderPhrase, matchesAgreement } from './validate';
import { readPackJson } from './testing/packs';
import { DIFFICULTIES, PiratePackSchema, type PiratePack } from './schema';

/** docs/pirate.md "The captain argues back": an outright refusal, said only when he is cold. */
const OUTRIGHT = /not a chance|never\b|ни за что|никогда|nie ma mowy|nigdy/iu;

describe.each(['en', 'pl', 'ru'] as const)('pirate pack %s', (lang) => {
	const raw = readPackJson(lang);
	const pack = PiratePackSchema.parse(raw);
	const warmAndClose = [
		...DIFFICULTIES.flatMap((d) => [...pack.lines[d].warm, ...pack.lines[d].close]),
		...Object.values(pack.replies.warm).flat(),
		...Object.values(pack.replies.close).flat(),
		...Object.values(pack.questions).flatMap((q) => [...q.guarded, ...q.soft]),
		...Object.values(pack.settled).flat(),
		...Object.values(pack.nonmoves).flat()
	];

	it('names its own language', () => expect(pack.language).toBe(lang));

	it('refuses outright only in cold lines: never in a line he may say the turn before he yields', () => {
		for (const line of warmAndClose) expect(line, line).not.toMatch(OUTRIGHT);
		// and the cold lines do refuse outright somewhere, so the test reads the right words
		expect(DIFFICULTIES.some((d) => pack.lines[d].cold.some((l) => OUTRIGHT.test(l)))).toBe(true);
	});

	it('no offline line except a surrender line contains the phrase or an agreement pattern', () => {
		const lines = [
			...warmAndClose,
			...Object.values(pack.replies.cold).flat(),
			...DIFFICULTIES.flatMap((d) => pack.lines[d].cold),
			...pack.captains.flatMap((c) => [...c.greeting, c.name, c.persona])
		];
		for (const line of lines) {
			expect(containsSurrenderPhrase(line, pack), line).toBe(false);
			expect(matchesAgreement(line, pack), line).toBe(false);
		}
		for (const c of pack.captains)
			for (const line of c.surrender) expect(containsSurrenderPhrase(line, pack)).toBe(true);
	});

	it('an agreement pattern is found whatever invisible characters or look-alike letters hide it', () => {
		for (const pattern of pack.agreement_patterns) {
			const disguised = `Arr… ${pattern.toUpperCase().replace(/^(\p{L})/u, '$1\u200b')}!`;
			expect(matchesAgreement(disguised, pack), disguised).toBe(true);
		}
		expect(matchesAgreement('Тhe treasure is yours', PiratePackSchema.parse(readPackJson('en')))).toBe(true);
	});

	it('property: dropping any required part fails validation with a path naming it', () => {
		const keys = [
			'surrender_phrase',
			'agreement_patterns',
			'captains',
			'lines',
			'replies',
			'nonmoves',
			'questions',
			'settled',
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

	it('a surrender line without the captain’s own phrase is rejected', () => {
		const p = structuredClone(raw) as PiratePack;
		// the pack's phrase is not his: Admiral Grimm gives in only with his own words
		p.captains[4].surrender[0] = `Fine. ${p.surrender_phrase}.`;
		const r = PiratePackSchema.safeParse(p);
		expect(r.success).toBe(false);
		if (!r.success) expect(r.error.issues[0].path).toEqual(['captains', 4, 'surrender', 0]);
	});
});
