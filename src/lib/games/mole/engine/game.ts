import { seedPrng, hashString } from '$lib/engines/kit/prng';
import { actedAgain, sameIds } from '$lib/engines/kit/attendance';
import { MoleStateSchema, MoleViewSchema } from './schemas';
import type { GameResult, LobbyGame, Seat } from '$lib/engines/kit/lobby-game';
import type { ChatMessage } from '$lib/engines/kit/llm-request';
import type { ActModel } from '$lib/engines/acts';
import { acceptNarratorLine, type Narration } from './narrator';
import { actToneReader } from './tone';
import type { PersonaPack } from './persona';
import { advance, currentMission, finish, nextDeadlineOf, startRound } from './phases';
import { addLine, tap } from './room';
import { currentProposal, proposeTeam, validTeam } from './team';
import { projectView, type MoleView } from './projection';
import { STEP_PHASES } from './waiting';
import { applyHostControl, applyReady, isHostControl } from './controls';
import { assignRoles, checkWinner, MAX_PLAYERS, MIN_PLAYERS } from './rules';
import {
	MoleIntentSchema,
	MoleSettingsSchema,
	SKIP,
	type MoleIntent,
	type MolePlayer,
	type MoleSettings,
	type MoleState
} from './state';

/**
 * The mole as a LobbyGame (mole.md). Every timer — the mission, the discussion and its two
 * narrator slots, the vote — is an absolute deadline in the state, so a reloaded host resumes it.
 * Narrator lines and whispers are host tasks: the host runs each prompt (or its fallback) and hands
 * the text back through `resolveTask`.
 */
export type Personas = Partial<Record<string, PersonaPack>> & { en: PersonaPack };

const fail = (reason: string): GameResult<MoleState> => ({ ok: false, reason });

