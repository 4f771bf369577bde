import type { Seat } from '$lib/engines/kit/lobby-game';
import type { PoolQuestion } from '../candidates';
import { createNhieGame, type NhieGameDeps, type NhieGameState } from '../game';
import { commitRound, planRound, recordAnswers, type EscalationState, type RoundPlan } from '../round';

/** A small fixture pool for tests: `perLevel` questions at each intensity 1–10, NSFW at ≥ 8 every other one. */
export const fixturePool = (perLevel = 6, language: 'en' | 'ru' = 'en'): PoolQuestion[] => {
	const out: PoolQuestion[] = [];
	for (let level = 1; level <= 10; level++) {
		for (let i = 0; i < perLevel; i++) {
			const n = String(out.length + 1).padStart(4, '0');
			out.push({
				id: `${language}-${n}`,
				text: language === 'en' ? `Never have I ever done thing ${n}` : `Я никогда не делал штуку ${n}`,
				intensity: level,
				is_nsfw: level >= 8 && i % 2 === 1,
				active: true
			});
		}
	}
	return out;
};

/** Commits a round at a forced intensity (as if a model generated it) with the given answers. */
export const forceRound = (
	state: EscalationState,
	pool: readonly PoolQuestion[],
	intensity: number,
	answered: number,
	have: number
): { plan: RoundPlan; state: EscalationState } => {
	const plan = planRound(state, pool);
	if (!plan) throw new Error('no plan');
	const chosen = {
		question_id: null,
		text: 'Never have I ever x',
		intensity,
		source: 'llm_generated' as const
	};
	return { plan, state: recordAnswers(commitRound(state, plan, chosen), { answered, have }) };
};

/**
 * A lobby game over `pool` with three seats (Host, Ana, Bo), and the two steps its tests repeat: `ok`
 * unwraps an applied intent, `offline` settles the pending question pick with its fallback at `now`.
 */
export const testGame = (pool: PoolQuestion[] = fixturePool(8), deps: Omit<NhieGameDeps, 'pools'> = {}) => {
	const game = createNhieGame({ ...deps, pools: { en: pool } });
	const seats: Seat[] = [
		{ id: 'h', name: 'Host', isHost: true },
		{ id: 'a', name: 'Ana', isHost: false },
		{ id: 'b', name: 'Bo', isHost: false }
	];
	const ok = (r: ReturnType<typeof game.apply>): NhieGameState => {
		if (!r.ok) throw new Error(r.reason);
		return r.state;
	};
	const offline = (s: NhieGameState, now = 0): NhieGameState => {
		const task = game.pendingTask!(s)!;
		return game.resolveTask!(s, task.key, task.request.fallback, now);
	};
	return { game, seats, ok, offline };
};
