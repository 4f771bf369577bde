/**
 * Session zero router (seed 002 section 9): time per pick and per whole run with 100, 1,000 and
 * 5,000 synthetic questions over 16 axes. The per-pick cost must grow at most linearly with the
 * question count: `per_pick_growth_vs_linear` = (t(n₂)/t(n₁)) / (n₂/n₁) should stay ≤ ~1, and the
 * cost per question (`per_question n=…`) should not rise with n. CPU time, sizes interleaved in
 * rounds (so a load change on the shared machine hits every size alike), median over rounds.
 * `extra.reads_per_question` is the work the scan counted (pickBest's `work`): flat means linear.
 */
import {
	answerCurrent,
	indexPack,
	keepAnswering,
	pickBest,
	startRun,
	type QuestionnairePack,
	type SessionZeroState
} from '../src/lib/games/session-zero/engine';
import { AXES, syntheticPack } from './session-zero-packs';
import { measure, type BenchResult } from './types';

const SIZES = [100, 1000, 5000];

/** A whole run: always the first option, through proposals, until max_questions. */
const wholeRun = (pack: QuestionnairePack): SessionZeroState => {
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

/** CPU ms per call of `fn`, over a batch of `calls` (the machine is shared: wall time measures waiting). */
const cpuBatch = (fn: () => unknown, calls: number): number => {
	const t0 = process.cpuUsage();
	for (let i = 0; i < calls; i++) fn();
	const d = process.cpuUsage(t0);
	return (d.user + d.system) / 1000 / calls;
};
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** About this many questions scored per batch at every size (≈20–40 ms of CPU). */
const QUESTIONS_PER_BATCH = 200_000;
const ROUNDS = 15;
const WALK_ROUNDS = 7;

export default async (): Promise<BenchResult[]> => {
	const results: BenchResult[] = [];
	const cases = SIZES.map((n) => {
		const pack = syntheticPack(n);
		indexPack(pack);
		// A mid-run state (10 answers) so penalties, cooldowns and clusters all take part.
		let mid = startRun(pack, { session_id: 'bench', ts: 0 });
		for (let i = 0; i < 10 && mid.phase === 'RENDER_QUESTION'; i++) {
			const r = answerCurrent(pack, mid, 'o2', i);
			if (r.ok) mid = r.state;
		}
		const work = { questions: 0, reads: 0 };
		pickBest(pack, mid, undefined, undefined, work);
		const calls = Math.max(4, Math.round(QUESTIONS_PER_BATCH / n));
		const pick = () => pickBest(pack, mid);
		// The reference walk (isCandidate + scoreQuestion per question object, as before the flat scan):
		// the same picks and the same counted work, so its rising cost per question is memory, not work.
		const all = indexPack(pack).list;
		const walk = () => pickBest(pack, mid, all);
		// The same walk over only the first 100 questions of this pack: a small working set.
		const first100 = all.slice(0, 100);
		const walk100 = () => pickBest(pack, mid, first100);
		for (let i = 0; i < calls * 3; i++) pick(); // warm-up (JIT)
		for (let i = 0; i < calls; i++) walk();
		return {
			...{ n, pack, mid, work, calls, pick, walk, walk100 },
			...{ samples: [] as number[], walkSamples: [] as number[], walk100Samples: [] as number[] }
		};
	});
	for (let r = 0; r < ROUNDS; r++) for (const c of cases) c.samples.push(cpuBatch(c.pick, c.calls));
	for (let r = 0; r < WALK_ROUNDS; r++)
		for (const c of cases) {
			c.walkSamples.push(cpuBatch(c.walk, Math.max(2, Math.round(c.calls / 8))));
			c.walk100Samples.push(cpuBatch(c.walk100, 250));
		}
	const walkPerQuestion = cases.map((c) => (median(c.walkSamples) * 1e6) / c.n);
	const perPick = cases.map((c) => median(c.samples));
	const smallest = perPick[0] / SIZES[0];
	for (const [i, c] of cases.entries()) {
		results.push({
			name: `pick n=${c.n}`,
			unit: 'ms (cpu)',
			median: perPick[i],
			value: Math.min(...c.samples),
			iterations: c.samples.length * c.calls,
			extra: {
				axes: AXES,
				calls_per_batch: c.calls,
				batches: c.samples.length,
				fastest_batch_ms: Math.min(...c.samples),
				questions_scored: c.work.questions,
				reads_per_pick: c.work.reads,
				reads_per_question: c.work.reads / c.n
			}
		});
		results.push({
			name: `per_question n=${c.n}`,
			unit: 'ns (cpu)',
			value: (perPick[i] * 1e6) / c.n,
			extra: { ratio_vs_smallest: perPick[i] / c.n / smallest }
		});
		results.push({
			name: `per_question reference walk n=${c.n}`,
			unit: 'ns (cpu)',
			value: walkPerQuestion[i],
			iterations: c.walkSamples.length,
			extra: {
				ratio_vs_smallest: walkPerQuestion[i] / walkPerQuestion[0],
				vs_scan: walkPerQuestion[i] / ((perPick[i] * 1e6) / c.n),
				// flat across sizes: a question of a big pack is no costlier when few are touched
				first_100_questions_ns: (median(c.walk100Samples) * 1e6) / 100
			}
		});
		const wall = await measure(c.pick, { iterations: c.n >= 5000 ? 40 : 100, warmup: 5 });
		results.push({
			name: `pick n=${c.n} (wall)`,
			unit: 'ms',
			median: wall.median,
			p95: wall.p95,
			iterations: wall.iterations
		});
		const runs = Array.from({ length: 7 }, () =>
			cpuBatch(() => wholeRun(c.pack), Math.max(2, Math.round(4000 / c.n)))
		);
		results.push({
			name: `whole run n=${c.n}`,
			unit: 'ms (cpu)',
			median: median(runs),
			value: Math.min(...runs),
			iterations: runs.length,
			extra: { axes: AXES, questions_asked: wholeRun(c.pack).asked.length }
		});
	}
	for (let i = 1; i < SIZES.length; i++)
		for (const j of i > 1 ? [i - 1, 0] : [0]) {
			const growth = perPick[i] / perPick[j] / (SIZES[i] / SIZES[j]);
			results.push({
				name: `per_pick_growth_vs_linear ${SIZES[j]}→${SIZES[i]}`,
				unit: 'ratio',
				value: growth,
				extra: {
					time_ratio: perPick[i] / perPick[j],
					size_ratio: SIZES[i] / SIZES[j],
					// fixed per-pick work (context, clusters) over the marginal cost per added question
					marginal_ns_per_question: ((perPick[i] - perPick[j]) * 1e6) / (SIZES[i] - SIZES[j]),
					reads_ratio: cases[i].work.reads / cases[j].work.reads,
					at_most_linear: growth <= 1.25
				}
			});
		}
	results.push(...heavyPicks());
	return results;
};

const HEAVY_SIZES = [2000, 20000];

/**
 * docs/architecture.md "How a start page starts": packs where every question has eligibility rules and content tags (a Line and a Veil
 * set), so each pick checks both for every question. `per_question_ratio` = cost per question at 20k
 * over 2k: linear is 1 (target ≤ 1.5).
 */
const heavyPicks = (): BenchResult[] => {
	const cases = HEAVY_SIZES.map((n) => {
		const pack = syntheticPack(n, true);
		let mid = startRun(pack, { session_id: 'bench', ts: 0 });
		mid = { ...mid, safety: { ...mid.safety, lines: ['s5'], veils: ['s4'], completion_mode: 'completed' } };
		for (let i = 0; i < 10 && mid.phase === 'RENDER_QUESTION'; i++) {
			const r = answerCurrent(pack, mid, 'o2', i);
			if (r.ok) mid = r.state;
		}
		const calls = Math.max(4, Math.round(QUESTIONS_PER_BATCH / n));
		const pick = () => pickBest(pack, mid);
		for (let i = 0; i < calls * 3; i++) pick();
		return { n, calls, pick, samples: [] as number[] };
	});
	for (let r = 0; r < ROUNDS; r++) for (const c of cases) c.samples.push(cpuBatch(c.pick, c.calls));
	const perQuestion = cases.map((c) => (median(c.samples) * 1e6) / c.n);
	return [
		...cases.map((c, i) => ({
			name: `heavy pick n=${c.n}`,
			unit: 'ms (cpu)',
			median: median(c.samples),
			value: Math.min(...c.samples),
			iterations: c.samples.length * c.calls,
			extra: { per_question_ns: perQuestion[i] }
		})),
		{
			name: `heavy per_question_ratio ${HEAVY_SIZES[0]}→${HEAVY_SIZES[1]}`,
			unit: 'ratio',
			value: perQuestion[1] / perQuestion[0],
			extra: { linear_within_1_5: perQuestion[1] / perQuestion[0] <= 1.5 }
		}
	];
};
