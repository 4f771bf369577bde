import { currentMission, slotDue } from './phases';
import { currentProposal, pickable, rejectionsThisRound, roundTeamSize } from './team';
import { missionFailed } from './rules';
import { sabotagesNeeded } from './table';
import { notWaitingFor, waitingFor } from './waiting';
import type {
	MissionChoice,
	MolePhase,
	MoleState,
	PlayerStatus,
	TapKind,
	TeamVote,
	Winner,
	WinReason
} from './state';
import type { ActionKind, Anomaly, Mention, Mood, Role, SlotAction, SlotNumber, Tone } from './types';

/**
 * Everything one player may see (architecture.md: the ONLY source of game data sent to a player).
 * Roles: your own; the other mole's if you are a mole; a banished player's; everyone's at the end.
 * Whispers: your own only. Never: prompts, RNG state, mission choices of others, analyses mid-game.
 */
export type ViewPlayer = {
	id: string;
	name: string;
	isHost: boolean;
	status: PlayerStatus;
	role: Role | null;
	/** The lobby reports this player away (docs/mole.md "Away"): abstains, cannot be picked. */
	away: boolean;
};
export type ViewChat = {
	id: number;
	round: number;
	from: string;
	text: string;
	t: number;
	kind: 'player' | 'narrator';
	action?: 'accusation' | 'gapfill';
	tap?: TapKind;
};
export type ViewVerdict = {
	round: number;
	votes: Record<string, string>;
	counts: Record<string, number>;
	banished: string | null;
	banishedRole: Role | null;
};
export type TimelineEntry = {
	round: number;
	slot: SlotNumber;
	mood: Mood;
	action: SlotAction;
	target: string | null;
	anomaly: Anomaly | null;
	/** An accusation on a public action: which kind, and the other player it was about. */
	publicAction: { type: ActionKind; other: string | null } | null;
	mention: Mention | null;
	text: string | null;
	/** The behaviour behind the action: the target's numbers in the window against their own history. */
	why: {
		windowMessages: number;
		target: { messages: number; historyMessages: number; tone: Tone; historyTone: Tone } | null;
	};
};

export type MoleView = {
	mode: 'mole';
	phase: MolePhase;
	round: number;
	rounds: number;
	phaseEndsAt: number | null;
	discussion: {
		start: number;
		end: number;
		slots: [number, number];
		/** Paused by the host: the time left when it was paused (the clock stands still). */
		pausedLeft: number | null;
		/** Who tapped Ready (docs/mole.md "Host controls"). */
		ready: string[];
	} | null;
	me: { id: string; role: Role; status: PlayerStatus; fellowMoles: string[]; isHost: boolean } | null;
	players: ViewPlayer[];
	/** The team being built: the leader, the proposal (once made), who has voted, my vote. */
	proposal: {
		round: number;
		attempt: number;
		leader: string;
		team: string[] | null;
		size: number;
		/** Who the leader may pick (players still in and present). */
		pickable: string[];
		/** Sabotages that fail this round's mission (table.ts). */
		needed: number;
		rejections: number;
		voted: string[];
		mine: TeamVote | null;
	} | null;
	/** Every decided proposal, with its public votes. */
	proposals: {
		round: number;
		attempt: number;
		leader: string;
		team: string[];
		votes: Record<string, TeamVote>;
		approved: boolean;
		auto: boolean;
	}[];
	mission: {
		round: number;
		team: string[];
		chosen: number;
		needed: number;
		myChoice: MissionChoice | null;
	} | null;
	/** Revealed missions: the number of sabotages, never who. */
	missions: {
		round: number;
		leader: string | null;
		team: string[];
		teamSize: number;
		sabotages: number;
		/** Sabotages that fail it; `failed` when they were reached or the mission was forfeited. */
		needed: number;
		failed: boolean;
		forfeit: boolean;
	}[];
	chat: ViewChat[];
	whispers: { round: number; text: string; t: number }[];
	vote: { voted: string[]; mine: string | null } | null;
	/**
	 * Who the open step still waits for (the leader; voters; the team members who have
	 * not chosen — who, never what, as a card handed in at a table), and who it no longer waits for.
	 */
	waitingFor: string[];
	notWaitingFor: string[];
	verdicts: ViewVerdict[];
	winner: Winner | null;
	winReason: WinReason | null;
	timeline: TimelineEntry[];
	settings: {
		rounds: number;
		discussionSeconds: number;
		persona: string;
		narrator: string;
		/** One room (docs/mole.md "One room"): quick taps instead of a chat. */
		together: boolean;
	};
};

