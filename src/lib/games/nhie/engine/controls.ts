import type { GameResult } from '$lib/engines/kit/lobby-game';
import type { NhieGameState, NhieIntent } from './game';
import { withdrawRound } from './round';

/**
 * The host's controls during play: skip the question, pause / resume, +15 s, and
 * "Don't wait for Dee". "Next now" is the `next` intent from the result. Pass-and-play has no
 * timers, so pause and +15 s are lobby-only. Pure: the game hands in how to select the next round
 * and how to close a round everyone it waits for has answered.
 */
export const MORE_TIME_MS = 15_000;
/** +15 s never stretches a round beyond two minutes (the longest answer timeout a host can set). */
export const MAX_REMAINING_MS = 120_000;

export type ControlIntent = Extract<
	NhieIntent,
	{ type: 'skip' | 'pause' | 'resume' | 'more_time' | 'dont_wait' }
>;

export type ControlDeps = {
	select: (s: NhieGameState) => NhieGameState;
	closeIfDone: (s: NhieGameState, now: number) => NhieGameState;
};

const fail = (reason: string): GameResult<NhieGameState> => ({ ok: false, reason });
const done = (state: NhieGameState): GameResult<NhieGameState> => ({ ok: true, state });

export const isControl = (intent: NhieIntent): intent is ControlIntent =>
	intent.type === 'skip' ||
	intent.type === 'pause' ||
	intent.type === 'resume' ||
	intent.type === 'more_time' ||
	intent.type === 'dont_wait';

export const applyControl = (
	s: NhieGameState,
	intent: ControlIntent,
	now: number,
	d: ControlDeps
): GameResult<NhieGameState> => {
	const timed = !s.settings.onePhone;
	switch (intent.type) {
		case 'skip': {
			if (s.phase !== 'question') return fail('wrong_phase');
			if (intent.round !== s.esc.history.length) return fail('stale_round');
			// the skipped question leaves the history (it used no round); its id stays used
			return done(d.select({ ...s, esc: withdrawRound(s.esc), skipped: s.skipped + 1, paused: null }));
		}
		case 'pause': {
			if (!timed) return fail('not_timed');
			if (s.phase !== 'question' && s.phase !== 'result') return fail('wrong_phase');
			if (s.paused || s.deadline === null) return fail('already_paused');
			return done({ ...s, paused: { remainingMs: Math.max(0, s.deadline - now) }, deadline: null });
		}
		case 'resume': {
			if (!s.paused) return fail('not_paused');
			const resumed = { ...s, deadline: now + s.paused.remainingMs, paused: null };
			return done(d.closeIfDone(resumed, now));
		}
		case 'more_time': {
			if (!timed) return fail('not_timed');
			if (s.phase !== 'question') return fail('wrong_phase');
			if (intent.round !== s.esc.history.length) return fail('stale_round');
			if (s.paused) {
				const remainingMs = Math.min(MAX_REMAINING_MS, s.paused.remainingMs + MORE_TIME_MS);
				return done({ ...s, paused: { remainingMs } });
			}
			const left = Math.max(0, (s.deadline ?? now) - now);
			return done({ ...s, deadline: now + Math.min(MAX_REMAINING_MS, left + MORE_TIME_MS) });
		}
		case 'dont_wait': {
			if (s.phase !== 'question') return fail('wrong_phase');
			const seat = s.players.find((p) => p.id === intent.player);
			if (!seat || seat.isHost) return fail('unknown_player');
			if (s.excused.includes(seat.id)) return done(s);
			return done(d.closeIfDone({ ...s, excused: [...s.excused, seat.id] }, now));
		}
	}
};
