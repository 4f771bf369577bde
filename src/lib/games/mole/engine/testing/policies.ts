import { hashString } from '$lib/engines/kit/prng';
import { MAX_REJECTIONS, SABOTAGES_TO_WIN, sabotagedMissions } from '../rules';
import { currentProposal, pickable, roundTeamSize } from '../team';
import { SKIP, type Mission, type MoleIntent, type MoleState } from '$lib/games/mole/engine/state';

/**
 * docs/mole.md "Balance": the simple, reasonable play both sides follow in the balance test.
 * Test-only and pure. Nobody talks; each decision reads the public record (a mole also knows its
 * fellow moles). Both sides read the same suspicion: one number per player.
 */

/** A number in [0, 1) from a key: ties break the same way for everyone (the table talks). */
const rand = (key: string) => hashString(key) / 0x100000000;

const roleOf = (s: MoleState, id: string) => s.players.find((p) => p.id === id)!.role;
const knownMole = (s: MoleState, id: string) =>
	s.players.some((p) => p.id === id && p.status === 'banished' && p.role === 'mole');

/** Moles still in, as everyone knows it (the table's count less the banished moles). */
const molesLeft = (s: MoleState) =>
	s.players.filter((p) => p.role === 'mole').length - s.players.filter((p) => knownMole(s, p.id)).length;

/** Every way to choose `k` of `items`. */
const choose = (items: readonly string[], k: number): string[][] =>
	k === 0
		? [[]]
		: items.length < k
			? []
			: [...choose(items.slice(1), k - 1).map((r) => [items[0], ...r]), ...choose(items.slice(1), k)];

/** How much less likely, as the crew reckons, a mole on a team secures it than sabotages. */
const LIES_LOW = 0.25;

/**
 * A sabotage that gives its moles away: a crew member on the team sees sabotages from every other
 * member (a lone mole on a team of two). Both sides know it, as players of the game do.
 */
const exposes = (team: readonly string[], moles: number, needed: number) =>
	moles < team.length && needed >= team.length - 1;

/**
 * Suspicion as `viewer` sees it (null: anyone at the table): for each player still in, the odds
 * that it is a mole over every way the moles left could sit — not the viewer (it knows itself), not
 * a player banished (its role was shown) — each way weighed by the mission results: impossible if a
 * team had fewer moles than sabotages, less likely for each mole on a team that did not
 * sabotage (the crew reckons the moles sabotage as a rule).
 */
export const suspicion = (s: MoleState, viewer: string | null): Map<string, number> => {
	const seen = memo.get(s) ?? new Map<string | null, Map<string, number>>();
	memo.set(s, seen);
	if (!seen.has(viewer)) seen.set(viewer, reckon(s, viewer));
	return seen.get(viewer)!;
};

/** A state is never changed in place: each one's suspicions are worked out once per viewer. */
const memo = new WeakMap<MoleState, Map<string | null, Map<string, number>>>();

const reckon = (s: MoleState, viewer: string | null): Map<string, number> => {
	const open = s.players.filter((p) => p.status === 'in' && p.id !== viewer).map((p) => p.id);
	const known = s.players.filter((p) => knownMole(s, p.id)).map((p) => p.id);
	const odds = new Map(open.map((id) => [id, 0]));
	let total = 0;
	for (const rest of choose(open, molesLeft(s))) {
		const moles = new Set([...known, ...rest]);
		let w = 1;
		for (const m of s.missions) {
			if (m.forfeit || m.sabotages === null) continue;
			const on = m.team.filter((id) => moles.has(id)).length;
			w *= on < m.sabotages ? 0 : LIES_LOW ** (on - m.sabotages);
		}
		total += w;
		for (const id of rest) odds.set(id, odds.get(id)! + w);
	}
	return new Map(open.map((id) => [id, total > 0 ? odds.get(id)! / total : 0]));
};

