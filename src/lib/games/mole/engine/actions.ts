import type { EvidenceMessage } from './evidence';
import { namesTarget } from './mention';
import type { TeamVote } from './state';
import type { ActionKind, SlotNumber } from './types';

/**
 * Public actions the narrator may call out (mole.md "Behavioural analysis"; seed 003: "only
 * comments on actual observed behaviour… reference specific things players said or did"): who
 * accused or defended whom in the chat, team proposals, approve/reject votes, banishment votes.
 * Read from the public record only — proposals and their votes, revealed mission results (a count,
 * never who), banishment votes — so no role and no secret mission choice can ever enter.
 */
export type PublicRecord = {
	proposals: readonly {
		round: number;
		leader: string;
		team: readonly string[] | null;
		votes: Readonly<Record<string, TeamVote>>;
		approved: boolean | null;
	}[];
	/** Revealed missions: the team, its leader and the number of sabotages (null until revealed). */
	missions: readonly {
		round: number;
		leader: string | null;
		team: readonly string[];
		sabotages: number | null;
		forfeit: boolean;
	}[];
	banishments: readonly { round: number; votes: Readonly<Record<string, string>>; resolved: boolean }[];
};

export const EMPTY_RECORD: PublicRecord = { proposals: [], missions: [], banishments: [] };

/**
 * One notable public action of `player`: `other` is the player it was about (the accused, the
 * defended, the leader whose team was voted on, the one voted out), `count` how often or how many
 * sabotages, `ids` the chat messages it was seen in (none for a vote), `round` when it happened.
 */
export type PublicAction = {
	type: ActionKind;
	round: number;
	player: string;
	other: string | null;
	count: number | null;
	ids: number[];
};

export type ActionInput = {
	record: PublicRecord;
	round: number;
	slot: SlotNumber;
	/** Players still in, with their display names. */
	players: readonly { id: string; name: string }[];
	/** Each player's messages in the slot's window with their tones and acts, oldest first. */
	windows: Readonly<Record<string, readonly EvidenceMessage[]>>;
	language: string;
};

/** How a message stands towards the one other player it names: accusing, defending, or neither. */
export type Stance = { other: string; stance: 'accuses' | 'defends' };

const HOSTILE = new Set(['accusatory', 'aggressive']);
const MAX_IDS = 3;

/**
 * A message naming exactly one other player: hostile in tone (the act model read an accusation or
 * shouting) → it accuses them; read as a defence of another (`defend`: "leave Bo alone", "Bo is not
 * the mole") → it defends them. A denial of one's own ("not me") is no defence, and anything else —
 * several names, a joke, a plain mention — is neither (precision first: a misread defence would be
 * a fabricated one).
 */
export const stanceOf = (
	m: EvidenceMessage,
	author: string,
	input: Pick<ActionInput, 'players' | 'language'>
): Stance | null => {
	const named = input.players.filter((p) => p.id !== author && namesTarget(m.text, p.name, input.language));
	if (named.length !== 1) return null;
	const other = named[0].id;
	if (HOSTILE.has(m.tone) || m.acts.includes('accuse')) return { other, stance: 'accuses' };
	return m.acts.includes('defend') ? { other, stance: 'defends' } : null;
};

