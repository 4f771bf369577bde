import type { GameResult } from '$lib/engines/kit/lobby-game';
import { startVote } from './phases';
import type { MoleIntent, MolePlayer, MoleState } from './state';

/**
 * docs/mole.md "Host controls": in the discussion the host can pause and resume, add a minute, and
 * call the vote now ("everyone's ready"); every present player tapping Ready calls it too (ready.ts).
 * The lobby, the TV and every phone run this same path. Pure: time is passed in.
 */
export const MORE_TIME_MS = 60_000;
/** +1 minute never leaves more than the longest discussion a host can set (30 minutes). */
export const MAX_REMAINING_MS = 1_800_000;

export type HostControl = Extract<MoleIntent, { type: 'pause' | 'resume' | 'more_time' | 'vote_now' }>;

export const isHostControl = (intent: MoleIntent): intent is HostControl =>
	intent.type === 'pause' ||
	intent.type === 'resume' ||
	intent.type === 'more_time' ||
	intent.type === 'vote_now';

const fail = (reason: string): GameResult<MoleState> => ({ ok: false, reason });
const done = (state: MoleState): GameResult<MoleState> => ({ ok: true, state });
const later = (t: number | null, by: number) => (t === null ? null : t + by);

/** The discussion's clock reads `now`, or the moment it was paused. */
export const discussionClock = (s: MoleState, now: number): number => s.paused?.at ?? now;

/** Resumes a paused discussion: its end and its narrator slots move later by the pause. */
export const resumed = (s: MoleState, now: number): MoleState => {
	if (!s.paused) return s;
	const by = Math.max(0, now - s.paused.at);
	return {
		...s,
		paused: null,
		discussionStart: later(s.discussionStart, by),
		discussionEnd: later(s.discussionEnd, by),
		phaseEndsAt: later(s.phaseEndsAt, by)
	};
};

/** The host's controls; `settle` runs the timers after a change (the game's `advance`). */
export const applyHostControl = (
	s: MoleState,
	me: MolePlayer,
	intent: HostControl,
	now: number,
	settle: (s: MoleState) => MoleState
): GameResult<MoleState> => {
	if (!me.isHost) return fail('host_only');
	if (s.phase !== 'discussion' || s.discussionEnd === null) return fail('wrong_phase');
	switch (intent.type) {
		case 'pause':
			return s.paused ? fail('already_paused') : done({ ...s, paused: { at: now } });
		case 'resume':
			return s.paused ? done(settle(resumed(s, now))) : fail('not_paused');
		case 'more_time': {
			const clock = discussionClock(s, now);
			const add = Math.max(0, Math.min(MORE_TIME_MS, clock + MAX_REMAINING_MS - s.discussionEnd));
			if (add === 0) return fail('too_long');
			return done({ ...s, discussionEnd: s.discussionEnd + add, phaseEndsAt: later(s.phaseEndsAt, add) });
		}
		case 'vote_now':
			return done(startVote({ ...s, paused: null }, now));
	}
};

/** A player's Ready in the discussion (or taking it back); everyone present ready → the vote. */
export const applyReady = (
	s: MoleState,
	playerId: string,
	ready: boolean,
	settle: (s: MoleState) => MoleState
): GameResult<MoleState> => {
	if (s.phase !== 'discussion') return fail('wrong_phase');
	const others = s.ready.filter((id) => id !== playerId);
	return done(settle({ ...s, ready: ready ? [...others, playerId] : others }));
};
