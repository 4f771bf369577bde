import { z } from 'zod';
import type { GameResult, LobbyGame, Seat } from '$lib/engines/kit/lobby-game';
import { withOwn, withoutOwn } from './own-questions';
import { nhiePrelude, type NhiePrelude } from './prelude';
import { actedAgain, sameIds, waitsFor } from '$lib/engines/kit/attendance';
import { applyControl, isControl } from './controls';
import type { PoolQuestion } from './candidates';
import {
	commitRound,
	initEscalation,
	isOver,
	markTooFar,
	planRequest,
	planRound,
	recordAnswers,
	resolveWithValue,
	reuseQuestions,
	withdrawRound,
	type EscalationState,
	type RoundPlan
} from './round';
import { projectNhie, type NhieView } from './view';
import { NhieStateSchema, NhieViewSchema } from './schemas';
import { NhieSettingsSchema, type NhieSettings } from './settings';

/**
 * "Never have I ever" in a lobby: the host's settings, one question for everyone at the
 * same time, answers until everyone has answered or the timeout, the result, then the next round by
 * itself. Question selection is the pending LLM task of the `selecting` phase.
 *
 * Pass-and-play (lobby.md "Pass-and-play") plays this same game on one phone (`onePhone`): the host
 * is the only seat, the group's count is the host's `tally` (how many answered, how many have), there
 * are no timers, and the result stays until the host goes on (`next`). "End game" is one rule in
 * both: the open round closes with the answers given, and a round nobody answered is dropped.
 */
export { NhieSettingsSchema, type NhieSettings };

export const NhieIntentSchema = z.discriminatedUnion('type', [
	z.object({ type: z.literal('answer'), round: z.int().min(1), have: z.boolean() }),
	/** nhie.md "Too far": anyone's anonymous tap on the round's question. */
	z.object({ type: z.literal('too_far'), round: z.int().min(1) }),
	z.object({ type: z.literal('end') }),
	z.object({ type: z.literal('reuse') }),
	/** One phone: the group's count for the round (players who did not answer count in neither). */
	z.object({
		type: z.literal('tally'),
		round: z.int().min(1),
		answered: z.int().min(0).max(20),
		have: z.int().min(0).max(20)
	}),
	/** The host goes on from a round's result to the next question ("Next now"). */
	z.object({ type: z.literal('next'), round: z.int().min(1) }),
	// the host's controls during play (controls.ts)
	z.object({ type: z.literal('skip'), round: z.int().min(1) }),
	z.object({ type: z.literal('pause') }),
	z.object({ type: z.literal('resume') }),
	z.object({ type: z.literal('more_time'), round: z.int().min(1) }),
	/** A player's own question (own-questions.ts): anonymous, through the filter and the 18+ rule. */
	z.object({ type: z.literal('add_question'), text: z.string().max(400) }),
	/** The host retires a player's question. */
	z.object({ type: z.literal('remove_question'), id: z.string().min(1).max(32) }),
	/** "Don't wait for Dee" (docs/lobby.md "Host durability"): until Dee answers again. */
	z.object({ type: z.literal('dont_wait'), player: z.string().min(1).max(64) })
]);
export type NhieIntent = z.infer<typeof NhieIntentSchema>;

export const NhiePhases = ['selecting', 'question', 'result', 'exhausted', 'finished'] as const;
export type NhiePhase = (typeof NhiePhases)[number];

export type NhieGameState = {
	settings: NhieSettings;
	players: Seat[];
	esc: EscalationState;
	phase: NhiePhase;
	plan: RoundPlan | null;
	/** Answers to the current question (playerId → have). Never projected to others. */
	answers: Record<string, boolean>;
	deadline: number | null;
	/** Seats the lobby reports away: the round does not wait for them. */
	away: string[];
	/** Seats the host chose not to wait for ("Don't wait for Dee"), until they answer again. */
	excused: string[];
	/** Latecomers who joined during a question: they play from the next round. */
	late: string[];
	/** The host paused the clock: what was left of it. */
	paused: { remainingMs: number } | null;
	/** Questions the host skipped (part of the epoch: a skipped round's number is used again). */
	skipped: number;
	/** "Show who" only: who answered each closed round and how (never kept with "Only the count"). */
	who: RoundWho[];
	/** The players' own questions, in the pool with the pack's; no author is kept. */
	own: PoolQuestion[];
};

