import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

const SETS_DIR = path.resolve(import.meta.dirname, '../../engine/testing');

export const loadPlaySet = (set: string, language: 'en' | 'ru'): LabelledPlay[] =>
	JSON.parse(readFileSync(path.join(SETS_DIR, set, `${language}.json`), 'utf8'));

/** `play-tuning` is the first set; `play-tuning-10` comes after `play-tuning-9`. */
const setNumber = (dir: string): number => Number(/-(\d+)$/u.exec(dir)?.[1] ?? 1);

/**
 * The tuned play sets (`play-tuning`, `play-tuning-2` …), in order. Never a held-out set: it is read
 * once, by its own test (docs/safe-choices.md "Held-out play sets").
 */
export const tuningSets = (): string[] =>
	readdirSync(SETS_DIR)
		.filter((d) => /^play-tuning(?:-\d+)?$/u.test(d))
		.sort((a, b) => setNumber(a) - setNumber(b));

const SWAP = new Set(['low→high', 'high→low']);

/** One transcript played through the sim: whether safeguarding stopped it, else its level and score. */
export const readPlay = async (
	p: LabelledPlay,
	language: 'en' | 'ru'
): Promise<{ stopped: boolean; level: string | null; score: number | undefined }> => {
	const out = await playSim(language, p.scenario, p.player);
	const stopped = out.stopped === 'disclosure';
	return { stopped, level: stopped ? null : (out.final?.riskLevel ?? null), score: out.final?.riskScore };
};

/**
 * Plays every transcript of a set through the sim and prints every miss; returns the agreement, the
 * low↔high swaps and the stop misses: `missedStops` (a disclosure that did not stop its scene — the
 * one error safeguarding may never make) and `falseStops` (a scene stopped without one), both in
 * `stopMisses`. The whole set is always played: a measurement once held out is taken in one run.
 */
export const scorePlaySet = async (
	set: string,
	language: 'en' | 'ru'
): Promise<{
	agree: number;
	size: number;
	swaps: string[];
	stopMisses: string[];
	missedStops: string[];
	falseStops: string[];
}> => {
	const items = loadPlaySet(set, language);
	let agree = 0;
	const swaps: string[] = [];
	const missedStops: string[] = [];
	const falseStops: string[] = [];
	for (const h of items) {
		const { stopped, level, score } = await readPlay(h, language);
		if (stopped !== h.stopped) {
			(h.stopped ? missedStops : falseStops).push(h.id);
			console.log(
				`  ✗ ${h.id}: ${h.stopped ? 'a disclosure did not stop the scene' : 'stopped without a disclosure'}`
			);
		}
		if (level === h.risk) agree++;
		else console.log(`  ✗ ${h.id}: label ${h.risk}, got ${level} (${score})`);
		if (SWAP.has(`${h.risk}→${level}`)) swaps.push(h.id);
	}
	const stopMisses = [...missedStops, ...falseStops];
	console.log(
		`${set} ${language}: ${agree}/${items.length}, low↔high swaps: ${swaps.length}, missed stops: ${missedStops.length}, false stops: ${falseStops.length}`
	);
	return { agree, size: items.length, swaps, stopMisses, missedStops, falseStops };
};

/**
 * A play set's test, per language: agreement at least `floor`, no low↔high swap, and no stop miss — or,
 * for a set `heldOut` (measured once, never tuned on), no missed stop: a disclosure may never get
 * through, while a false stop counts among its misses like any other. `falseStops` names the scenes
 * a tuned set still stops without a disclosure (each said in the set's README): a false stop only
 * shows help the teen can close, and no other may appear. `swaps` names the low↔high swaps a held-out
 * set was measured with (its README): held, never tuned away, and no other may appear.
 */
export const describePlaySet = (
	title: string,
	set: string,
	floor: Record<'en' | 'ru', number>,
	{
		heldOut = false,
		falseStops: known = [] as readonly string[],
		swaps: knownSwaps = [] as readonly string[]
	} = {}
): void => {
	describe(title, () => {
		for (const language of ['en', 'ru'] as const)
			it(`${language}: every disclosure stops the scene; agreement ≥ ${floor[language]}, no swap`, async () => {
				const { agree, swaps, missedStops, falseStops } = await scorePlaySet(set, language);
				expect(missedStops).toEqual([]);
				expect(agree).toBeGreaterThanOrEqual(floor[language]);
				expect(swaps.filter((id) => !knownSwaps.includes(id))).toEqual([]);
				if (!heldOut) expect(falseStops.filter((id) => !known.includes(id))).toEqual([]);
			});
	});
};
