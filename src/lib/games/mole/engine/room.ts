import type { GameResult } from '$lib/engines/kit/lobby-game';
import { discussionClock } from './controls';
import type { MoleState, TapKind } from './state';

/**
 * The chat's lines and the one-room mode's intents (docs/mole.md "One room"): a typed line, a quick
 * tap (suspect / trust another player still in — a line whose text is the name it is about, read by
 * the narrator like any line). "I'm ready" is the discussion's Ready (controls.ts `applyReady`).
 */
const SEC = 1000;
const fail = (reason: string): GameResult<MoleState> => ({ ok: false, reason });

/** A player's line — typed, or a tap — at its fraction of the discussion (null outside it). */
export const addLine = (
	s: MoleState,
	from: string,
	text: string,
	tapKind: TapKind | undefined,
	now: number
): MoleState => {
	const at =
		s.phase === 'discussion' && s.discussionStart !== null
			? // a line during a pause reads as said at the pause (the clock stands still)
				(discussionClock(s, now) - s.discussionStart) / (s.settings.discussionSeconds * SEC)
			: null;
	const line = {
		id: s.nextId,
		round: s.round,
		from,
		text,
		t: now,
		at,
		kind: 'player' as const,
		...(tapKind ? { tap: tapKind } : {})
	};
	return { ...s, chat: [...s.chat, line], nextId: s.nextId + 1 };
};

export const tap = (
	s: MoleState,
	playerId: string,
	kind: TapKind,
	player: string,
	now: number
): GameResult<MoleState> => {
	if (!s.settings.together) return fail('not_in_room');
	if (s.phase !== 'discussion') return fail('wrong_phase');
	const about = s.players.find((p) => p.id === player);
	if (!about || about.status !== 'in') return fail('unknown_target');
	if (about.id === playerId) return fail('self_tap');
	return { ok: true, state: addLine(s, playerId, about.name, kind, now) };
};
