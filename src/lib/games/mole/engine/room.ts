import type { GameResult } from '$lib/engines/kit/lobby-game';
import { startVote } from './phases';
import { activePlayers } from './rules';
import type { MoleState, TapKind } from './state';

/**
 * The chat's lines and the one-room mode's intents (docs/mole.md "One room"): a typed line, a quick
 * tap (suspect / trust another player still in — a line whose text is the name it is about, read by
 * the narrator like any line), and "I'm ready" (everyone present ready → the vote starts now).
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
			? (now - s.discussionStart) / (s.settings.discussionSeconds * SEC)
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

export const ready = (s: MoleState, playerId: string, now: number): GameResult<MoleState> => {
	if (!s.settings.together) return fail('not_in_room');
	if (s.phase !== 'discussion') return fail('wrong_phase');
	const list = [...new Set([...(s.ready ?? []), playerId])];
	const present = activePlayers(s).filter((p) => !s.away.includes(p.id));
	// Everyone present is ready: the vote starts now
	return present.every((p) => list.includes(p.id))
		? { ok: true, state: startVote({ ...s, ready: [] }, now) }
		: { ok: true, state: { ...s, ready: list } };
};