/** Players ascending by suspicion, ties in the table's shared seeded order. */
const ranked = (scores: Map<string, number>, key: string) =>
	[...scores.entries()]
		.map(([id, v]) => ({ id, v, tie: rand(`${key}:${id}`) }))
		.sort((a, b) => a.v - b.v || a.tie - b.tie);

/** The viewer's suspects: its top suspects, as many as moles are left, above the base rate. */
const suspects = (s: MoleState, viewer: string, key: string): Set<string> => {
	const scores = suspicion(s, viewer);
	const base = molesLeft(s) / scores.size;
	return new Set(
		ranked(scores, key)
			.slice(-molesLeft(s))
			.filter((x) => x.v > base + 1e-9)
			.map((x) => x.id)
	);
};

/**
 * A mole on a mission: the first `needed` moles of the team sabotage (never more: a count above
 * the need only tells more), when that fails the mission and either wins the game or exposes
 * nobody — a crew teammate who sees sabotages from every other member knows them all (a lone mole
 * on a team of two) — and not in the last round, where only the game's win is worth the risk.
 */
const sabotages = (s: MoleState, m: Mission, id: string): boolean => {
	const moles = m.team.filter((x) => roleOf(s, x) === 'mole');
	if (moles.length < m.needed || moles.indexOf(id) >= m.needed) return false;
	if (sabotagedMissions(s) + 1 >= SABOTAGES_TO_WIN) return true;
	return !exposes(m.team, moles.length, m.needed) && s.round < s.settings.rounds;
};

/** The policy's intent for `id` in the open step, or null when it has nothing to do. */
export const decide = (s: MoleState, id: string, key: string): MoleIntent | null => {
	const mole = roleOf(s, id) === 'mole';
	const p = currentProposal(s);
	// a mole reads the table as anyone does (to pass as crew), but never picks or votes out a mole
	const crewSide = (scores: Map<string, number>) =>
		new Map([...scores].filter(([x]) => !mole || roleOf(s, x) !== 'mole'));
	const view = () => crewSide(suspicion(s, mole ? null : id));
	if (s.phase === 'team' && p?.leader === id && !p.team) {
		// the leader goes itself, with the least suspected
		const ok = new Set(pickable(s));
		const pool = new Map([...view()].filter(([x]) => ok.has(x)));
		const team = [id, ...ranked(pool, key).map((x) => x.id)].slice(0, roundTeamSize(s));
		return { type: 'propose', team };
	}
	if (s.phase === 'teamvote' && p?.team && p.votes[id] === undefined) {
		// the moles approve a team with a mole on it; the crew a team without one of its suspects
		// (and the last attempt: a rejection there hands the moles the mission)
		if (mole) return { type: 'teamvote', approve: p.team.some((x) => roleOf(s, x) === 'mole') };
		const bad = suspects(s, id, key);
		const approve = p.leader === id || p.attempt >= MAX_REJECTIONS || !p.team.some((x) => bad.has(x));
		return { type: 'teamvote', approve };
	}
	const mission = s.missions.find((m) => m.round === s.round);
	if (s.phase === 'mission' && mission?.team.includes(id) && !mission.choices[id]) {
		return { type: 'mission', choice: mole && sabotages(s, mission, id) ? 'sabotage' : 'secure' };
	}
	const vote = s.votes.find((v) => v.round === s.round && !v.resolved);
	if (s.phase === 'vote' && vote && vote.votes[id] === undefined) {
		// each side votes out its top suspect (the moles as a bloc: the crew the table suspects
		// most); nothing pointing anywhere → skip, except the crew's last vote (a skip loses)
		const all = suspicion(s, mole ? null : id);
		const top = ranked(crewSide(all), key).at(-1);
		const sure = Math.max(0.5, molesLeft(s) / all.size + 0.01);
		const last = !mole && s.round >= s.settings.rounds;
		return { type: 'vote', target: top && (top.v >= sure || last) ? top.id : SKIP };
	}
	return null;
};
