/**
 * Every line the act model is measured on and must never have been trained on, nor on a near-copy
 * (docs/acts.md "Near-copies"): the act held-out set, the safety and everyday checks, and the player
 * lines of Safe choices' held-out play sets (docs/safe-choices.md "Held-out play sets"; every
 * `play-holdout-*` folder, so the next set is covered when it is committed). Read only to keep lines out of training.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readJsonl } from './acts-files';

const root = path.resolve(import.meta.dirname, '..');
const ACTS = path.join(root, 'question-packs', 'acts');
const PLAY_SETS = path.join(root, 'src', 'lib', 'games', 'safe-choices', 'engine', 'testing');

/** A held-out line and where it is (a file, or a play set's transcript). */
export type HeldOutLine = { text: string; source: string };

const PlaySetSchema = z.array(z.object({ id: z.string(), player: z.array(z.string()) }));

const jsonlLines = (dir: string): HeldOutLine[] =>
	readdirSync(path.join(ACTS, dir))
		.filter((f) => f.endsWith('.jsonl'))
		.sort()
		.flatMap((f) => readJsonl(path.join(ACTS, dir, f)).map((r) => ({ text: r.text, source: `${dir}/${f}` })));

const playLines = (set: string): HeldOutLine[] =>
	readdirSync(path.join(PLAY_SETS, set))
		.filter((f) => f.endsWith('.json'))
		.sort()
		.flatMap((f) => {
			const parsed = PlaySetSchema.safeParse(JSON.parse(readFileSync(path.join(PLAY_SETS, set, f), 'utf8')));
			if (!parsed.success) throw new Error(`${set}/${f}: not a play set: ${parsed.error.issues[0]?.message}`);
			return parsed.data.flatMap((p) => p.player.map((text) => ({ text, source: `${set}/${f} ${p.id}` })));
		});

/**
 * The act held-out set, the safety check and the everyday check
 * (question-packs/acts/{holdout,check-safety,check-everyday}).
 */
export const actHeldOutLines = (): HeldOutLine[] =>
	['holdout', 'check-safety', 'check-everyday'].flatMap(jsonlLines);

/** All held-out lines: the act sets and every held-out play set's player lines. */
export const heldOutLines = (): HeldOutLine[] => [
	...actHeldOutLines(),
	...readdirSync(PLAY_SETS)
		.filter((d) => /^play-holdout-\d+$/u.test(d))
		.sort()
		.flatMap(playLines)
];
