import { analysedMessages, publicRecordOf } from './record';
import { decideSlot } from './narrator';
import type { Narration } from './narrator';
import { buildWhisperPrompt } from './prompts';
import { whisperFact } from './facts';
import { activePlayers, checkWinner, tallyVotes } from './rules';
import type { MoleState, NarratorSlot, Whisper } from './state';
import { everyoneReady } from './ready';
import {
	autoTeam,
	currentProposal,
	firstLeader,
	nextLeader,
	openProposal,
	proposeTeam,
	resolveTeamVote
} from './team';
import { factLine, whisperFallback } from './templates';
import { SLOT_AT, type SlotNumber } from './types';
import { isAwaited, stepSettled } from './waiting';

/** Phase transitions of mole.md "Each round" (whispers → team → mission → result → discussion → vote). */
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

/** Starts round `round`: one whisper per player still in (with a public fact), then the team. */
export const startRound = (state: MoleState, round: number, persona: Narration, now: number): MoleState => {
	const active = activePlayers(state);
	const usedWhispers = { ...state.usedWhispers };
	const whispers: Whisper[] = active.map((p) => {
		const key = `${state.seed}:${round}:${p.id}`;
		const fact = whisperFact(state, round, p.id, persona.read, persona.language);
		const line = whisperFallback(
			persona,
			p.role,
			p.name,
			round,
			key,
			fact,
			new Set(usedWhispers[p.id] ?? [])
		);
		usedWhispers[p.id] = [...(usedWhispers[p.id] ?? []), line.id];
		return {
			key: `w:${round}:${p.id}`,
			round,
			to: p.id,
			fact: fact.kind,
			prompt: buildWhisperPrompt({
				persona,
				round,
				name: p.name,
				role: p.role,
				fact: factLine(persona, fact, key)
			}),
			fallback: line.text,
			text: null,
			status: 'pending',
			t: null
		};
	});
	const last = state.proposals.at(-1)?.leader ?? null;
	const next: MoleState = {
		...state,
		round,
		discussionStart: null,
		discussionEnd: null,
		whispers: [...state.whispers, ...whispers],
		usedWhispers
	};
	return openProposal(next, last === null ? firstLeader(next) : nextLeader(next, last), now);
};

export const currentMission = (state: MoleState) => state.missions.find((m) => m.round === state.round);

export const startDiscussion = (state: MoleState, now: number): MoleState => ({
	...state,
	phase: 'discussion',
	discussionStart: now,
	discussionEnd: now + state.settings.discussionSeconds * SEC,
	phaseEndsAt: now + state.settings.discussionSeconds * SEC,
	paused: null,
	ready: []
});

/** The leader went away before picking: the next present player leads this attempt, on a fresh timer. */
const handOver = (state: MoleState, leader: string, now: number): MoleState => {
	const next = nextLeader(state, leader);
	const p = currentProposal(state);
	if (!p || next === leader || state.away.includes(next)) return state;
	return {
		...state,
		phaseEndsAt: now + state.settings.teamSeconds * SEC,
		proposals: state.proposals.map((x) => (x === p ? { ...x, leader: next } : x))
	};
};

/** Absolute time of a slot in the current discussion. */
export const slotDue = (state: MoleState, slot: SlotNumber): number =>
	(state.discussionStart ?? 0) + SLOT_AT[slot] * state.settings.discussionSeconds * SEC;

