import { partConfidences, partFor, type ActInput, type ActModel } from './model';

/**
 * docs/acts.md "Safety": the two acts no mode may miss — a disclosure of real harm and distress.
 * One reading for every consumer (Safe choices' safeguarding, the character, the review), and the
 * guard of the model path: a disclosure or distress found by either side counts.
 */
export type SafetyRead = { disclose_harm: boolean; distress: boolean };

export const readSafety = (model: ActModel, input: ActInput): SafetyRead => {
	const part = partFor(model, input.language);
	const conf = partConfidences(part, input);
	const at = (act: keyof SafetyRead) => {
		const i = part.acts.indexOf(act);
		return i >= 0 && conf[i] >= part.thresholds[i];
	};
	return { disclose_harm: at('disclose_harm'), distress: at('distress') };
};

/** What any reader found (the offline model, a language model, a rule): one finding is enough. */
export const eitherSafety = (...reads: readonly Partial<SafetyRead>[]): SafetyRead => ({
	disclose_harm: reads.some((r) => r.disclose_harm === true),
	distress: reads.some((r) => r.distress === true)
});

export const needsSafeguarding = (read: SafetyRead): boolean => read.disclose_harm || read.distress;