/** One closed round's answers by name (a seat that left later keeps the name it had). */
export type RoundWho = { round: number; answers: { id: string; name: string; have: boolean }[] };

/** Pools per pack language, and the device's times_used counters, handed in by the host page. */
export type NhieGameDeps = {
	pools: Partial<Record<NhieSettings['language'], readonly PoolQuestion[]>>;
	timesUsed?: Record<string, number>;
};

/** One phone has no timers: the group answers as the phone goes round, the host moves on. */
const hostPaced = (s: NhieGameState) => !!s.settings.onePhone;
/** The group size told to the model: the players around the phone, else the seats. */
const groupOf = (s: Pick<NhieGameState, 'settings' | 'players'>) =>
	s.settings.onePhone?.players ?? s.players.length;

export const createNhieGame = (
	deps: NhieGameDeps
): LobbyGame<NhieSettings, NhieGameState, NhieIntent, NhieView, NhiePrelude> & {
	epoch: (s: NhieGameState) => string;
	addPlayer: (s: NhieGameState, seat: Seat, now: number) => NhieGameState;
	setAway: (s: NhieGameState, away: readonly string[], now: number) => NhieGameState;
} => {
	const poolOf = (s: NhieGameState) => deps.pools[s.settings.language] ?? [];

	/**
	 * docs/nhie.md "Questions from the players": an unused one in the round's range goes first —
	 * the room asked for it — so it is the offline pick and the model's first candidate.
	 */
	const ownFirst = (s: NhieGameState, plan: RoundPlan | null): RoundPlan | null => {
		const used = new Set(s.esc.usedIds);
		const fits = (q: PoolQuestion) =>
			q.active && !used.has(q.id) && (s.settings.nsfw || !q.is_nsfw) && q.intensity >= (plan?.range.min ?? 0);
		const own = plan && s.own.find((q) => fits(q) && q.intensity <= plan.range.max);
		if (!plan || !own) return plan;
		const candidates = [own, ...plan.candidates.filter((c) => c.id !== own.id)].slice(
			0,
			plan.candidates.length || 1
		);
		return { ...plan, candidates, fallback: own, exhausted: false };
	};

	const select = (s: NhieGameState): NhieGameState => {
		if (isOver(s.esc)) return { ...s, phase: 'finished', plan: null, deadline: null };
		const plan = ownFirst(s, planRound(s.esc, [...poolOf(s), ...s.own]));
		return { ...s, phase: 'selecting', plan, answers: {}, deadline: null, late: [], paused: null };
	};

	const closeWith = (s: NhieGameState, answers: { answered: number; have: number }, now: number) => ({
		...s,
		esc: recordAnswers(s.esc, answers),
		phase: 'result' as const,
		// a result stands until the host goes on when there is no clock or the host chose "Until I tap"
		deadline: hostPaced(s) || s.settings.resultMs === 0 ? null : now + s.settings.resultMs,
		paused: null
	});
	const closeRound = (s: NhieGameState, now: number): NhieGameState => {
		const given = s.players.filter((p) => p.id in s.answers);
		const have = given.filter((p) => s.answers[p.id]).length;
		const closed = closeWith(s, { answered: given.length, have }, now);
		if (s.settings.whoHas !== 'names') return closed;
		const answers = given.map((p) => ({ id: p.id, name: p.name, have: s.answers[p.id] }));
		return { ...closed, who: [...s.who, { round: s.esc.history.length, answers }] };
	};

	/** End game: the open round closes with the answers given; one nobody answered is dropped. */
	const endGame = (s: NhieGameState, now: number): NhieGameState => {
		const answeredNow = s.phase === 'question' && s.players.some((p) => p.id in s.answers);
		const closed =
			s.phase !== 'question' ? s : answeredNow ? closeRound(s, now) : { ...s, esc: withdrawRound(s.esc) };
		return { ...closed, phase: 'finished', plan: null, deadline: null, paused: null };
	};

	/** The players the open round waits for — present, not excused, not latecomers. */
	const waitedFor = (s: NhieGameState) =>
		s.players.filter((p) => waitsFor(s, p.id) && !s.late.includes(p.id));
	const everyoneAnswered = (s: NhieGameState) => {
		const waited = waitedFor(s);
		return waited.length > 0 && waited.every((p) => p.id in s.answers);
	};
	/** The round closes once everyone it waits for has answered (never while paused). */
	const closeIfDone = (s: NhieGameState, now: number): NhieGameState =>
		s.phase === 'question' && !s.paused && everyoneAnswered(s) ? closeRound(s, now) : s;
	const isHost = (s: NhieGameState, id: string) => s.players.some((p) => p.id === id && p.isHost);

	/** docs/nhie.md "Questions from the players": any player adds, the host retires. */
	const applyOwn = (
		s: NhieGameState,
		playerId: string,
		intent: Extract<NhieIntent, { type: 'add_question' | 'remove_question' }>
	): GameResult<NhieGameState> => {
		if (s.phase === 'finished') return { ok: false, reason: 'finished' };
		if (intent.type === 'remove_question') {
			if (!isHost(s, playerId)) return { ok: false, reason: 'host_only' };
			const own = withoutOwn(s.own, intent.id);
			return own ? { ok: true, state: { ...s, own } } : { ok: false, reason: 'own_unknown' };
		}
		// during the game only when the host allows it; before the start always (prelude.ts)
		if (!s.settings.ownQuestions) return { ok: false, reason: 'own_off' };
		const { language, nsfw } = s.settings;
		const added = withOwn(s.own, intent.text, { language, nsfw, tone: s.esc.history.at(-1)?.tone ?? 'safe' });
		return added.ok ? { ok: true, state: { ...s, own: added.own } } : added;
	};

	return {
		mode: 'nhie',
		minPlayers: 2,
		maxPlayers: 20,
		settingsSchema: NhieSettingsSchema,
		intentSchema: NhieIntentSchema,
		stateSchema: NhieStateSchema,
		viewSchema: NhieViewSchema,
		prelude: nhiePrelude,
		// "Too far" and a player's question: never who, not even in the host's own log
		anonymous: (intent) => intent.type === 'too_far' || intent.type === 'add_question',
		start: (players, settings, seed, _now, prelude) =>
			select({
				settings,
				players: [...players],
				esc: initEscalation(
					{
						maxRounds: settings.rounds,
						nsfw: settings.nsfw,
						language: settings.language,
						groupSize: settings.onePhone?.players ?? players.length
					},
					seed,
					deps.timesUsed
				),
				phase: 'selecting',
				plan: null,
				answers: {},
				deadline: null,
				away: [],
				excused: [],
				late: [],
				paused: null,
				skipped: 0,
				who: [],
				// docs/nhie.md "Questions from the players": those added while the room waited, that still
				// fit the room's settings as started (an 18+ one of a room no longer 18+ stays out)
				own: (prelude?.own ?? []).filter((q) => settings.nsfw || !q.is_nsfw)
			}),
		apply: (s, playerId, intent, now) => {
			if (!s.players.some((p) => p.id === playerId)) return { ok: false, reason: 'not_a_player' };
			if (intent.type === 'end') {
				if (!isHost(s, playerId)) return { ok: false, reason: 'host_only' };
				if (s.phase === 'finished') return { ok: false, reason: 'finished' };
				return { ok: true, state: endGame(s, now) };
			}
			if (intent.type === 'reuse') {
				if (!isHost(s, playerId)) return { ok: false, reason: 'host_only' };
				if (s.phase !== 'exhausted') return { ok: false, reason: 'wrong_phase' };
				return { ok: true, state: select({ ...s, esc: reuseQuestions(s.esc) }) };
			}
			if (intent.type === 'add_question' || intent.type === 'remove_question')
				return applyOwn(s, playerId, intent);
			if (isControl(intent)) {
				if (!isHost(s, playerId)) return { ok: false, reason: 'host_only' };
				return applyControl(s, intent, now, { select, closeIfDone });
			}
			if (intent.type === 'tally' || intent.type === 'next') {
				if (!isHost(s, playerId)) return { ok: false, reason: 'host_only' };
				if (s.phase !== (intent.type === 'tally' ? 'question' : 'result'))
					return { ok: false, reason: 'wrong_phase' };
				if (intent.round !== s.esc.history.length) return { ok: false, reason: 'stale_round' };
				if (intent.type === 'next') return { ok: true, state: select(s) };
				if (!hostPaced(s)) return { ok: false, reason: 'not_one_phone' };
				const { answered, have } = intent;
				if (answered > groupOf(s) || have > answered) return { ok: false, reason: 'bad_tally' };
				return { ok: true, state: closeWith(s, { answered, have }, now) };
			}
			if (intent.type === 'too_far') {
				// the question on show, while it is asked or its result stands (the next one is not planned yet)
				if (s.phase !== 'question' && s.phase !== 'result') return { ok: false, reason: 'wrong_phase' };
				if (intent.round !== s.esc.history.length) return { ok: false, reason: 'stale_round' };
				return { ok: true, state: { ...s, esc: markTooFar(s.esc) } };
			}
			if (s.phase !== 'question') return { ok: false, reason: 'wrong_phase' };
			if (intent.round !== s.esc.history.length) return { ok: false, reason: 'stale_round' };
			if (s.late.includes(playerId)) return { ok: false, reason: 'next_round' };
			// An answer can change until the round closes
			const answers = { ...s.answers, [playerId]: intent.have };
			const next = { ...s, answers, excused: actedAgain(s.excused, playerId) };
			return { ok: true, state: closeIfDone(next, now) };
		},
		tick: (s, now) => {
			if (s.paused || s.deadline === null || now < s.deadline) return null;
			if (s.phase === 'question') return closeRound(s, now);
			if (s.phase === 'result') return select(s);
			return null;
		},
		nextDeadline: (s) => s.deadline,
		pendingTask: (s) =>
			s.phase === 'selecting' && s.plan
				? { key: `nhie-round-${s.plan.round}`, request: planRequest(s.plan) }
				: null,
		resolveTask: (s, key, value, now, source) => {
			if (s.phase !== 'selecting' || !s.plan || key !== `nhie-round-${s.plan.round}`) return s;
			const chosen = resolveWithValue(s.plan, value, source);
			if (!chosen) return { ...s, phase: 'exhausted', plan: null };
			const esc = commitRound(
				{ ...s.esc, config: { ...s.esc.config, groupSize: groupOf(s) } },
				s.plan,
				chosen
			);
			return {
				...s,
				esc,
				plan: null,
				phase: 'question',
				answers: {},
				deadline: hostPaced(s) ? null : now + s.settings.answerTimeoutMs
			};
		},
		project: projectNhie,
		removePlayer: (s, playerId, now) => {
			const { [playerId]: _gone, ...answers } = s.answers;
			const without = (ids: string[]) => ids.filter((id) => id !== playerId);
			const players = s.players.filter((p) => p.id !== playerId);
			const next = { ...s, players, answers, away: without(s.away), excused: without(s.excused) };
			return closeIfDone({ ...next, late: without(s.late) }, now);
		},
		/** A latecomer joins at the next question; between questions, at once. */
		addPlayer: (s, seat) =>
			s.players.some((p) => p.id === seat.id)
				? s
				: {
						...s,
						players: [...s.players, seat],
						late: s.phase === 'question' ? [...s.late, seat.id] : s.late
					},
		setAway: (s, away, now) => {
			const ids = s.players.filter((p) => away.includes(p.id)).map((p) => p.id);
			if (sameIds(ids, s.away)) return s;
			return closeIfDone({ ...s, away: ids }, now);
		},
		// docs/lobby.md "Host durability": the host was gone; the open round (or result) keeps the time it had left
		shiftClock: (s, byMs) => (s.deadline === null ? s : { ...s, deadline: s.deadline + byMs }),
		// nhie.md "NSFW and age": adult questions make the room 18+ for every guest too
		adultOnly: (settings) => settings.nsfw,
		isFinished: (s) => s.phase === 'finished',
		epoch: (s) => `${s.esc.history.length}:${s.phase}:${s.skipped}`
	};
};
