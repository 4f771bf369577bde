/**
 * Session zero router (seed 002 §9): time per pick and per whole run with 100, 1,000 and 5,000
 * synthetic questions over 16 axes. The per-pick cost must grow at most linearly with the question
 * count: `per_pick_growth_vs_linear` = (t(n₂)/t(n₁)) / (n₂/n₁) should stay ≤ ~1.
 */
import {
	answerCurrent,
	indexPack,
	keepAnswering,
	pickBest,
	startRun,
	validateQuestionnairePack,
	type QuestionnairePack,
	type QuizState
} from '../src/lib/engines/questionnaire';
import { hashString, nextFloat, nextInt, seedPrng } from '../src/lib/engines/kit/prng';
import { measure, type BenchResult } from './types';

const AXES = 16;
const SIZES = [100, 1000, 5000];

const syntheticPack = (n: number): QuestionnairePack => {
	let rng = seedPrng(hashString(`questionnaire-bench-${n}`));
	const float = () => {
		const [x, next] = nextFloat(rng);
		rng = next;
		return x;
	};
	const int = (max: number) => {
		const [x, next] = nextInt(rng, 0, max - 1);
		rng = next;
		return x;
	};
	const axes = Array.from({ length: AXES }, (_, i) => ({
		id: `a${i}`,
		title: `Axis ${i}`,
		polarity: { neg_label: '-', pos_label: '+' },
		score_range: { min: -10, max: 10 }
	}));
	const pickAxis = () => `a${int(AXES)}`;
	const questions = Array.from({ length: n }, (_, i) => {
		const touched = [...new Set([pickAxis(), pickAxis(), pickAxis()])];
		const options = ['o1', 'o2', 'o3'].map((id, k) => ({
			id,
			label: `Option ${k}`,
			effects: {
				axis_deltas: Object.fromEntries(touched.map((a) => [a, k - 1])),
				axis_evidence: Object.fromEntries(touched.map((a) => [a, 0.1 + float() * 0.2]))
			}
		}));
		return {
			id: `q${String(i).padStart(5, '0')}`,
			type: 'choice' as const,
			prompt: `Question ${i}`,
			tags: [`t${i % 7}`],
			options
		};
	});
	const clusters = Array.from({ length: 8 }, (_, c) => ({
		id: `c${c}`,
		title: `Cluster ${c}`,
		axis_targets: Object.fromEntries(
			Array.from({ length: 4 }, (_, k) => [
				`a${(c * 2 + k) % AXES}`,
				{ center: (c % 2 ? 1 : -1) * (2 + k), tolerance: 4 }
			])
		)
	}));
	const r = validateQuestionnairePack({
		schema_version: 1,
		id: `bench-${n}`,
		language: 'en',
		title: 'bench',
		axes,
		modules: [],
		modes: [],
		safety_tags: [],
		questions,
		clusters,
		stop: { min_questions: 10, max_questions: 22, target_margin: 0.12, min_axis_confidence: 0.35 }
	});
	if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
	return r.pack;
};

/** A whole run: always the first option, through proposals, until max_questions. */
const wholeRun = (pack: QuestionnairePack): QuizState => {
	let s = startRun(pack, { session_id: 'bench', ts: 0 });
	for (let i = 0; i < 100; i++) {
		if (s.phase === 'PROPOSE_RESULT') {
			const k = keepAnswering(pack, s);
			if (!k.ok) break;
			s = k.state;
			continue;
		}
		if (s.phase !== 'RENDER_QUESTION') break;
		const r = answerCurrent(pack, s, 'o1', i);
		if (!r.ok) throw new Error(r.error);
		s = r.state;
	}
	return s;
};

/**
 * CPU time (not wall time) per call, in batches of roughly equal work: the machine running the
 * bench is shared, and wall time would mostly measure waiting for a core.
 */
const cpuPerCall = (
	fn: () => unknown,
	batch: number,
	batches: number
): { median: number; min: number; samples: number[] } => {
	for (let i = 0; i < batch; i++) fn(); // warm-up
	const samples: number[] = [];
	for (let b = 0; b < batches; b++) {
		const t0 = process.cpuUsage();
		for (let i = 0; i < batch; i++) fn();
		const d = process.cpuUsage(t0);
		samples.push((d.user + d.system) / 1000 / batch);
	}
	const sorted = [...samples].sort((a, b) => a - b);
	return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], samples };
};

export default async (): Promise<BenchResult[]> => {
	const results: BenchResult[] = [];
	const perPick: number[] = [];
	for (const n of SIZES) {
		const pack = syntheticPack(n);
		indexPack(pack);
		// A mid-run state (10 answers) so penalties, cooldowns and clusters all take part.
		let mid = startRun(pack, { session_id: 'bench', ts: 0 });
		for (let i = 0; i < 10 && mid.phase === 'RENDER_QUESTION'; i++) {
			const r = answerCurrent(pack, mid, 'o2', i);
			if (r.ok) mid = r.state;
		}
		const pick = cpuPerCall(() => pickBest(pack, mid), Math.max(2, Math.round(50_000 / n)), 15);
		perPick.push(pick.median);
		results.push({
			name: `pick n=${n}`,
			unit: 'ms (cpu)',
			median: pick.median,
			value: pick.min,
			iterations: pick.samples.length,
			extra: { axes: AXES, fastest_batch_ms: pick.min }
		});
		const wall = await measure(() => pickBest(pack, mid), { iterations: n >= 5000 ? 40 : 100, warmup: 5 });
		results.push({
			name: `pick n=${n} (wall)`,
			unit: 'ms',
			median: wall.median,
			p95: wall.p95,
			iterations: wall.iterations
		});
		const run = cpuPerCall(() => wholeRun(pack), Math.max(1, Math.round(2000 / n)), 7);
		results.push({
			name: `whole run n=${n}`,
			unit: 'ms (cpu)',
			median: run.median,
			value: run.min,
			iterations: run.samples.length,
			extra: { axes: AXES, questions_asked: wholeRun(pack).asked.length }
		});
	}
	for (let i = 1; i < SIZES.length; i++) {
		const growth = perPick[i] / perPick[i - 1] / (SIZES[i] / SIZES[i - 1]);
		results.push({
			name: `per_pick_growth_vs_linear ${SIZES[i - 1]}→${SIZES[i]}`,
			unit: 'ratio',
			value: growth,
			extra: {
				time_ratio: perPick[i] / perPick[i - 1],
				size_ratio: SIZES[i] / SIZES[i - 1],
				at_most_linear: growth <= 1.25
			}
		});
	}
	return results;
};
