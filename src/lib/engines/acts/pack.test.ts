import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logLevels, packWeights, unpackWeights, type WeightEntry } from './pack';

/** docs/acts.md "The model file": the four streams give back every kept weight, to its level. */
const entriesOf = (cells: readonly { bucket: number; act: number; weight: number }[]): WeightEntry[] => {
	const seen = new Set<string>();
	return cells
		.filter((c) => c.weight !== 0 && !seen.has(`${c.bucket}/${c.act}`) && seen.add(`${c.bucket}/${c.act}`))
		.sort((x, y) => x.bucket - y.bucket || x.act - y.act);
};

const lookup = (t: ReturnType<typeof unpackWeights>, bucket: number, act: number): number | undefined => {
	const at = t.index.get(bucket);
	if (at === undefined) return undefined;
	for (let k = at + 1; k <= at + t.acts[at]; k++) if (t.acts[k] === act) return t.weights[k];
	return undefined;
};

describe('packed weights', () => {
	it('every weight comes back on its bucket and act, its sign kept, within one log step', () => {
		const cell = fc.record({
			bucket: fc.integer({ min: 0, max: (1 << 18) - 1 }),
			act: fc.integer({ min: 0, max: 34 }),
			weight: fc.double({ min: -40, max: 40, noNaN: true }).filter((w) => Math.abs(w) > 1e-3)
		});
		fc.assert(
			fc.property(fc.array(cell, { minLength: 1, maxLength: 300 }), (cells) => {
				const entries = entriesOf(cells);
				const levels = logLevels(entries);
				const step = Math.log(levels[levels.length - 1] / levels[0]) / (levels.length - 1);
				const table = unpackWeights(packWeights(entries, levels), levels, 35);
				expect(table.index.size).toBe(new Set(entries.map((e) => e.bucket)).size);
				for (const e of entries) {
					const back = lookup(table, e.bucket, e.act);
					expect(back).toBeDefined();
					expect(Math.sign(back!)).toBe(Math.sign(e.weight));
					expect(Math.abs(Math.log(Math.abs(back!) / Math.abs(e.weight)))).toBeLessThanOrEqual(
						step / 2 + 1e-4
					);
				}
			})
		);
	});

	it('a damaged file says what is wrong instead of reading nonsense', () => {
		const entries = entriesOf([
			{ bucket: 5, act: 3, weight: 1.5 },
			{ bucket: 5, act: 9, weight: -0.2 },
			{ bucket: 70_000, act: 34, weight: 0.7 }
		]);
		const levels = logLevels(entries);
		const packed = packWeights(entries, levels);
		expect(() => unpackWeights({ ...packed, codes: packed.codes.slice(1) }, levels, 35)).toThrow(
			/one code per/
		);
		expect(() => unpackWeights({ ...packed, gaps: packed.gaps.slice(0, 1) }, levels, 35)).toThrow(/gaps end/);
		expect(() => unpackWeights({ ...packed, acts: '!' + packed.acts.slice(1) }, levels, 35)).toThrow(/stray/);
		expect(() => unpackWeights(packed, levels, 10)).toThrow(/names no act/);
		// a code past the sign bit and the 16 levels ('_' is the alphabet's 64th symbol)
		expect(() => unpackWeights({ ...packed, codes: '_' + packed.codes.slice(1) }, levels, 35)).toThrow(
			/names no level/
		);
	});
});
