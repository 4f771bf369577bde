import { z } from 'zod';
import { ActIdSchema } from './schema';

/**
 * docs/acts.md "The model file": the weights the trainer kept, packed as text inside JSON (one file
 * that a dynamic import loads in the page and in Node). Four streams, each one symbol a character of
 * a 64-letter alphabet, so that gzip sees whole symbols (base64 of packed bytes hid their patterns and
 * cost a fifth of the size):
 * - `gaps`: per weighed bucket, in increasing order, the gap from the previous one — five bits a
 *   character, a sixth bit saying another character follows;
 * - `counts`: per bucket, how many acts are weighed there, less one;
 * - `acts`: per weight, its act's index, as the step from the previous act of its bucket;
 * - `codes`: per weight, a sign bit (16) and the index into `levels`, 16 magnitudes spaced evenly on
 *   a log scale (weights are many small and few large: a log scale keeps the small ones' precision;
 *   16 read the validation lines as 32 did, in a tenth less room — docs/acts.md "The model file").
 */
const LEVELS = 16;

export const ActModelFileSchema = z.object({
	format: z.literal(4),
	/** the language whose lines it was trained on: one file per language (docs/acts.md "The model file") */
	language: z.string().regex(/^[a-z]{2}$/u),
	bits: z.int().min(8).max(24),
	acts: z.array(ActIdSchema).min(1).max(64),
	bias: z.array(z.number()),
	thresholds: z.array(z.number().min(0).max(1)),
	levels: z.array(z.number().positive()).length(LEVELS),
	weights: z.object({ gaps: z.string(), counts: z.string(), acts: z.string(), codes: z.string() })
});
export type ActModelFile = z.infer<typeof ActModelFileSchema>;
export type PackedWeights = ActModelFile['weights'];

/** One weight as the trainer keeps it. */
export type WeightEntry = { bucket: number; act: number; weight: number };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

/** `LEVELS` magnitudes from the smallest to the largest kept weight, evenly spaced on a log scale. */
export const logLevels = (entries: readonly WeightEntry[]): number[] => {
	const mags = entries.map((e) => Math.abs(e.weight)).filter((m) => m > 0);
	const hi = mags.reduce((m, x) => Math.max(m, x), 0) || 1;
	const lo = Math.min(
		hi,
		mags.reduce((m, x) => Math.min(m, x), hi)
	);
	const step = Math.log(hi / lo) / (LEVELS - 1);
	return Array.from({ length: LEVELS }, (_, m) => Number((lo * Math.exp(step * m)).toPrecision(6)));
};

/** The level nearest a magnitude on the log scale. */
const nearestLevel = (levels: readonly number[], mag: number): number => {
	let best = 0;
	for (let m = 1; m < levels.length; m++)
		if (Math.abs(Math.log(levels[m] / mag)) < Math.abs(Math.log(levels[best] / mag))) best = m;
	return best;
};

/** Entries sorted by bucket then act (the trainer sorts them); every weight non-zero. */
export const packWeights = (entries: readonly WeightEntry[], levels: readonly number[]): PackedWeights => {
	let gaps = '';
	let counts = '';
	let acts = '';
	let codes = '';
	let last = 0;
	for (let i = 0; i < entries.length;) {
		const b = entries[i].bucket;
		let j = i;
		while (j < entries.length && entries[j].bucket === b) j++;
		let gap = b - last;
		last = b;
		do {
			gaps += ALPHABET[(gap & 31) | (gap > 31 ? 32 : 0)];
			gap >>>= 5;
		} while (gap > 0);
		counts += ALPHABET[j - i - 1];
		let prev = 0;
		for (let k = i; k < j; k++) {
			acts += ALPHABET[entries[k].act - prev];
			prev = entries[k].act;
			const w = entries[k].weight;
			codes += ALPHABET[(w < 0 ? LEVELS : 0) | nearestLevel(levels, Math.abs(w))];
		}
		i = j;
	}
	return { gaps, counts, acts, codes };
};

/** The packed weights as a lookup: bucket → [start, end) into `acts` / `weights` (start holds the count). */
export type WeightTable = { index: Map<number, number>; acts: Uint8Array; weights: Float32Array };

const symbol = (s: string, i: number, stream: string): number => {
	const v = VALUE.get(s[i]);
	if (v === undefined) throw new Error(`act model file is invalid: ${stream} has a stray character at ${i}`);
	return v;
};

export const unpackWeights = (
	packed: PackedWeights,
	levels: readonly number[],
	actCount: number
): WeightTable => {
	const { counts } = packed;
	const index = new Map<number, number>();
	const acts = new Uint8Array(counts.length + packed.acts.length);
	const weights = new Float32Array(acts.length);
	if (packed.codes.length !== packed.acts.length)
		throw new Error('act model file is invalid: one code per weighed act is needed');
	let bucket = 0;
	let g = 0;
	let e = 0;
	let at = 0;
	for (let c = 0; c < counts.length; c++) {
		let gap = 0;
		let shift = 0;
		let v: number;
		do {
			if (g >= packed.gaps.length) throw new Error('act model file is invalid: gaps end early');
			v = symbol(packed.gaps, g++, 'gaps');
			gap += (v & 31) * 2 ** shift;
			shift += 5;
		} while (v & 32);
		bucket += gap;
		const n = symbol(counts, c, 'counts') + 1;
		if (e + n > packed.acts.length) throw new Error('act model file is invalid: acts end early');
		index.set(bucket, at);
		acts[at++] = n;
		let act = 0;
		for (let k = 0; k < n; k++, e++, at++) {
			act += symbol(packed.acts, e, 'acts');
			const code = symbol(packed.codes, e, 'codes');
			if (act >= actCount) throw new Error('act model file is invalid: a weight names no act');
			if (code >= 2 * LEVELS) throw new Error('act model file is invalid: a code names no level');
			acts[at] = act;
			weights[at] = (code & LEVELS ? -1 : 1) * levels[code & (LEVELS - 1)];
		}
	}
	return { index, acts: acts.subarray(0, at), weights: weights.subarray(0, at) };
};