export const createMoleGame = (
	personas: Personas,
	/** The act model (docs/acts.md): the narrator reads every line's tone through it. */
	acts: ActModel
): LobbyGame<MoleSettings, MoleState, MoleIntent, MoleView> => {
	const narrations = new Map<PersonaPack, Narration>();
	const personaOf = (s: MoleState): Narration => {
		const pack = personas[s.settings.persona] ?? personas.en;
		let n = narrations.get(pack);
		if (!n) narrations.set(pack, (n = { ...pack, read: actToneReader(acts, pack.language) }));
		return n;
	};

	const start = (seats: readonly Seat[], settings: MoleSettings, seed: number, now: number): MoleState => {
		const [roles, rng] = assignRoles(
			seats.map((s) => s.id),
			seedPrng(seed)
		);
		const state: MoleState = {
			mode: 'mole',
			settings,
			narratorName: (personas[settings.persona] ?? personas.en).persona.name,
			seed,
			rng,
			// A separate stream for the narrator: its public choices never see the role draw.
			narratorRng: seedPrng(hashString(`narrator:${seed}`)),
			players: seats.map((s) => ({
				id: s.id,
				name: s.name,
				isHost: s.isHost,
				role: roles[s.id],
				status: 'in',
				outRound: null
			})),
			round: 0,
			phase: 'team',
			phaseEndsAt: null,
			discussionStart: null,
			discussionEnd: null,
			proposals: [],
			missions: [],
			votes: [],
			chat: [],
			whispers: [],
			narrator: [],
			usedLines: [],
			usedWhispers: {},
			accusations: { round: 0, count: 0, lastTarget: null },
			winner: null,
			winReason: null,
			nextId: 1,
			startedAt: now,
			finishedAt: null,
			away: [],
			excused: [],
			paused: null,
			ready: []
		};
		return startRound(state, 1, personaOf(state), now);
	};

	const apply = (
		state: MoleState,
		playerId: string,
		intent: MoleIntent,
		now: number
	): GameResult<MoleState> => {
		const me = state.players.find((p) => p.id === playerId);
		if (!me) return fail('not_a_player');
		if (state.phase === 'finished') return fail('game_over');
		// Timers that are already due come first, so an intent never lands in a phase that has ended.
		const due = advance(state, personaOf(state), now);
		if (due.phase === 'finished') return fail('game_over');
		// The host keeps its controls when banished: "Don't wait for Dee" and Continue.
		if (intent.type === 'dont_wait') return dontWait(due, me, intent.player, now);
		if (intent.type === 'continue') return continueAfterVerdict(due, me, now);
		const settle = (x: MoleState) => advance(x, personaOf(x), now);
		if (isHostControl(intent)) return applyHostControl(due, me, intent, now, settle);
		if (me.status !== 'in') return fail('not_in_game');
		// A player the host stopped waiting for is waited for again once it acts
		const s = { ...due, excused: actedAgain(due.excused, playerId) };
		switch (intent.type) {
			case 'ready':
				return applyReady(s, playerId, intent.ready, settle);
			case 'chat':
				// One room: the talk is aloud; the phones only tap (docs/mole.md "One room")
				if (s.settings.together) return fail('no_chat_in_room');
				return { ok: true, state: addLine(s, playerId, intent.text.trim(), undefined, now) };
			case 'tap':
				return tap(s, playerId, intent.tap, intent.player, now);
			case 'propose': {
				const p = currentProposal(s);
				if (s.phase !== 'team' || !p) return fail('wrong_phase');
				if (p.leader !== playerId) return fail('not_leader');
				if (!validTeam(s, intent.team)) return fail('bad_team');
				return { ok: true, state: proposeTeam(s, intent.team, false, now) };
			}
			case 'teamvote': {
				const p = currentProposal(s);
				if (s.phase !== 'teamvote' || !p) return fail('wrong_phase');
				if (p.votes[playerId] !== undefined) return fail('already_voted');
				const vote = intent.approve ? ('approve' as const) : ('reject' as const);
				const proposals = s.proposals.map((x) =>
					x === p ? { ...x, votes: { ...x.votes, [playerId]: vote } } : x
				);
				return { ok: true, state: advance({ ...s, proposals }, personaOf(s), now) };
			}
			case 'mission': {
				const mission = currentMission(s);
				if (s.phase !== 'mission' || !mission) return fail('wrong_phase');
				if (!mission.team.includes(playerId)) return fail('not_on_team');
				if (mission.choices[playerId]) return fail('already_chosen');
				// mole.md: only moles can sabotage.
				if (intent.choice === 'sabotage' && me.role !== 'mole') return fail('crew_cannot_sabotage');
				const missions = s.missions.map((m) =>
					m === mission ? { ...m, choices: { ...m.choices, [playerId]: intent.choice } } : m
				);
				return { ok: true, state: advance({ ...s, missions }, personaOf(s), now) };
			}
			case 'vote': {
				const record = s.votes.find((v) => v.round === s.round && !v.resolved);
				if (s.phase !== 'vote' || !record) return fail('wrong_phase');
				if (record.votes[playerId] !== undefined) return fail('already_voted');
				const target = intent.target;
				if (target !== SKIP) {
					const t = s.players.find((p) => p.id === target);
					if (!t || t.status !== 'in') return fail('unknown_target');
					if (target === playerId) return fail('self_vote');
				}
				const votes = s.votes.map((v) =>
					v === record ? { ...v, votes: { ...v.votes, [playerId]: target } } : v
				);
				return { ok: true, state: advance({ ...s, votes }, personaOf(s), now) };
			}
		}
	};

	/** The host ends the verdict's pause ("Continue"), banished or not. */
	const continueAfterVerdict = (s: MoleState, me: MolePlayer, now: number): GameResult<MoleState> => {
		if (s.phase !== 'verdict') return fail('wrong_phase');
		if (!me.isHost) return fail('host_only');
		return { ok: true, state: advance({ ...s, phaseEndsAt: now }, personaOf(s), now) };
	};

	/**
	 * "Don't wait for Dee": the host only, while a step waits for players; Dee's part
	 * then counts as a timeout's (waiting.ts), and the step closes at once if nobody else owes.
	 */
	const dontWait = (s: MoleState, me: MolePlayer, player: string, now: number): GameResult<MoleState> => {
		if (!me.isHost) return fail('host_only');
		if (!STEP_PHASES.includes(s.phase)) return fail('wrong_phase');
		const seat = s.players.find((p) => p.id === player);
		if (!seat || seat.isHost || seat.status !== 'in') return fail('unknown_player');
		if (s.excused.includes(seat.id)) return { ok: true, state: s };
		return { ok: true, state: advance({ ...s, excused: [...s.excused, seat.id] }, personaOf(s), now) };
	};

	const tick = (state: MoleState, now: number): MoleState | null => {
		const next = advance(state, personaOf(state), now);
		return next === state ? null : next;
	};

	const pendingTask = (state: MoleState) => {
		const request = (site: string, messages: ChatMessage[], fallback: string) => ({
			site,
			messages,
			temperature: 0.9,
			maxTokens: 160,
			fallback
		});
		// Narrator lines are bound to a slot, whispers are not: the narrator goes first.
		const n = state.narrator.find((x) => x.status === 'pending');
		if (n?.prompt && n.fallback !== null)
			return { key: n.key, request: request(`deduction.${n.action}`, n.prompt, n.fallback) };
		const w = state.whispers.find((x) => x.status === 'pending');
		if (w) return { key: w.key, request: request('deduction.whisper', w.prompt, w.fallback) };
		return null;
	};

	const resolveTask = (state: MoleState, key: string, value: unknown, now: number): MoleState => {
		const lang = personaOf(state).language;
		const persona = personaOf(state);
		const names = state.players.map((p) => p.name);
		const check = { language: lang, nsfw: state.settings.nsfw, players: names, roleHints: persona.roleHints };
		const w = state.whispers.find((x) => x.key === key && x.status === 'pending');
		if (w) {
			// A whisper may name its recipient and the players of its fact, nobody else, and speak of
			// the recipient's own role only (mole.md "Whispers": never another player's role).
			const allowNames = names.filter((n) => w.fallback.includes(n));
			const ownRole = state.players.find((p) => p.id === w.to)?.name ?? null;
			const text = acceptNarratorLine(value, { ...check, allowNames, ownRole }) ?? w.fallback;
			return {
				...state,
				whispers: state.whispers.map((x) => (x === w ? { ...x, text, status: 'done', t: now } : x))
			};
		}
		const n = state.narrator.find((x) => x.key === key && x.status === 'pending');
		if (!n || n.fallback === null || n.action === 'none') return state;
		const targetName = n.target ? (state.players.find((p) => p.id === n.target)?.name ?? null) : null;
		// mole.md: an accusation names something from its evidence, paraphrased, never quoted
		const accepted = acceptNarratorLine(value, {
			...check,
			mustMention: targetName,
			allowNames: names.filter((name) => n.evidence?.words.includes(name)),
			mustName: n.evidence?.kind === 'message' ? n.evidence.words : [],
			noQuotes: state.chat.filter((l) => l.kind === 'player' && l.from === n.target).map((l) => l.text)
		});
		const text = accepted ?? n.fallback;
		const source = accepted !== null && value !== n.fallback ? 'llm' : 'fallback';
		const line = {
			id: state.nextId,
			round: n.round,
			from: 'narrator',
			text,
			t: now,
			at: null,
			kind: 'narrator' as const,
			action: n.action
		};
		return {
			...state,
			chat: [...state.chat, line],
			nextId: state.nextId + 1,
			narrator: state.narrator.map((x) =>
				x === n ? { ...x, text, source, status: 'done', chatId: line.id } : x
			)
		};
	};

	/** Who is away is input; a vote or a choice nobody present still owes closes now. */
	const setAway = (state: MoleState, away: readonly string[], now: number): MoleState => {
		const ids = state.players.filter((p) => away.includes(p.id)).map((p) => p.id);
		if (state.phase === 'finished' || sameIds(ids, state.away)) return state;
		return advance({ ...state, away: ids }, personaOf(state), now);
	};

	const removePlayer = (state: MoleState, playerId: string, now: number): MoleState => {
		if (state.phase === 'finished') return state;
		const players = state.players.map((p) =>
			p.id === playerId && p.status === 'in' ? { ...p, status: 'left' as const, outRound: state.round } : p
		);
		const next = { ...state, players };
		const win = checkWinner(next, false);
		return win ? finish(next, win, now) : advance(next, personaOf(next), now);
	};

	/**
	 * docs/lobby.md "Host durability": the host was gone `byMs`; every timer of the open phase moves later by as much (the
	 * discussion's slots are derived from its start, so they move with it).
	 */
	const shiftClock = (state: MoleState, byMs: number): MoleState => {
		// a paused discussion's clock stands still: resuming moves it by the whole pause
		if (state.phase === 'finished' || state.phaseEndsAt === null || state.paused) return state;
		const later = (t: number | null) => (t === null ? null : t + byMs);
		const talk = state.phase === 'discussion';
		return {
			...state,
			phaseEndsAt: later(state.phaseEndsAt),
			discussionStart: talk ? later(state.discussionStart) : state.discussionStart,
			discussionEnd: talk ? later(state.discussionEnd) : state.discussionEnd
		};
	};

	return {
		mode: 'mole',
		minPlayers: MIN_PLAYERS,
		maxPlayers: MAX_PLAYERS,
		settingsSchema: MoleSettingsSchema,
		intentSchema: MoleIntentSchema,
		stateSchema: MoleStateSchema,
		viewSchema: MoleViewSchema,
		start,
		apply,
		tick,
		nextDeadline: nextDeadlineOf,
		pendingTask,
		resolveTask,
		project: projectView,
		removePlayer,
		// A latecomer takes a lobby seat but no part in this game: it watches (the
		// projection of a non-player has no role and no secrets) and plays the next one (rematch)
		addPlayer: (state) => state,
		setAway,
		shiftClock,
		isFinished: (s) => s.phase === 'finished'
	};
};
