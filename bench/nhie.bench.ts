import type { PoolQuestion } from '../src/lib/games/nhie/engine/candidates';
import {
	commitRound,
	initEscalation,
	planRound,
	recordAnswers,
	resolveRound
} from '../src/lib/games/nhie/engine/round';
import { nextFloat, nextInt, seedPrng, type PrngState } from '../src/lib/engines/kit/prng';
import { measure, type BenchResult } from './types';

/**
 * Time of one round's question selection (planRound: scores, tone, candidate query with
 * times_used and the seeded key, top 5, widening) for pools of 1k, 10k and 100k questions, mid-game
 * (15 rounds played, 3k times_used counters). The per-question cost should stay flat (linear growth).
 */
const SIZES = [1_000, 10_000, 100_000];

const syntheticPool = (n: number): PoolQuestion[] => {
	let st: PrngState = seedPrng(n);
	const out: PoolQuestion[] = [];
	for (let i = 0; i < n; i++) {
		let intensity: number;
		let f: number;
		[intensity, st] = nextInt(st, 1, 10);
		[f, st] = nextFloat(st);
		out.push({
			id: `q-${i}`,
			text: `Never have I ever done synthetic thing number ${i}`,
			intensity,
			is_nsfw: intensity >= 7 && f < 0.3,
			active: f > 0.02
		});
	}
	return out;
};

const midGame = (pool: PoolQuestion[]) => {
	const timesUsed: Record<string, number> = {};
	for (let i = 0; i < Math.min(3000, pool.length); i += 1)
		timesUsed[pool[(i * 7919) % pool.length].id] = (i % 5) + 1;
	let s = initEscalation({ maxRounds: 30, nsfw: true, language: 'en', groupSize: 6 }, 1, timesUsed);
	for (let r = 0; r < 15; r++) {
		const plan = planRound(s, pool)!;
		s = recordAnswers(commitRound(s, plan, resolveRound(plan, null, false)!), {
			answered: 6,
			have: (r * 5) % 7
		});
	}
	return s;
};

export default async (): Promise<BenchResult[]> => {
	const results: BenchResult[] = [];
	const perQuestion: number[] = [];
	for (const n of SIZES) {
		const pool = syntheticPool(n);
		const state = midGame(pool);
		const iterations = n >= 100_000 ? 60 : 200;
		const m = await measure(() => planRound(state, pool), { iterations, warmup: 10 });
		perQuestion.push((m.median / n) * 1e6);
		results.push({
			name: `select round, pool ${n.toLocaleString('en')}`,
			unit: 'ms',
			median: m.median,
			p95: m.p95,
			iterations,
			extra: { ns_per_question: (m.median / n) * 1e6 }
		});
	}
	for (let i = 1; i < SIZES.length; i++) {
		results.push({
			name: `per-question cost ratio ${SIZES[i].toLocaleString('en')} / 1,000`,
			unit: 'ratio',
			value: perQuestion[i] / perQuestion[0],
			extra: { note: '≈ 1 or below means linear (or better) growth with the pool size' }
		});
	}
	results.push({
		name: 'total time ratio 100,000 / 1,000 (pool ×100)',
		unit: 'ratio',
		value: (results[2].median ?? 0) / (results[0].median ?? 1)
	});
	return results;
};
