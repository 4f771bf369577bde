import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { playSim } from './play-sim';

/**
 * The labelled play sets of Safe choices (src/lib/games/safe-choices/engine/testing/<set>/, README
 * there): teen-only lines, each with the level it should score (or `null` when safeguarding stops it).
 */
export type LabelledPlay = {
	id: string;
	scenario: string;
	risk: string | null;
	stopped: boolean;
	player: string[];
};

export const loadPlaySet = (set: string, language: 'en' | 'ru'): LabelledPlay[] =>
	JSON.parse(
		readFileSync(
			path.resolve(import.meta.dirname, `../../games/safe-choices/engine/testing/${set}/${language}.json`),
			'utf8'
		)
	);

const SWAP = new Set(['low→high', 'high→low']);

/**
 * Plays every transcript of a set through the sim; asserts each disclosure stops its scene and nothing
 * else does; prints every miss; returns the agreement and the low↔high swaps.
 */
export const scorePlaySet = async (
	set: string,
	language: 'en' | 'ru'
): Promise<{ agree: number; size: number; swaps: string[] }> => {
	const items = loadPlaySet(set, language);
	let agree = 0;
	const swaps: string[] = [];
	for (const h of items) {
		const out = await playSim(language, h.scenario, h.player);
		expect(out.stopped === 'disclosure', h.id).toBe(h.stopped);
		const level = out.stopped ? null : (out.final?.riskLevel ?? null);
		if (level === h.risk) agree++;
		else console.log(`  ✗ ${h.id}: label ${h.risk}, got ${level} (${out.final?.riskScore})`);
		if (SWAP.has(`${h.risk}→${level}`)) swaps.push(h.id);
	}
	console.log(`${set} ${language}: ${agree}/${items.length}, low↔high swaps: ${swaps.length}`);
	return { agree, size: items.length, swaps };
};
