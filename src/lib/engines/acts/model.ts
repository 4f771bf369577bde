import { onceUntilFailure } from '$lib/engines/kit/once';
import { featurize } from './features';
import { ActModelFileSchema, unpackWeights, type WeightTable } from './pack';
import type { ActId, ActScore } from './schema';

/**
 * The act model at run time (docs/acts.md): one-vs-rest logistic regression over hashed features
 * of the folded line. Pure and deterministic; the weights come from the model file, which only the
 * modes that read acts load (`loadActModel`, a dynamic import).
 */
export type ActModel = {
	bits: number;
	acts: readonly ActId[];
	bias: readonly number[];
	thresholds: readonly number[];
	table: WeightTable;
};

export type ActInput = { text: string; previous?: string; language?: string };

/** Validates a model file (zod) and builds its lookup table; a bad file says why. */
export const parseActModel = (json: unknown): ActModel => {
	const parsed = ActModelFileSchema.safeParse(json);
	if (!parsed.success) throw new Error(`act model file is invalid: ${parsed.error.issues[0]?.message ?? ''}`);
	const f = parsed.data;
	if (f.bias.length !== f.acts.length || f.thresholds.length !== f.acts.length)
		throw new Error('act model file is invalid: bias and thresholds need one number per act');
	return {
		bits: f.bits,
		acts: f.acts,
		bias: f.bias,
		thresholds: f.thresholds,
		table: unpackWeights(f.weights, f.levels, f.acts.length)
	};
};

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Every act's confidence (0–1), in the model's act order. */
export const actConfidences = (model: ActModel, input: ActInput): Float64Array => {
	const { ids, values } = featurize(input.text, input.previous, input.language ?? '', model.bits);
	const z = Float64Array.from(model.bias);
	const { index, acts, weights } = model.table;
	for (let i = 0; i < ids.length; i++) {
		const at = index.get(ids[i]);
		if (at === undefined) continue;
		const v = values[i];
		for (let k = at + 1; k <= at + acts[at]; k++) z[acts[k]] += weights[k] * v;
	}
	return z.map(sigmoid);
};

/** The acts whose confidence reaches their threshold, strongest first (ties by act id). */
export const actsAtThreshold = (
	acts: readonly ActId[],
	thresholds: readonly number[],
	conf: ArrayLike<number>
): ActScore[] =>
	acts
		.map((act, i) => ({ act, confidence: conf[i], pass: conf[i] >= thresholds[i] }))
		.filter((a) => a.pass)
		.sort((a, b) => b.confidence - a.confidence || a.act.localeCompare(b.act))
		.map(({ act, confidence }) => ({ act, confidence }));

/** The acts in a line (confidence at or above the act's threshold), strongest first. */
export const readActs = (model: ActModel, input: ActInput): ActScore[] =>
	actsAtThreshold(model.acts, model.thresholds, actConfidences(model, input));

/**
 * The shipped model, loaded once on first use: a dynamic import, so the file is its own chunk and
 * never part of a page that does not read acts (docs/acts.md "Loading").
 */
export const loadActModel: () => Promise<ActModel> = onceUntilFailure(() =>
	import('./model.json').then((m) => parseActModel(m.default))
);
