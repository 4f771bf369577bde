import { z } from 'zod';
import { ACT_IDS, CONVERSATION_ACTS, type ActId } from './schema';

/**
 * docs/acts.md "Thresholds": each act's decision threshold, per language, chosen on lines the model
 * that chose them was not trained on (the retired held-out sets). A one-vs-rest model's confidences
 * are not calibrated alike: a frequent act reads high on lines near it, a rare one low, so one
 * threshold for all over-reads some acts and under-reads others.
 */

/** An act's threshold unless one was chosen for it. */
export const DEFAULT_THRESHOLD = 0.3;

/**
 * The safety acts keep a fixed, lower threshold: missing one is the worst error this app can make,
 * so they are read more readily (docs/acts.md "Safety").
 */
export const SAFETY_THRESHOLD = 0.25;
export const SAFETY_ACTS: readonly ActId[] = ['disclose_harm', 'distress'];

/**
 * The acts whose threshold is chosen: the pirate's and the narrator's. The conversation acts keep
 * the defaults: Safe choices' scorer reads them and was tuned on its labelled play sets at those
 * (docs/acts.md "Thresholds": chosen for them too, its play sets agreed less and a held-out
 * transcript swapped low and high).
 */
export const CHOSEN_ACTS: readonly ActId[] = ACT_IDS.filter(
	(a) => !(CONVERSATION_ACTS as readonly ActId[]).includes(a)
);

/**
 * An act's threshold when none is chosen for it (0.3; 0.25 for the safety acts). A language model's
 * acts count at it too: the chosen ones fit the offline model's confidences, not another reader's.
 */
export const defaultThreshold = (act: ActId): number =>
	SAFETY_ACTS.includes(act) ? SAFETY_THRESHOLD : DEFAULT_THRESHOLD;

/**
 * The thresholds tried, 0.2 to 0.5. Above 0.5 an act the model finds more likely than not would
 * be left out of the answer; the modes' own rules already ask for more where they need it.
 */
export const THRESHOLD_GRID: readonly number[] = [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5];

/** An act moves off the default only for an F1 gain of this much, and with this many lines carrying it. */
export const MIN_F1_GAIN = 0.005;
export const MIN_SUPPORT = 5;

const Threshold = z.number().min(0.05).max(0.95);
const LanguageThresholds = z
	.record(z.string(), Threshold)
	.superRefine((t, ctx) => {
		for (const act of Object.keys(t)) {
			if (!(ACT_IDS as readonly string[]).includes(act))
				ctx.addIssue({ code: 'custom', message: `"${act}" is not an act` });
			else if (!(CHOSEN_ACTS as readonly string[]).includes(act))
				ctx.addIssue({
					code: 'custom',
					message: `"${act}" keeps the default threshold and may not be chosen`
				});
		}
	})
	.transform((t) => t as Partial<Record<ActId, number>>);

/** `question-packs/acts/thresholds/chosen.json`: language → act → threshold (acts not named keep the default). */
export const ActThresholdsSchema = z.record(z.string().regex(/^[a-z]{2}$/u), LanguageThresholds);
export type ActThresholds = z.infer<typeof ActThresholdsSchema>;

/** One line as the model read it for one act: its confidence, and whether the line carries the act. */
export type Scored = { confidence: number; carries: boolean };

const f1At = (lines: readonly Scored[], threshold: number): number => {
	let tp = 0;
	let fp = 0;
	let fn = 0;
	for (const l of lines) {
		const read = l.confidence >= threshold;
		if (read && l.carries) tp++;
		else if (read) fp++;
		else if (l.carries) fn++;
	}
	return tp + fp + fn ? (2 * tp) / (2 * tp + fp + fn) : 1;
};

/**
 * The threshold of the grid with the best F1 on the lines, or `fallback` when no threshold beats it
 * by `MIN_F1_GAIN` or fewer than `MIN_SUPPORT` lines carry the act (a few lines cannot tell).
 * Ties go to the lower threshold (read more readily).
 */
export const chooseThreshold = (lines: readonly Scored[], fallback: number): number => {
	if (lines.filter((l) => l.carries).length < MIN_SUPPORT) return fallback;
	let best = fallback;
	let bestF1 = f1At(lines, fallback);
	for (const t of THRESHOLD_GRID) {
		const f1 = f1At(lines, t);
		if (f1 > bestF1 + MIN_F1_GAIN) {
			best = t;
			bestF1 = f1;
		}
	}
	return best;
};

/**
 * The thresholds of one language's `CHOSEN_ACTS`, from the acts' confidences on labelled lines
 * (`conf[i]` in the order of `acts`) and the default `fallback`. Only acts whose threshold differs
 * from the default are named.
 */
export const chooseThresholds = (
	acts: readonly ActId[],
	lines: readonly { acts: readonly ActId[]; conf: ArrayLike<number> }[],
	fallback: number
): Partial<Record<ActId, number>> => {
	const out: Partial<Record<ActId, number>> = {};
	acts.forEach((act, i) => {
		if (!CHOSEN_ACTS.includes(act)) return;
		const t = chooseThreshold(
			lines.map((l) => ({ confidence: l.conf[i], carries: l.acts.includes(act) })),
			fallback
		);
		if (t !== fallback) out[act] = t;
	});
	return out;
};