export const projectView = (state: MoleState, playerId: string): MoleView => {
	const me = state.players.find((p) => p.id === playerId) ?? null;
	const over = state.phase === 'finished';
	const iAmMole = me?.role === 'mole';
	const roleSeenBy = (p: (typeof state.players)[number]): Role | null =>
		over || p.id === playerId || p.status === 'banished' || (iAmMole && p.role === 'mole') ? p.role : null;
	const mission = currentMission(state);
	const proposal = currentProposal(state);
	const voteRecord = state.votes.find((v) => v.round === state.round && !v.resolved);
	const roleOf = (id: string | null) => (id ? (state.players.find((p) => p.id === id)?.role ?? null) : null);
	const nameIds = new Set(state.players.map((p) => p.id));
	const countVotes = (votes: Record<string, string>) => {
		const counts: Record<string, number> = {};
		for (const target of Object.values(votes)) counts[target] = (counts[target] ?? 0) + 1;
		return counts;
	};
	return {
		mode: 'mole',
		phase: state.phase,
		round: state.round,
		rounds: state.settings.rounds,
		// a paused discussion has no running clock on any screen
		phaseEndsAt: state.paused ? null : state.phaseEndsAt,
		discussion:
			state.phase === 'discussion' && state.discussionStart !== null && state.discussionEnd !== null
				? {
						start: state.discussionStart,
						end: state.discussionEnd,
						slots: [slotDue(state, 1), slotDue(state, 2)],
						pausedLeft: state.paused ? Math.max(0, state.discussionEnd - state.paused.at) : null,
						ready: state.ready.filter((id) => nameIds.has(id))
					}
				: null,
		me: me && {
			id: me.id,
			role: me.role,
			status: me.status,
			isHost: me.isHost,
			fellowMoles: iAmMole
				? state.players.filter((p) => p.role === 'mole' && p.id !== me.id).map((p) => p.id)
				: []
		},
		players: state.players.map((p) => ({
			id: p.id,
			name: p.name,
			isHost: p.isHost,
			status: p.status,
			role: roleSeenBy(p),
			away: state.away.includes(p.id)
		})),
		proposal:
			proposal && (state.phase === 'team' || state.phase === 'teamvote')
				? {
						round: proposal.round,
						attempt: proposal.attempt,
						leader: proposal.leader,
						team: proposal.team,
						size: roundTeamSize(state),
						pickable: pickable(state),
						needed: sabotagesNeeded(state.players.length, state.round),
						rejections: rejectionsThisRound(state),
						voted: Object.keys(proposal.votes),
						mine: proposal.votes[playerId] ?? null
					}
				: null,
		proposals: state.proposals.flatMap((p) =>
			p.approved === null || !p.team
				? []
				: [
						{
							round: p.round,
							attempt: p.attempt,
							leader: p.leader,
							team: p.team,
							votes: p.votes,
							approved: p.approved,
							auto: p.auto
						}
					]
		),
		mission:
			mission && state.phase === 'mission'
				? {
						round: mission.round,
						team: mission.team,
						chosen: Object.keys(mission.choices).length,
						needed: mission.needed,
						myChoice: mission.choices[playerId] ?? null
					}
				: null,
		missions: state.missions
			.filter((m) => m.sabotages !== null)
			.map((m) => ({
				round: m.round,
				leader: m.leader,
				team: m.team,
				teamSize: m.team.length,
				sabotages: m.sabotages ?? 0,
				needed: m.needed,
				failed: missionFailed(m),
				forfeit: m.forfeit
			})),
		chat: state.chat.map(({ id, round, from, text, t, kind, action, tap }) => ({
			id,
			round,
			from,
			text,
			t,
			kind,
			...(action ? { action } : {}),
			...(tap ? { tap } : {})
		})),
		whispers: state.whispers
			.filter((w) => w.to === playerId && w.status === 'done' && w.text !== null)
			.map((w) => ({ round: w.round, text: w.text ?? '', t: w.t ?? 0 })),
		vote:
			state.phase === 'vote' && voteRecord
				? {
						voted: Object.keys(voteRecord.votes).filter((id) => nameIds.has(id)),
						mine: voteRecord.votes[playerId] ?? null
					}
				: null,
		waitingFor: waitingFor(state),
		notWaitingFor: notWaitingFor(state),
		verdicts: state.votes
			.filter((v) => v.resolved)
			.map((v) => ({
				round: v.round,
				votes: v.votes,
				counts: countVotes(v.votes),
				banished: v.banished,
				banishedRole: roleOf(v.banished)
			})),
		winner: state.winner,
		winReason: state.winReason,
		timeline: over
			? state.narrator.map((n) => {
					const a = n.target ? n.analysis[n.target] : null;
					return {
						round: n.round,
						slot: n.slot,
						mood: n.mood,
						action: n.action,
						target: n.target,
						anomaly: n.anomaly,
						publicAction: n.publicAction
							? { type: n.publicAction, other: n.evidence?.action?.other ?? null }
							: null,
						mention: n.mention,
						text: n.text,
						why: {
							windowMessages: Object.values(n.analysis).reduce((sum, x) => sum + x.messages, 0),
							target: a && {
								messages: a.messages,
								historyMessages: a.historyMessages,
								tone: a.tone,
								historyTone: a.historyTone
							}
						}
					};
				})
			: [],
		settings: {
			rounds: state.settings.rounds,
			discussionSeconds: state.settings.discussionSeconds,
			persona: state.settings.persona,
			narrator: state.narratorName,
			together: state.settings.together
		}
	};
};
