import { featurize, type Features } from './features';
import { logLevels, packWeights, type ActModelFile, type WeightEntry } from './pack';
import { ACT_IDS, type ActId, type CorpusRow } from './schema';
import { DEFAULT_THRESHOLD, SAFETY_ACTS, SAFETY_THRESHOLD, type ActThresholds } from './thresholds';
import { epochOrders } from './train-order';

/**
 * docs/acts.md "The model file": one-vs-rest logistic regression by plain SGD, in a seeded order, so the
 * same corpus gives the same model file byte for byte. The weights are then pruned to the
 * `keep` strongest and quantised to 16 log-spaced levels (the size target: ≤ 150 KB gzipped).
 */
export type TrainOptions = {
	bits: number;
	epochs: number;
	rate: number;
	l2: number;
	seed: number;
	keep: number;
	/** a positive line of a rare act weighs more, up to this factor */
	maxPositiveWeight: number;
	/** and a positive line of these acts weighs this much more again: missing one costs most */
	positiveBoost: Partial<Record<ActId, number>>;
	/** in pruning, a weight of these acts ranks as if this many times larger (acts not named: 1) */
	pruneBoost: Partial<Record<ActId, number>>;
	/** in pruning, a weight ranks by |w| × (its bucket's use in training) ^ usePower */
	usePower: number;
	/** decision threshold per act; acts not named use `threshold` */
	thresholds: Partial<Record<ActId, number>>;
	threshold: number;
};

export const DEFAULT_TRAIN: TrainOptions = {
	bits: 18,
	epochs: 24,
	rate: 0.5,
	l2: 1e-6,
	seed: 40,
	keep: 132_000,
	maxPositiveWeight: 4,
	positiveBoost: {},
	// docs/acts.md "The model file": a missed disclosure costs most, so pruning keeps the safety acts'
	// weights first; their lines then read as they were trained, and plain lines stop fewer scenes
	pruneBoost: { disclose_harm: 2, distress: 2 },
	usePower: 0.5,
	// the defaults `defaultThreshold` reads: the safety acts lower (docs/acts.md "Safety")
	thresholds: Object.fromEntries(SAFETY_ACTS.map((a) => [a, SAFETY_THRESHOLD])),
	threshold: DEFAULT_THRESHOLD
};

type Example = { f: Features; y: Uint8Array };

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * One language's model file from that language's lines (docs/acts.md "The model file": a file per
 * language, so each holds `keep` weights of its own). Lines of several languages are refused.
 */
export const trainActModel = (
	rows: readonly CorpusRow[],
	opts: TrainOptions = DEFAULT_TRAIN
): ActModelFile => {
	const languages = [...new Set(rows.map((r) => r.language))];
	if (languages.length !== 1)
		throw new Error(
			`an act model file is trained on one language's lines, not: ${languages.join(', ') || 'none'}`
		);
	const acts = ACT_IDS;
	const A = acts.length;
	const examples: Example[] = rows.map((r) => ({
		f: featurize(r.text, r.previous, r.language, opts.bits),
		y: Uint8Array.from(acts, (a) => (r.acts.includes(a) ? 1 : 0))
	}));
	const positives = acts.map((_, a) => examples.filter((e) => e.y[a]).length);
	const posWeight = positives.map(
		(p, a) =>
			(p ? Math.min(opts.maxPositiveWeight, Math.sqrt((examples.length - p) / p)) : 1) *
			(opts.positiveBoost[acts[a]] ?? 1)
	);
	const w = new Float32Array((1 << opts.bits) * A);
	const bias = new Float64Array(A);
	const orderOf = epochOrders(rows, opts.seed);
	const z = new Float64Array(A);
	// docs/acts.md "Choosing the model": the weights are averaged over snapshots of the second half of the
	// epochs, so the last examples' order does not decide a borderline line
	const avgW = new Float32Array(w.length);
	const avgBias = new Float64Array(A);
	let snapshots = 0;
	const every = Math.max(1, Math.ceil(examples.length / SNAPSHOTS_PER_EPOCH));
	const snapshot = () => {
		snapshots++;
		for (let j = 0; j < w.length; j++) avgW[j] += (w[j] - avgW[j]) / snapshots;
		for (let a = 0; a < A; a++) avgBias[a] += (bias[a] - avgBias[a]) / snapshots;
	};
	for (let epoch = 0; epoch < opts.epochs; epoch++) {
		const order = orderOf(epoch);
		const rate = opts.rate / (1 + epoch * 0.5);
		const averaging = epoch >= Math.floor(opts.epochs / 2);
		for (const [n, i] of order.entries()) {
			if (averaging && n % every === every - 1) snapshot();
			const { f, y } = examples[i];
			z.set(bias);
			for (let k = 0; k < f.ids.length; k++) {
				const base = f.ids[k] * A;
				const v = f.values[k];
				for (let a = 0; a < A; a++) z[a] += w[base + a] * v;
			}
			for (let a = 0; a < A; a++) {
				const p = 1 / (1 + Math.exp(-z[a]));
				z[a] = (p - y[a]) * (y[a] ? posWeight[a] : 1) * rate;
				bias[a] -= z[a];
			}
			for (let k = 0; k < f.ids.length; k++) {
				const base = f.ids[k] * A;
				const v = f.values[k];
				for (let a = 0; a < A; a++) w[base + a] -= z[a] * v + opts.l2 * rate * w[base + a];
			}
		}
	}
	// how much each bucket is used: a weight read on many lines matters more than one read on a few
	const use = new Float64Array(1 << opts.bits);
	for (const { f } of examples) for (let k = 0; k < f.ids.length; k++) use[f.ids[k]] += Math.abs(f.values[k]);
	return prune(languages[0], snapshots ? avgW : w, snapshots ? avgBias : bias, opts, use);
};

const SNAPSHOTS_PER_EPOCH = 8;

const prune = (
	language: string,
	w: Float32Array,
	bias: Float64Array,
	opts: TrainOptions,
	use: Float64Array
): ActModelFile => {
	const A = ACT_IDS.length;
	const all: number[] = [];
	for (let i = 0; i < w.length; i++) if (w[i] !== 0) all.push(i);
	const rank = ACT_IDS.map((a) => opts.pruneBoost[a] ?? 1);
	const size = (i: number) => Math.abs(w[i]) * rank[i % A] * Math.pow(use[Math.floor(i / A)], opts.usePower);
	all.sort((x, y) => size(y) - size(x) || x - y);
	const kept = all.slice(0, opts.keep).sort((x, y) => x - y);
	const entries: WeightEntry[] = kept.map((i) => ({ bucket: Math.floor(i / A), act: i % A, weight: w[i] }));
	const levels = logLevels(entries);
	return {
		format: 4,
		language,
		bits: opts.bits,
		acts: [...ACT_IDS],
		bias: [...bias].map(round4),
		thresholds: ACT_IDS.map((a) => opts.thresholds[a] ?? opts.threshold),
		levels,
		weights: packWeights(entries, levels)
	};
};

/**
 * A model file per language of the lines, languages in name order (`npm run train:acts`); a
 * language's chosen thresholds (docs/acts.md "Thresholds") replace the defaults for its acts.
 */
export const trainActModels = (
	rows: readonly CorpusRow[],
	opts: TrainOptions = DEFAULT_TRAIN,
	chosen: ActThresholds = {}
): ActModelFile[] =>
	[...new Set(rows.map((r) => r.language))].sort().map((language) =>
		trainActModel(
			rows.filter((r) => r.language === language),
			{ ...opts, thresholds: { ...opts.thresholds, ...chosen[language] } }
		)
	);
