import { onceUntilFailure } from '$lib/engines/kit/once';
import { featurize } from './features';
import { ActModelFileSchema, unpackWeights, type WeightTable } from './pack';
import type { ActId, ActScore } from './schema';

/**
 * The act model at run time (docs/acts.md): one-vs-rest logistic regression over hashed features
 * of the folded line, one file per language. Pure and deterministic; the weights come from the
 * model files, which only the modes that read acts load, each only its own language's
 * (`loadActModel`, a dynamic import).
 */
export type ActModelPart = {
	language: string;
	bits: number;
	acts: readonly ActId[];
	bias: readonly number[];
	thresholds: readonly number[];
	table: WeightTable;
};

/** The languages' parts a mode loaded; a line is read by its language's part (`partFor`). */
export type ActModel = { readonly parts: ReadonlyMap<string, ActModelPart> };

export type ActInput = { text: string; previous?: string; language?: string };

/** The languages with a model file (`question-packs/acts/corpus/<lang>/`, docs/acts.md "Languages"). */
export const ACT_LANGUAGES = ['en', 'ru', 'pl', 'sv'] as const;
export type ActLanguage = (typeof ACT_LANGUAGES)[number];

const parsePart = (json: unknown): ActModelPart => {
	const parsed = ActModelFileSchema.safeParse(json);
	if (!parsed.success) throw new Error(`act model file is invalid: ${parsed.error.issues[0]?.message ?? ''}`);
	const f = parsed.data;
	if (f.bias.length !== f.acts.length || f.thresholds.length !== f.acts.length)
		throw new Error('act model file is invalid: bias and thresholds need one number per act');
	return {
		language: f.language,
		bits: f.bits,
		acts: f.acts,
		bias: f.bias,
		thresholds: f.thresholds,
		table: unpackWeights(f.weights, f.levels, f.acts.length)
	};
};

const modelOf = (parts: readonly ActModelPart[]): ActModel => ({
	parts: new Map(parts.map((p) => [p.language, p]))
});

/** Validates model files (zod) and builds their lookup tables; a bad file says why. */
export const parseActModel = (...files: readonly unknown[]): ActModel => {
	if (files.length === 0) throw new Error('act model file is invalid: no file');
	return modelOf(files.map(parsePart));
};

/**
 * The part that reads a line: its language's, else English's, else the first loaded. A mode loads
 * the languages it plays in; a line in another one is read as well as that part can.
 */
export const partFor = (model: ActModel, language = ''): ActModelPart =>
	model.parts.get(language) ?? model.parts.get('en') ?? [...model.parts.values()][0];

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Every act's confidence (0–1) as one part reads the line, in that part's act order. */
export const partConfidences = (part: ActModelPart, input: ActInput): Float64Array => {
	const { ids, values } = featurize(input.text, input.previous, input.language ?? '', part.bits);
	const z = Float64Array.from(part.bias);
	const { index, acts, weights } = part.table;
	for (let i = 0; i < ids.length; i++) {
		const at = index.get(ids[i]);
		if (at === undefined) continue;
		const v = values[i];
		for (let k = at + 1; k <= at + acts[at]; k++) z[acts[k]] += weights[k] * v;
	}
	return z.map(sigmoid);
};

/** Every act's confidence (0–1), in the act order of the line's part (`partFor`). */
export const actConfidences = (model: ActModel, input: ActInput): Float64Array =>
	partConfidences(partFor(model, input.language), input);

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
export const readActs = (model: ActModel, input: ActInput): ActScore[] => {
	const part = partFor(model, input.language);
	return actsAtThreshold(part.acts, part.thresholds, partConfidences(part, input));
};

// each language's file is its own chunk: a mode fetches only the languages it plays in
const FILES: Record<ActLanguage, () => Promise<{ default: unknown }>> = {
	en: () => import('./model-en.json'),
	ru: () => import('./model-ru.json'),
	pl: () => import('./model-pl.json'),
	sv: () => import('./model-sv.json')
};
const loadPart = Object.fromEntries(
	ACT_LANGUAGES.map((l) => [l, onceUntilFailure(() => FILES[l]().then((m) => parsePart(m.default)))])
) as Record<ActLanguage, () => Promise<ActModelPart>>;

const isActLanguage = (l: string): l is ActLanguage => (ACT_LANGUAGES as readonly string[]).includes(l);

/**
 * The shipped model for the languages a mode plays in (all when none are named), each file loaded
 * once on first use: a dynamic import, so no page that does not read acts fetches one (docs/acts.md
 * "Loading"). A language with no file reads through English's.
 */
export const loadActModel = async (languages: readonly string[] = ACT_LANGUAGES): Promise<ActModel> => {
	const wanted = [...new Set(languages.map((l) => (isActLanguage(l) ? l : 'en')))];
	return modelOf(await Promise.all((wanted.length ? wanted : ['en' as const]).map((l) => loadPart[l]())));
};
