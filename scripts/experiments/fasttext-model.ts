/**
 * An experiment switch, never imported by the app (docs/acts.md "fastText as a drop-in"): it stands
 * in for src/lib/engines/acts/model.ts in a run started through `fasttext-vitest.config.ts` (tests)
 * or `tsx --import ./scripts/experiments/fasttext-register.ts` (scripts, the bench). With
 * PARLOR_ACTS_FASTTEXT=<model.ftz> (made by `fasttext-acts.ts --ship`) every model it parses or
 * loads reads its confidences from that fastText model, through `fasttext.wasm.js` (installed with
 * `npm install --no-save fasttext.wasm.js`, never a dependency of the app), with fastText's
 * thresholds; unset, it is the app's model, unchanged.
 */
import { pathToFileURL } from 'node:url';
import * as shipped from '../../src/lib/engines/acts/model';
import type { ActInput, ActModel } from '../../src/lib/engines/acts/model';
import { ACT_IDS, type ActScore } from '../../src/lib/engines/acts/schema';
import { CHOSEN, prepare } from './fasttext-prepare';

export type { ActInput, ActModel };

/** The little of fasttext.wasm.js this reads (it is not in package.json, so not typed from there). */
type Predictions = { size: () => number; get: (i: number) => [number, string] };
type FastTextRuntime = {
	getFastTextModule: () => Promise<unknown>;
	getFastTextClass: (o: { getFastTextModule: () => Promise<unknown> }) => Promise<
		new () => {
			loadModel: (url: string) => Promise<{ predict: (t: string, k: number, th: number) => Predictions }>;
		}
	>;
};

const SAFETY = new Set<string>(['disclose_harm', 'distress']);
/** PARLOR_ACTS_FASTTEXT_THRESHOLDS=<all>,<safety> tries others than the chosen ones (a sensitivity run). */
const [all, safety] = (process.env.PARLOR_ACTS_FASTTEXT_THRESHOLDS ?? '').split(',').map(Number);
const THRESHOLDS = ACT_IDS.map((a) =>
	SAFETY.has(a) ? safety || CHOSEN.thresholds.safety : all || CHOSEN.thresholds.all
);

/** Every act's probability in ACT_IDS order (`predict(line, -1, 0)`, as the CLI's `predict-prob`). */
const loadReader = async (file: string): Promise<(input: ActInput) => Float64Array> => {
	const runtime = 'fasttext.wasm.js';
	const { getFastTextClass, getFastTextModule } = (await import(runtime)) as FastTextRuntime;
	const FastText = await getFastTextClass({ getFastTextModule });
	const model = await new FastText().loadModel(pathToFileURL(file).href);
	const at = new Map(ACT_IDS.map((a, i) => [`__label__${a}`, i]));
	return (input) => {
		const out = new Float64Array(ACT_IDS.length);
		const got = model.predict(prepare(input, CHOSEN.prep), -1, 0);
		for (let i = 0; i < got.size(); i++) {
			const [p, label] = got.get(i);
			const k = at.get(label);
			// fastText reports p + 1e-5 (its log guard): 1.00001 is a certainty
			if (k !== undefined) out[k] = Math.min(1, p);
		}
		return out;
	};
};

const FILE = process.env.PARLOR_ACTS_FASTTEXT;
const reader = FILE ? await loadReader(FILE) : null;
if (reader)
	console.warn(
		`[acts] fastText stands in for the act model: ${FILE}, thresholds ${[...new Set(THRESHOLDS)]}`
	);

/** The shipped model's shape with fastText's act order and thresholds (its weights go unused). */
const standIn = (m: ActModel): ActModel => ({
	parts: new Map([...m.parts].map(([l, p]) => [l, { ...p, acts: ACT_IDS, thresholds: THRESHOLDS }]))
});

export const parseActModel = (...files: readonly unknown[]): ActModel =>
	reader ? standIn(shipped.parseActModel(...files)) : shipped.parseActModel(...files);

export const actConfidences = (model: ActModel, input: ActInput): Float64Array =>
	reader ? reader(input) : shipped.actConfidences(model, input);

export const readActs = (model: ActModel, input: ActInput): ActScore[] =>
	reader ? shipped.actsAtThreshold(ACT_IDS, THRESHOLDS, reader(input)) : shipped.readActs(model, input);

let loaded: Promise<ActModel> | null = null;
/** One model for every caller, as the app's `loadActModel`. */
export const loadActModel = (languages?: readonly string[]): Promise<ActModel> =>
	reader ? (loaded ??= shipped.loadActModel().then(standIn)) : shipped.loadActModel(languages);

export const { ACT_LANGUAGES, actsAtThreshold, partFor } = shipped;
