import { hashString } from '$lib/engines/kit/prng';
import type { MoleState } from '$lib/games/mole/engine/state';

/**
 * docs/mole.md "Balance": the suspicion both sides of the balance test read, one number per player
 * still in — the odds that it is a mole, over every way the moles left could sit, each way weighed
 * by the public record: the mission results, the team votes and the banishment votes. Test-only and
 * pure.
 */

/**
 * How the public record is read (docs/mole.md "Balance"): the weights of one way the moles could
 * sit. A weight of 1 leaves that part of the record unread.
 */
export type Reading = {
	/** How much less likely, per mole, a team with a mole on it secured a mission it could fail. */
	liesLow: number;
	/**
	 * The moles send only the sabotages a mission needs (policies.ts): more moles on a failed team
	 * cost nothing. Off: every mole on a team that did not sabotage costs `liesLow`.
	 */
	capped: boolean;
	/** How much less likely a mole cast a team vote against the moles (rejected a team with a mole, approved one without). */
	voteTell: number;
	/** How much less likely a mole voted to banish a fellow mole than a crew member. */
	busTell: number;
};

/**
 * The reading both sides use (the crew's best measured): the missions, capped, and both kinds of
 * votes. Even moles who vote as a crew member would from their own seat (policies.ts) read the
 * table as if they had not sabotaged, and their votes show it.
 */
export const READING: Reading = { liesLow: 0.25, capped: true, voteTell: 0.7, busTell: 0.5 };

/**
 * A sabotage that gives its moles away: a crew member on the team sees sabotages from every other
 * member (a lone mole on a team of two). Both sides know it, as players of the game do.
 */
export const exposes = (team: number, moles: number, needed: number) => moles < team && needed >= team - 1;

/** A number in [0, 1) from a key: ties break the same way for everyone (the table talks). */
export const rand = (key: string) => hashString(key) / 0x100000000;

export const roleOf = (s: MoleState, id: string) => s.players.find((p) => p.id === id)!.role;
const knownMole = (s: MoleState, id: string) =>
	s.players.some((p) => p.id === id && p.status === 'banished' && p.role === 'mole');

/** Moles still in, as everyone knows it (the table's count less the banished moles). */
export const molesLeft = (s: MoleState) =>
	s.players.filter((p) => p.role === 'mole').length - s.players.filter((p) => knownMole(s, p.id)).length;

/** Every way to choose `k` of `items` (bit masks). */
const choose = (items: readonly number[], k: number): number[] =>
	k === 0
		? [0]
		: items.length < k
			? []
			: [...choose(items.slice(1), k - 1).map((r) => r | items[0]), ...choose(items.slice(1), k)];

const bits = (mask: number) => {
	let n = 0;
	for (let m = mask; m; m &= m - 1) n++;
	return n;
};

/** The public record as bit masks over the seats: what every way the moles could sit is weighed by. */
const recordOf = (s: MoleState) => {
	const seat = new Map(s.players.map((p, i) => [p.id, 1 << i]));
	const mask = (ids: readonly string[]) => ids.reduce((m, id) => m | (seat.get(id) ?? 0), 0);
	const voters = (votes: Record<string, string>, vote: string) =>
		mask(Object.keys(votes).filter((v) => votes[v] === vote));
	return {
		seat,
		missions: s.missions
			.filter((m) => !m.forfeit && m.sabotages !== null)
			.map((m) => ({ team: mask(m.team), sabotages: m.sabotages!, failed: m.sabotages! >= m.needed })),
		teamVotes: s.proposals
			.filter((p) => p.team && p.approved !== null)
			.map((p) => ({ team: mask(p.team!), yes: voters(p.votes, 'approve'), no: voters(p.votes, 'reject') })),
		banishVotes: s.votes
			.filter((v) => v.resolved)
			.flatMap((v) => Object.entries(v.votes).map(([voter, target]) => mask([voter]) | mask([target])))
			.filter((pair) => bits(pair) === 2)
	};
};

/**
 * Suspicion as `viewer` sees it (null: anyone at the table): the viewer leaves itself out (it
 * knows itself), banished players' roles are known.
 */
export const suspicion = (
	s: MoleState,
	viewer: string | null,
	reading: Reading = READING
): Map<string, number> => {
	const byState = memo.get(reading) ?? new WeakMap<MoleState, Map<string | null, Map<string, number>>>();
	memo.set(reading, byState);
	const seen = byState.get(s) ?? new Map<string | null, Map<string, number>>();
	byState.set(s, seen);
	if (!seen.has(viewer)) seen.set(viewer, reckon(s, viewer, reading));
	return seen.get(viewer)!;
};

/** A state is never changed in place: each one's suspicions are worked out once per viewer. */
const memo = new WeakMap<Reading, WeakMap<MoleState, Map<string | null, Map<string, number>>>>();

/** The weight of one way the moles could sit (`moles`, a mask), by the public record. */
const weigh = (record: ReturnType<typeof recordOf>, moles: number, reading: Reading): number => {
	let w = 1;
	for (const m of record.missions) {
		const on = bits(m.team & moles);
		if (on < m.sabotages) return 0;
		if (!(reading.capped && m.failed)) w *= reading.liesLow ** (on - m.sabotages);
	}
	for (const v of record.teamVotes) {
		// a mole's vote against its side: rejecting a team with a mole, approving one without
		const against = v.team & moles ? v.no & moles : v.yes & moles;
		if (against) w *= reading.voteTell ** bits(against);
	}
	// a mole voting to banish a fellow mole: both the voter and the target are moles
	for (const pair of record.banishVotes) if ((pair & moles) === pair) w *= reading.busTell;
	return w;
};

const reckon = (s: MoleState, viewer: string | null, reading: Reading): Map<string, number> => {
	const record = recordOf(s);
	const open = s.players.filter((p) => p.status === 'in' && p.id !== viewer).map((p) => p.id);
	const known = s.players.filter((p) => knownMole(s, p.id)).reduce((m, p) => m | record.seat.get(p.id)!, 0);
	const odds = new Map(open.map((id) => [id, 0]));
	let total = 0;
	for (const rest of choose(
		open.map((id) => record.seat.get(id)!),
		molesLeft(s)
	)) {
		const w = weigh(record, known | rest, reading);
		if (w === 0) continue;
		total += w;
		for (const id of open) if (rest & record.seat.get(id)!) odds.set(id, odds.get(id)! + w);
	}
	return new Map(open.map((id) => [id, total > 0 ? odds.get(id)! / total : 0]));
};

/** Players ascending by suspicion, ties in the table's shared seeded order. */
export const ranked = (scores: Map<string, number>, key: string) =>
	[...scores.entries()]
		.map(([id, v]) => ({ id, v, tie: rand(`${key}:${id}`) }))
		.sort((a, b) => a.v - b.v || a.tie - b.tie);

/** The viewer's suspects: its top suspects, as many as moles are left, above the base rate. */
export const suspects = (s: MoleState, viewer: string | null, key: string, reading: Reading): Set<string> => {
	const scores = suspicion(s, viewer, reading);
	const base = molesLeft(s) / scores.size;
	return new Set(
		ranked(scores, key)
			.slice(-molesLeft(s))
			.filter((x) => x.v > base + 1e-9)
			.map((x) => x.id)
	);
};