export const runSlot = (state: MoleState, slot: SlotNumber, persona: Narration): MoleState => {
	const d = decideSlot({
		persona,
		// docs/mole.md "Away": a player away does nothing to read; the narrator never calls out an absence
		players: activePlayers(state)
			.filter((p) => !state.away.includes(p.id))
			.map((p) => ({ id: p.id, name: p.name })),
		messages: analysedMessages(state),
		round: state.round,
		slot,
		memory: state.accusations,
		rng: state.narratorRng,
		key: `${state.seed}:${state.round}:${slot}`,
		used: state.usedLines,
		nsfw: state.settings.nsfw,
		record: publicRecordOf(state),
		read: persona.read,
		saidThisRound: state.narrator.filter((n) => n.round === state.round && n.action !== 'none').length
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
		publicAction: d.plan.publicAction,
		mention: d.plan.mention,
		question: d.plan.question,
		evidence: d.evidence,
		prompt: d.prompt,
		fallback: d.fallback,
		text: null,
		source: null,
		status: d.plan.action === 'none' ? 'done' : 'pending',
		chatId: null
	};
	return {
		...state,
		narratorRng: d.rng,
		accusations: d.memory,
		usedLines: d.used,
		narrator: [...state.narrator, record]
	};
};

/**
 * End of the mission: the result (number of sabotages, not who) is revealed before the discussion
 * (docs/mole.md "The game"). Three sabotaged missions end the game here.
 */
export const revealMission = (state: MoleState, now: number): MoleState => {
	// Only the choices made count (docs/mole.md "Away"): nobody chooses for a member who did not
	const missions = state.missions.map((m) =>
		m.round === state.round && m.sabotages === null
			? { ...m, sabotages: Object.values(m.choices).filter((c) => c === 'sabotage').length }
			: m
	);
	const next: MoleState = { ...state, missions };
	const win = checkWinner(next, false);
	return win && win.reason === 'sabotages' ? finish(next, win, now) : startDiscussion(next, now);
};

/** End of discussion: the banishment vote. */
export const startVote = (state: MoleState, now: number): MoleState => ({
	...state,
	phase: 'vote',
	phaseEndsAt: now + state.settings.voteSeconds * SEC,
	votes: [...state.votes, { round: state.round, votes: {}, banished: null, resolved: false }]
});

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

/** Advances every timer that is due at `now`, in order. */
export const advance = (state: MoleState, persona: Narration, now: number): MoleState => {
	let s = state;
	for (let guard = 0; guard < 16; guard++) {
		const before = s;
		const due = now >= (s.phaseEndsAt ?? Infinity);
		const leader = s.phase === 'team' ? currentProposal(s)?.leader : undefined;
		if (s.phase === 'team' && leader !== undefined && !due && s.away.includes(leader)) {
			// docs/mole.md "Away": nobody picks for a leader away; the next present player leads
			s = handOver(s, leader, now);
		} else if (s.phase === 'team' && (due || (leader !== undefined && !isAwaited(s, leader)))) {
			// out of time, or the host does not wait: the automatic team (not the leader's act)
			const p = currentProposal(s);
			s = p ? proposeTeam(s, autoTeam(s, p.leader), true, now) : s;
		} else if (s.phase === 'teamvote' && (stepSettled(s) || due)) {
			s = resolveTeamVote(s, now, revealMission);
		} else if (s.phase === 'mission' && (stepSettled(s) || due)) {
			s = revealMission(s, now);
		} else if (s.phase === 'discussion' && s.paused) {
			// paused by the host: no slot and no end fire until the host resumes
		} else if (s.phase === 'discussion' && everyoneReady(s)) {
			s = startVote(s, now);
		} else if (s.phase === 'discussion') {
			for (const slot of [1, 2] as const) {
				const planned = s.narrator.some((n) => n.round === s.round && n.slot === slot);
				if (!planned && now >= slotDue(s, slot)) s = runSlot(s, slot, persona);
			}
			if (now >= (s.discussionEnd ?? Infinity)) s = startVote(s, now);
		} else if (s.phase === 'vote' && (stepSettled(s) || due)) {
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
	if (state.paused) return null;
	const due = ([1, 2] as const)
		.filter((slot) => !state.narrator.some((n) => n.round === state.round && n.slot === slot))
		.map((slot) => slotDue(state, slot));
	return Math.min(...due, state.discussionEnd ?? Infinity);
};
