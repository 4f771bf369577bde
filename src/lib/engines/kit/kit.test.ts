import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentFilter } from './content-filter';
import { estimateTokens, fitHistory, type ChatMessage } from './llm-request';
import { nextFloat, seedPrng, shuffle } from './prng';

describe('seeded PRNG', () => {
	it('is deterministic and pure for any seed', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const a = seedPrng(seed);
				const [x1, a1] = nextFloat(a);
				const [x2] = nextFloat(seedPrng(seed));
				expect(x1).toBe(x2);
				expect(x1).toBeGreaterThanOrEqual(0);
				expect(x1).toBeLessThan(1);
				expect(a).toEqual(seedPrng(seed)); // input not mutated
				expect(a1).not.toEqual(a);
			})
		);
	});
	it('shuffle is a permutation and depends on the seed', () => {
		const items = Array.from({ length: 20 }, (_, i) => i);
		const [s1] = shuffle(items, seedPrng(1));
		const [s2] = shuffle(items, seedPrng(2));
		expect([...s1].sort((a, b) => a - b)).toEqual(items);
		expect(s1).not.toEqual(s2);
	});
});

describe('content filter (nhie.md)', () => {
	it('passes an ordinary question', () => {
		expect(contentFilter('Never have I ever missed a train', 'en', false)).toMatchObject({
			ok: true,
			reason: null
		});
	});
	it('blocks sexual terms only when NSFW is off', () => {
		expect(contentFilter('Never have I ever skinny-dipped naked', 'en', false).reason).toBe(
			'sexual_nsfw_off'
		);
		expect(contentFilter('Never have I ever skinny-dipped naked', 'en', true).ok).toBe(true);
		expect(contentFilter('Я никогда не был голый на пляже', 'ru', false).reason).toBe('sexual_nsfw_off');
	});
	it('always blocks minors with sexual content and slurs', () => {
		expect(contentFilter('naked kids', 'en', true).reason).toBe('minors_sexual');
		expect(contentFilter('голые дети', 'ru', true).reason).toBe('minors_sexual');
		expect(contentFilter('you retard', 'en', true).reason).toBe('slur');
	});
	it('blocks URLs, handles, empty and over-long text', () => {
		expect(contentFilter('see https://x.y', 'en', true).reason).toBe('url');
		expect(contentFilter('ask @someone', 'en', true).reason).toBe('handle');
		expect(contentFilter('   ', 'en', true).reason).toBe('empty');
		expect(contentFilter('a'.repeat(200), 'en', true, { maxLength: 140 }).reason).toBe('too_long');
	});
	it('checks other languages too (a model may switch language)', () => {
		expect(contentFilter('Jag har aldrig varit naken', 'en', false).reason).toBe('sexual_nsfw_off');
	});
});

describe('fitHistory (llm.md: trim history first)', () => {
	const system: ChatMessage = { role: 'system', content: 'You are a pirate.' };
	const msg = (i: number, size: number): ChatMessage => ({
		role: 'user',
		content: `${i} ${'x'.repeat(size)}`
	});
	it('keeps the system prompt and the newest messages that fit, in order', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 900 }), { maxLength: 20 }),
				fc.integer({ min: 50, max: 1500 }),
				(sizes, budget) => {
					const history = sizes.map((n, i) => msg(i, n));
					const out = fitHistory([system], history, budget);
					expect(out[0]).toBe(system);
					const kept = out.slice(1);
					expect(kept).toEqual(history.slice(history.length - kept.length));
					if (kept.length > 1) expect(estimateTokens(out)).toBeLessThanOrEqual(budget);
					// one more (older) message would not have fitted
					if (kept.length < history.length && kept.length > 0)
						expect(
							estimateTokens([system, ...history.slice(history.length - kept.length - 1)])
						).toBeGreaterThan(budget);
					if (history.length) expect(kept.length).toBeGreaterThanOrEqual(1); // the newest, whatever its length
				}
			)
		);
	});
});
