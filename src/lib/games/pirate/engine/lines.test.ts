import { describe, expect, it } from 'vitest';
import { seedPrng } from '$lib/engines/kit/prng';
import { lineKeyFor, linesFor, pickLine } from './lines';
import { loadPackSync } from './testing/packs';

const pack = loadPackSync('en');

describe('offline line bank (pirate.md "Response", offline)', () => {
	it('rotates without repeats until the bucket is used up, then never repeats the last line', () => {
		const key = lineKeyFor('medium', false, 'flattery');
		const size = linesFor(pack, key).length;
		let used: string[] = [];
		let prng = seedPrng(5);
		const said: string[] = [];
		for (let i = 0; i < size * 3; i++) {
			const line = pickLine(pack, key, used, prng);
			({ usedLines: used, prng } = line);
			said.push(line.id);
		}
		expect(new Set(said.slice(0, size)).size).toBe(size);
		for (let i = 1; i < said.length; i++) expect(said[i]).not.toBe(said[i - 1]);
	});
	it('strategy lines are refusals; brush-offs and surrenders are not; earned picks the surrender bucket', () => {
		expect(linesFor(pack, lineKeyFor('hard', false, 'threat')).every((l) => l.refusal)).toBe(true);
		expect(linesFor(pack, lineKeyFor('hard', false, null)).every((l) => !l.refusal)).toBe(true);
		const earned = linesFor(pack, lineKeyFor('hard', true, 'threat'));
		expect(earned.every((l) => !l.refusal && l.text.toLowerCase().includes(pack.surrender_phrase))).toBe(
			true
		);
	});
	it('the strategy bucket starts with that strategy’s retorts', () => {
		const lines = linesFor(pack, lineKeyFor('easy', false, 'bribery'));
		expect(lines.slice(0, pack.retorts.bribery.length).map((l) => l.text)).toEqual(pack.retorts.bribery);
	});
	it('answers a strategy with its own retorts first, then general refusals, none twice while unused ones are left', () => {
		const key = lineKeyFor('medium', false, 'bribery');
		const all = linesFor(pack, key);
		let used: string[] = [];
		let prng = seedPrng(2);
		const said: string[] = [];
		for (let i = 0; i < all.length; i++) {
			const line = pickLine(pack, key, used, prng);
			({ usedLines: used, prng } = line);
			said.push(line.text);
		}
		const own = pack.retorts.bribery.length;
		expect(new Set(said.slice(0, own))).toEqual(new Set(pack.retorts.bribery));
		expect(new Set(said).size).toBe(all.length);
	});
	it('same seed, same lines', () => {
		const key = lineKeyFor('easy', false, null);
		expect(pickLine(pack, key, [], seedPrng(9)).id).toBe(pickLine(pack, key, [], seedPrng(9)).id);
	});
});
