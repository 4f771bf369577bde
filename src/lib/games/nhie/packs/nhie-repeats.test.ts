import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkNhiePack } from './nhie';
import { crimeInAdultTier, sameIdeaPairs, type RepeatQuestion } from './nhie-repeats';

/** docs/nhie.md "Packs": likely same-idea pairs flagged for review; the adult tier is intimacy. */
const q = (id: string, text: string, intensity = 3, is_nsfw = false): RepeatQuestion => ({
	id,
	text,
	intensity,
	is_nsfw,
	active: true
});
const builtIn = (lang: 'en' | 'ru') =>
	JSON.parse(readFileSync(`question-packs/nhie/${lang}.json`, 'utf8')) as {
		language: string;
		questions: RepeatQuestion[];
	};

describe('same-idea pairs', () => {
	it('flags two wordings of one idea, with how far apart they are rated; not different ideas', () => {
		const pairs = sameIdeaPairs(
			[
				q('x1', 'Never have I ever pretended to be sick to skip school.', 2),
				q('x2', 'Never have I ever pretended to be sick to skip work.', 5),
				q('x3', 'Never have I ever eaten pizza for breakfast.'),
				q('r1', 'Я никогда не спал(а) с бывшим(-ей) лучшего друга.', 9),
				q('r2', 'Я никогда не спала с бывшим лучшей подруги.', 9)
			],
			'en'
		);
		expect(pairs.map((p) => [p.a, p.b, p.apart])).toEqual([['x1', 'x2', 3]]);
		const ru = sameIdeaPairs(
			[
				q('r1', 'Я никогда не занимался(-ась) сексом с кем-то из этой компании.', 9),
				q('r2', 'Я никогда не занималась сексом с кем-то из этой компании у всех на глазах.', 10),
				q('r3', 'Я никогда не пел(а) в душе.', 1)
			],
			'ru'
		);
		expect(ru.map((p) => [p.a, p.b])).toEqual([['r1', 'r2']]);
	});

	it('flags crime confessions in the adult tier, not intimacy nor crime-free low levels', () => {
		expect(
			crimeInAdultTier([
				q('a', 'Never have I ever been part of a scam.', 10),
				q('b', 'Я никогда не участвовал(а) в мошеннической схеме.', 10),
				q('c', 'Never have I ever had sex in a public place.', 9, true),
				q('d', 'Never have I ever seen a police car chase.', 2)
			])
		).toEqual(['a', 'b']);
	});

	it('packs:check warns on them, and the built-in packs have none left unreviewed', () => {
		const pack = { ...builtIn('en'), kind: 'nhie', id: 't', name: 'T', version: 1 };
		const twice = { ...pack, questions: [...pack.questions, { ...pack.questions[1], id: 'en-9999' }] };
		const r = checkNhiePack(twice);
		expect(r.warnings.some((w) => /en-9999 is likely the same idea as en-0002/.test(w.message))).toBe(true);
		for (const lang of ['en', 'ru'] as const) {
			const p = builtIn(lang);
			expect(sameIdeaPairs(p.questions, p.language), lang).toEqual([]);
			expect(crimeInAdultTier(p.questions), lang).toEqual([]);
		}
	});

	it('the cases the review named are settled: one idea once, at one intensity', () => {
		const en = new Map(builtIn('en').questions.map((x) => [x.id, x]));
		const ru = new Map(builtIn('ru').questions.map((x) => [x.id, x]));
		// the hidden debt once (deeper, 5); the partner's-friend affair once (adult)
		expect([en.get('en-0446')!.active, en.get('en-0198')!.active]).toEqual([false, true]);
		expect([en.get('en-0342')!.active, en.get('en-0414')!.active]).toEqual([false, true]);
		const room = ['ru-0377', 'ru-0416', 'ru-0454'].map((id) => ru.get(id)!).filter((x) => x.active);
		expect(room).toHaveLength(1);
	});
});
