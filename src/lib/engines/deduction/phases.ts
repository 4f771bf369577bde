import { decideSlot } from './narrator';
import type { PersonaPack } from './persona';
import { buildWhisperPrompt } from './prompts';
import { activePlayers, checkWinner, drawTeam, tallyVotes } from './rules';
import type { MissionChoice, MoleState, NarratorSlot, Whisper } from './state';
import { whisperFallback } from './templates';
import { SLOT_AT, type AnalysedMessage, type SlotNumber } from './types';

/** Phase transitions of deduction.md "Each round" (whispers → mission → discussion → reveal + vote). */
const SEC = 1000;

export const finish = (
	state: MoleState,
	result: NonNullable<ReturnType<typeof checkWinner>>,
	now: number
): MoleState => ({
	...state,
	phase: 'finished',
	phaseEndsAt: null,
	winner: result.winner,
	winReason: result.reason,
	finishedAt: now
});

/** Starts round `round`: one whisper per player still in, then the mission. */
export const startRound = (state: MoleState, round: number, persona: PersonaPack, now: number): MoleState => {
	const active = activePlayers(state);
	const [team, rng] = drawTeam(
		active.map((p) => p.id),
		state.rng
	);
	const whispers: Whisper[] = active.map((p) => ({
		key: `w:${round}:${p.id}`,
		round,
		to: p.id,
		prompt: buildWhisperPrompt({ persona, round, name: p.name, role: p.role }),
		fallback: whisperFallback(persona, p.role, p.name, round, `${state.seed}:${round}:${p.id}`),
		text: null,
		status: 'pending',
		t: null
	}));
	return {
		...state,
		rng,
		round,
		phase: 'mission',
		phaseEndsAt: now + state.settings.missionSeconds * SEC,
		discussionStart: null,
		discussionEnd: null,
		missions: [...state.missions, { round, team, choices: {}, sabotages: null }],
		whispers: [...state.whispers, ...whispers]
	};
};

export const currentMission = (state: MoleState) => state.missions.find((m) => m.round === state.round);

export const startDiscussion = (state: MoleState, now: number): MoleState => ({
	...state,
	phase: 'discussion',
	discussionStart: now,
	discussionEnd: now + state.settings.discussionSeconds * SEC,
	phaseEndsAt: now + state.settings.discussionSeconds * SEC
});

/** Absolute time of a slot in the current discussion. */
export const slotDue = (state: MoleState, slot: SlotNumber): number =>
	(state.discussionStart ?? 0) + SLOT_AT[slot] * state.settings.discussionSeconds * SEC;

export const analysedMessages = (state: MoleState): AnalysedMessage[] =>
	state.chat
		.filter((c) => c.kind === 'player' && c.at !== null)
		.map((c) => ({ player: c.from, text: c.text, round: c.round, at: c.at ?? 0 }));

export const runSlot = (state: MoleState, slot: SlotNumber, persona: PersonaPack): MoleState => {
	const d = decideSlot({
		persona,
		players: activePlayers(state).map((p) => ({ id: p.id, name: p.name })),
		messages: analysedMessages(state),
		round: state.round,
		slot,
		memory: state.accusations,
		rng: state.narratorRng,
		key: `${state.seed}:${state.round}:${slot}`
	});
	const record: NarratorSlot = {
		key: `n:${state.round}:${slot}`,
		round: state.round,
		slot,
		dueAt: slotDue(state, slot),
		mood: d.plan.mood,
		analysis: d.analysis.players,
		action: d.plan.action,
		target: d.plan.target,
		anomaly: d.plan.anomaly,
		mention: d.plan.mention,
		question: d.plan.question,
		prompt: d.prompt,
		fallback: d.fallback,
		text: null,
		source: null,
		status: d.plan.action === 'none' ? 'done' : 'pending',
		chatId: null
	};
	return { ...state, narratorRng: d.rng, accusations: d.memory, narrator: [...state.narrator, record] };
};

