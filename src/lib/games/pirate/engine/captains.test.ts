import { describe, expect, it } from 'vitest';
import { captainOf, openDoubt, UnknownCaptainError } from './captains';
import { containsSurrenderPhrase } from './validate';
import { loadPackSync, readPackJson } from './testing/packs';
import { DIFFICULTIES, PIRATE_LANGUAGES, PiratePackSchema, type PiratePack } from './schema';
import { THRESHOLDS } from './constants';

const packs = PIRATE_LANGUAGES.map(loadPackSync);
const [en] = packs;
/** What a captain is, whatever his language: the ladder's order and his parameters. */
const shape = (p: PiratePack) => p.captains.map(({ id, difficulty, doubts }) => ({ id, difficulty, doubts }));

describe('the ladder of captains (docs/pirate.md "The ladder")', () => {
	it('has at least five captains of rising wariness, the same ladder in every language', () => {
		expect(en.captains.length).toBeGreaterThanOrEqual(5);
		for (const p of packs) expect(shape(p), p.language).toEqual(shape(en));
		// wariness rises: the threshold (seed 004's, by difficulty) and the doubts never fall
		const wariness = en.captains.map(
			(c) => THRESHOLDS[c.difficulty] * 100 + c.doubts.reduce((s, d) => s + d.weight, 0)
		);
		expect([...wariness].sort((a, b) => a - b)).toEqual(wariness);
		expect(new Set(wariness).size).toBe(wariness.length);
		// from the easy one to one who needs a real plan: every doubt, some to be answered twice
		expect(en.captains[0].difficulty).toBe('easy');
		const last = en.captains.at(-1)!;
		expect(last.difficulty).toBe('hard');
		expect(last.doubts).toHaveLength(5);
		expect(last.doubts.some((d) => d.weight > 1)).toBe(true);
	});

	it.each(PIRATE_LANGUAGES)('%s: each captain has his own phrase, name, persona and doubts', (lang) => {
		const p = packs.find((x) => x.language === lang)!;
		for (const key of ['phrase', 'name', 'persona'] as const)
			expect(new Set(p.captains.map((c) => c[key])).size, key).toBe(p.captains.length);
		expect(new Set(p.captains.map((c) => JSON.stringify(c.doubts))).size).toBe(p.captains.length);
		// a captain's phrase in a model's line is blocked at a low score in any game, whoever he is
		for (const c of p.captains) expect(containsSurrenderPhrase(`Arr. ${c.phrase}!`, en), c.id).toBe(true);
	});

	it('a game by difficulty alone plays that difficulty’s first captain; an unknown id is said', () => {
		for (const d of DIFFICULTIES) expect(captainOf(en, undefined, d).difficulty).toBe(d);
		expect(captainOf(en, 'grimm').id).toBe('grimm');
		expect(() => captainOf(en, 'nobody')).toThrow(UnknownCaptainError);
		expect(() => captainOf(en, 'nobody')).toThrow('there is no captain "nobody"');
	});

	it('his doubts are raised in his order; a heavy one stays open until answered as often as its weight', () => {
		const grimm = captainOf(en, 'grimm');
		expect(grimm.doubts[0]).toEqual({ doubt: 'proof', weight: 2 });
		expect(openDoubt(grimm, [])).toBe('proof');
		expect(openDoubt(grimm, ['proof'])).toBe('proof');
		expect(openDoubt(grimm, ['proof', 'proof'])).toBe('who');
		expect(openDoubt(grimm, ['proof', 'proof', 'who', 'crew'])).toBe('crew');
		expect(openDoubt(grimm, ['proof', 'proof', 'who', 'crew', 'crew', 'why_now', 'in_it_for_me'])).toBe(null);
		// Silas asks why now before who
		expect(openDoubt(captainOf(en, 'silas'), [])).toBe('why_now');
	});

	it('a broken ladder is refused with the path of the field', () => {
		const bad = (edit: (p: PiratePack) => void) => {
			const p = structuredClone(readPackJson('ru')) as PiratePack;
			edit(p);
			const r = PiratePackSchema.safeParse(p);
			return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
		};
		expect(bad((p) => (p.captains[1].id = p.captains[0].id))).toContain(
			'captains.1.id: captain id "redbeard" is used twice'
		);
		expect(bad((p) => (p.captains[2].doubts = [...p.captains[2].doubts, p.captains[2].doubts[0]]))).toEqual([
			'captains.2.doubts.4: "who" is held twice'
		]);
		expect(bad((p) => (p.captains[0].doubts[0].weight = 9))?.[0]).toMatch(/^captains\.0\.doubts\.0\.weight:/);
		expect(bad((p) => (p.captains = p.captains.filter((c) => c.difficulty !== 'medium')))).toEqual([
			'captains: no captain plays medium'
		]);
		expect(bad((p) => (p.captains[3].id = 'Iron Jack'))?.[0]).toMatch(/^captains\.3\.id: a captain id/);
	});
});
