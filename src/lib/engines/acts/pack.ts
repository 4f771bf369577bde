import { z } from 'zod';
import { ActIdSchema } from './schema';

/**
 * docs/acts.md "The model file": the weights the trainer kept, quantised to int8 and packed as
 * base64 inside JSON (one file that a dynamic import loads in the page and in Node). Layout of
 * `weights`, bucket by bucket in increasing order: the gap from the previous bucket (varint), the
 * number of acts weighed there (one byte), then per act its index and its int8 weight.
 */
export const ActModelFileSchema = z.object({
	format: z.literal(1),
	bits: z.int().min(8).max(24),
	acts: z.array(ActIdSchema).min(1),
	bias: z.array(z.number()),
	thresholds: z.array(z.number().min(0).max(1)),
	scale: z.number().positive(),
	weights: z.string()
});
export type ActModelFile = z.infer<typeof ActModelFileSchema>;

export type PackedEntry = { bucket: number; act: number; q: number };

const toBase64 = (bytes: Uint8Array): string => {
	let s = '';
	for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
	return btoa(s);
};

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Entries sorted by bucket then act (the trainer sorts them). */
export const packWeights = (entries: readonly PackedEntry[]): string => {
	const out: number[] = [];
	let last = 0;
	for (let i = 0; i < entries.length;) {
		const b = entries[i].bucket;
		let j = i;
		while (j < entries.length && entries[j].bucket === b) j++;
		let gap = b - last;
		last = b;
		do {
			out.push((gap & 0x7f) | (gap > 0x7f ? 0x80 : 0));
			gap >>>= 7;
		} while (gap > 0);
		out.push(j - i);
		for (let k = i; k < j; k++) out.push(entries[k].act, entries[k].q & 0xff);
		i = j;
	}
	return toBase64(Uint8Array.from(out));
};

/** The packed weights as a lookup: bucket → [start, end) into `acts` / `weights`. */
export type WeightTable = { index: Map<number, number>; acts: Uint8Array; weights: Int8Array };

export const unpackWeights = (packed: string): WeightTable => {
	const bytes = fromBase64(packed);
	const index = new Map<number, number>();
	const acts: number[] = [];
	const weights: number[] = [];
	let bucket = 0;
	for (let p = 0; p < bytes.length;) {
		let gap = 0;
		let shift = 0;
		let b: number;
		do {
			b = bytes[p++];
			gap |= (b & 0x7f) << shift;
			shift += 7;
		} while (b & 0x80);
		bucket += gap;
		const n = bytes[p++];
		index.set(bucket, acts.length);
		acts.push(n);
		weights.push(0);
		for (let k = 0; k < n; k++) {
			acts.push(bytes[p++]);
			weights.push((bytes[p++] << 24) >> 24);
		}
	}
	return { index, acts: Uint8Array.from(acts), weights: Int8Array.from(weights) };
};