/** End of discussion: the mission result (number of sabotages, not who), then the vote. */
export const revealAndVote = (state: MoleState, now: number): MoleState => {
	const missions = state.missions.map((m) =>
		m.round === state.round
			? { ...m, sabotages: m.team.filter((id) => (m.choices[id] ?? 'secure') === 'sabotage').length }
			: m
	);
	const next: MoleState = {
		...state,
		missions,
		phase: 'vote',
		phaseEndsAt: now + state.settings.voteSeconds * SEC,
		votes: [...state.votes, { round: state.round, votes: {}, banished: null, resolved: false }]
	};
	const win = checkWinner(next, false);
	return win && win.reason === 'sabotages' ? finish(next, win, now) : next;
};

export const resolveVote = (state: MoleState, now: number): MoleState => {
	const voters = activePlayers(state).map((p) => p.id);
	const record = state.votes.find((v) => v.round === state.round);
	if (!record) return state;
	const { banished } = tallyVotes(record.votes, voters);
	const next: MoleState = {
		...state,
		votes: state.votes.map((v) => (v === record ? { ...v, banished, resolved: true } : v)),
		players: state.players.map((p) =>
			p.id === banished ? { ...p, status: 'banished', outRound: state.round } : p
		),
		phase: 'verdict',
		phaseEndsAt: now + state.settings.verdictSeconds * SEC
	};
	const win = checkWinner(next, state.round >= state.settings.rounds);
	return win ? finish(next, win, now) : next;
};

export const allMissionChoicesIn = (state: MoleState): boolean => {
	const m = currentMission(state);
	if (!m) return true;
	const inGame = new Set(activePlayers(state).map((p) => p.id));
	return m.team.filter((id) => inGame.has(id)).every((id) => m.choices[id] !== undefined);
};

export const allVotesIn = (state: MoleState): boolean => {
	const record = state.votes.find((v) => v.round === state.round);
	return !!record && activePlayers(state).every((p) => record.votes[p.id] !== undefined);
};

export const fillMissingChoices = (state: MoleState): MoleState => ({
	...state,
	missions: state.missions.map((m) =>
		m.round === state.round
			? {
					...m,
					choices: Object.fromEntries(m.team.map((id) => [id, m.choices[id] ?? ('secure' as MissionChoice)]))
				}
			: m
	)
});

/** Advances every timer that is due at `now`, in order. */
export const advance = (state: MoleState, persona: PersonaPack, now: number): MoleState => {
	let s = state;
	for (let guard = 0; guard < 16; guard++) {
		const before = s;
		if (s.phase === 'mission' && (allMissionChoicesIn(s) || now >= (s.phaseEndsAt ?? Infinity))) {
			s = startDiscussion(fillMissingChoices(s), now);
		} else if (s.phase === 'discussion') {
			for (const slot of [1, 2] as const) {
				const planned = s.narrator.some((n) => n.round === s.round && n.slot === slot);
				if (!planned && now >= slotDue(s, slot)) s = runSlot(s, slot, persona);
			}
			if (now >= (s.discussionEnd ?? Infinity)) s = revealAndVote(s, now);
		} else if (s.phase === 'vote' && (allVotesIn(s) || now >= (s.phaseEndsAt ?? Infinity))) {
			s = resolveVote(s, now);
		} else if (s.phase === 'verdict' && now >= (s.phaseEndsAt ?? Infinity)) {
			s = startRound(s, s.round + 1, persona, now);
		}
		if (s === before) break;
	}
	return s;
};

export const nextDeadlineOf = (state: MoleState): number | null => {
	if (state.phase === 'finished') return null;
	if (state.phase !== 'discussion') return state.phaseEndsAt;
	const due = ([1, 2] as const)
		.filter((slot) => !state.narrator.some((n) => n.round === state.round && n.slot === slot))
		.map((slot) => slotDue(state, slot));
	return Math.min(...due, state.discussionEnd ?? Infinity);
};