/** Who accused or defended whom in the window: ≥ 2 accusations of one player, or a defence of a player someone else accused (or 2 defences). */
const chatActions = (input: ActionInput): PublicAction[] => {
	const out: PublicAction[] = [];
	const accusedBy = new Map<string, Set<string>>();
	const stances = input.players.map((p) => {
		const list = (input.windows[p.id] ?? []).flatMap((m) => {
			const s = stanceOf(m, p.id, input);
			return s ? [{ ...s, id: m.id }] : [];
		});
		for (const s of list)
			if (s.stance === 'accuses') accusedBy.set(s.other, (accusedBy.get(s.other) ?? new Set()).add(p.id));
		return { player: p.id, list };
	});
	for (const { player, list } of stances) {
		for (const stance of ['accuses', 'defends'] as const) {
			const byOther = new Map<string, number[]>();
			for (const s of list)
				if (s.stance === stance) byOther.set(s.other, [...(byOther.get(s.other) ?? []), s.id]);
			// The player they turned to most, ties to the latest.
			let best: [string, number[]] | null = null;
			for (const e of byOther)
				if (
					!best ||
					e[1].length > best[1].length ||
					(e[1].length === best[1].length && e[1].at(-1)! > best[1].at(-1)!)
				)
					best = e;
			if (!best) continue;
			const [other, ids] = best;
			const othersAccuse = [...(accusedBy.get(other) ?? [])].some((x) => x !== player);
			const notable = stance === 'accuses' ? ids.length >= 2 : ids.length >= 2 || othersAccuse;
			if (notable)
				out.push({
					type: stance === 'accuses' ? 'accused' : 'defended',
					round: input.round,
					player,
					other,
					count: ids.length,
					ids: ids.slice(-MAX_IDS)
				});
		}
	}
	return out;
};

/**
 * The round's team and the last banishment vote (seen at slot 1 only: they all happened before the
 * discussion, so one slot calls them out): a vote against the team that went on the mission; the
 * leader of a sabotaged mission; an approval of a sabotaged team others rejected, from off the team;
 * a lone banishment vote last round against a player still in.
 */
const recordActions = ({ record, round, players }: ActionInput): PublicAction[] => {
	const out: PublicAction[] = [];
	const inGame = new Set(players.map((p) => p.id));
	const act = (type: ActionKind, player: string, other: string | null, count: number | null, r = round) =>
		out.push({ type, round: r, player, other, count, ids: [] });
	const proposals = record.proposals.filter((p) => p.round === round && p.approved !== null);
	const approved = proposals.find((p) => p.approved);
	const mission = record.missions.find(
		(m) => m.round === round && !m.forfeit && m.sabotages !== null && m.sabotages > 0
	);
	for (const p of players) {
		if (approved && approved.leader !== p.id && approved.votes[p.id] === 'reject')
			act('rejected', p.id, approved.leader, proposals.filter((x) => x.votes[p.id] === 'reject').length);
		if (mission && mission.leader === p.id) act('proposed', p.id, null, mission.sabotages);
		if (
			mission &&
			approved &&
			mission.leader !== null &&
			approved.leader !== p.id &&
			!mission.team.includes(p.id) &&
			approved.votes[p.id] === 'approve' &&
			Object.values(approved.votes).includes('reject')
		)
			act('approved', p.id, approved.leader, mission.sabotages);
	}
	const last = record.banishments.find((v) => v.round === round - 1 && v.resolved);
	if (last) {
		const counts = new Map<string, number>();
		for (const t of Object.values(last.votes)) counts.set(t, (counts.get(t) ?? 0) + 1);
		for (const p of players) {
			const t = last.votes[p.id];
			if (t && t !== p.id && inGame.has(t) && counts.get(t) === 1) act('banish_vote', p.id, t, 1, round - 1);
		}
	}
	return out;
};

/**
 * How many players said no to the team an `approved` action backed (seed 003: the narrator accuses
 * on observed behaviour only, so "others said no" needs two of them); null for any other action.
 */
export const objectionsTo = (record: PublicRecord, action: PublicAction): number | null => {
	if (action.type !== 'approved') return null;
	const team = record.proposals.find(
		(p) => p.round === action.round && p.approved && p.leader === action.other
	);
	return team ? Object.values(team.votes).filter((v) => v === 'reject').length : null;
};

/** Each player's notable public actions for this slot (chat in the window; the record at slot 1). */
export const noticeActions = (input: ActionInput): Record<string, PublicAction[]> => {
	const all = [...(input.slot === 1 ? recordActions(input) : []), ...chatActions(input)];
	const out: Record<string, PublicAction[]> = {};
	for (const p of input.players) {
		const own = all.filter((a) => a.player === p.id);
		if (own.length) out[p.id] = own;
	}
	return out;
};
