import { z } from 'zod';

/**
 * Seeded PRNG whose whole state is plain data (a uint32), so it can live inside engine state,
 * be persisted to Dexie and replayed. mulberry32: tiny, fast, good enough for game shuffles.
 * Engines never use the global random source: they thread a PrngState through and get a new one back.
 */
export type PrngState = { s: number };
/** A stored PRNG state (lobby records are read back through the game's `stateSchema`). */
export const PrngStateSchema = z.object({ s: z.int().min(0).max(0xffffffff) });

export const seedPrng = (seed: number): PrngState => ({ s: (Math.trunc(seed) ^ 0x9e3779b9) >>> 0 });

/** Returns a float in [0, 1) and the next state. Pure: the input state is not mutated. */
export const nextFloat = (state: PrngState): [number, PrngState] => {
	const s = (state.s + 0x6d2b79f5) >>> 0;
	let t = s;
	t = Math.imul(t ^ (t >>> 15), t | 1);
	t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
	return [((t ^ (t >>> 14)) >>> 0) / 4294967296, { s }];
};

/** Integer in [min, max] inclusive. */
export const nextInt = (state: PrngState, min: number, max: number): [number, PrngState] => {
	const [f, next] = nextFloat(state);
	return [min + Math.floor(f * (max - min + 1)), next];
};

/** Fisher–Yates shuffle returning a new array. */
export const shuffle = <T>(items: readonly T[], state: PrngState): [T[], PrngState] => {
	const out = [...items];
	let st = state;
	for (let i = out.length - 1; i > 0; i--) {
		let j: number;
		[j, st] = nextInt(st, 0, i);
		[out[i], out[j]] = [out[j], out[i]];
	}
	return [out, st];
};

/** Picks one element (undefined for an empty list). */
export const pick = <T>(items: readonly T[], state: PrngState): [T | undefined, PrngState] => {
	if (items.length === 0) return [undefined, state];
	const [i, next] = nextInt(state, 0, items.length - 1);
	return [items[i], next];
};

/** Stable 32-bit hash of a string (FNV-1a), for deriving per-item random keys from a seed. */
export const hashString = (text: string, seed = 0): number => {
	let h = (0x811c9dc5 ^ seed) >>> 0;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193) >>> 0;
	}
	return h >>> 0;
};

/** Murmur3's finaliser: spreads a 32-bit value over all its bits (seeded keys from a hash and a salt). */
export const mix32 = (x: number): number => {
	let h = x >>> 0;
	h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
	h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
	return (h ^ (h >>> 16)) >>> 0;
};
