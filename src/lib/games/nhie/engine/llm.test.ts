import { describe, expect, it } from 'vitest';
import { fixturePool } from './testing/fixtures';
import {
	buildGenerateRequest,
	buildPickRequest,
	checkQuestionLine,
	resolveGenerated,
	resolvePick,
	type PromptContext
} from './llm';

const ctx: PromptContext = {
	boldness: 0.42,
	tone: 'deeper',
	round: 4,
	maxRounds: 20,
	language: 'en',
	groupSize: 6,
	recentHaveRatios: [0.5, null, 1],
	nsfw: false
};
const candidates = fixturePool(1).slice(2, 7);

describe('pick request (seed 000 step 5)', () => {
	it('carries the context and the 5 candidates, with the first as fallback', () => {
		const spec = buildPickRequest(candidates, ctx);
		const user = spec.messages[1].content;
		for (const key of [
			'"boldness":0.42',
			'"tone":"deeper"',
			'"round":4',
			'"max_rounds":20',
			'"language":"en"',
			'"group_size":6',
			'"recent_have_ratios":[0.5,null,1]'
		])
			expect(user).toContain(key);
		for (const c of candidates) expect(user).toContain(c.id);
		expect(spec.fallback).toEqual({ id: candidates[0].id, rephrased: null, fallback: true });
		expect(spec.schema?.safeParse({ id: 'x', rephrased: null }).success).toBe(true);
	});

	it('generate request names tone, intensity and language and has an empty fallback', () => {
		const spec = buildGenerateRequest({ ...ctx, language: 'ru' }, 5);
		expect(spec.messages[1].content).toContain('Target intensity: 5');
		expect(spec.messages[0].content).toContain('Я никогда не');
		expect(spec.fallback.text).toBe('');
	});
});

describe('reply validation (step 7)', () => {
	it('uses the chosen candidate and a valid rephrasing', () => {
		const out = resolvePick(
			candidates,
			{ id: candidates[2].id, rephrased: 'Never have I ever sung karaoke alone' },
			'en',
			false
		);
		expect(out).toMatchObject({
			question: candidates[2],
			text: 'Never have I ever sung karaoke alone',
			accepted: true
		});
		const plain = resolvePick(candidates, { id: candidates[3].id, rephrased: null }, 'en', false);
		expect(plain.text).toBe(candidates[3].text);
	});

	it('falls back to the first candidate for an unknown id', () => {
		const out = resolvePick(candidates, { id: 'en-9999', rephrased: null }, 'en', false);
		expect(out).toMatchObject({
			question: candidates[0],
			text: candidates[0].text,
			accepted: false,
			reason: 'unknown_id'
		});
	});

	it('falls back to the first candidate for a rephrasing that fails the filter, the form or the length', () => {
		const id = candidates[1].id;
		for (const bad of [
			'Never have I ever had sex in a car', // sexual with NSFW off
			'Have you ever sung karaoke?', // form
			'Never have I ever visited example.com', // url
			`Never have I ever ${'x'.repeat(130)}` // > 140
		]) {
			const out = resolvePick(candidates, { id, rephrased: bad }, 'en', false);
			expect(out.accepted, bad).toBe(false);
			expect(out.question).toBe(candidates[0]);
			expect(out.text).toBe(candidates[0].text);
		}
		expect(resolvePick(candidates, null, 'en', false).question).toBe(candidates[0]);
	});

	it('shows a rephrasing as the content filter judged it, without a bidi override', () => {
		// U+202E would show "rac a ni xes" as "sex in a car" (docs/nhie.md "Content filter")
		const out = resolvePick(
			candidates,
			{ id: candidates[2].id, rephrased: 'Never have I ever sung \u202erac a ni xes' },
			'en',
			false
		);
		expect(out).toMatchObject({ accepted: true, text: 'Never have I ever sung rac a ni xes' });
		expect(resolveGenerated({ text: 'Never have I ever \u2067sung\u2069 alone' }, 'en', false)).toBe(
			'Never have I ever sung alone'
		);
	});

	it('checks the Russian form', () => {
		expect(checkQuestionLine('Я никогда не пел в караоке', 'ru', false).ok).toBe(true);
		expect(checkQuestionLine('Я когда-то пел в караоке', 'ru', false)).toEqual({ ok: false, reason: 'form' });
		expect(checkQuestionLine('x'.repeat(141), 'en', true)).toEqual({ ok: false, reason: 'too_long' });
	});

	it('accepts a generated question only if it passes', () => {
		expect(resolveGenerated({ text: ' Never have I ever baked bread at 3 am ' }, 'en', false)).toBe(
			'Never have I ever baked bread at 3 am'
		);
		expect(resolveGenerated({ text: 'Never have I ever sent nudes' }, 'en', false)).toBeNull();
		expect(resolveGenerated({ text: '' }, 'en', false)).toBeNull();
		expect(resolveGenerated(null, 'en', false)).toBeNull();
	});
});
