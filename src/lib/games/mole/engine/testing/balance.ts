import { hashString } from '$lib/engines/kit/prng';
import type { Seat } from '$lib/engines/kit/lobby-game';
import { createMoleGame } from '../game';
import { currentProposal } from '../team';
import {
	defaultMoleSettings,
	SKIP,
	type MoleIntent,
	type MoleState,
	type Winner
} from '$lib/games/mole/engine/state';
import { ACT_MODEL, PERSONAS } from './fixtures';

/**
 * docs/mole.md "The table": whole games played by simple policies through the game's own code, to
 * check that the table is fair. Test-only. Nobody talks; every decision reads the public record (and
 * a mole its fellow moles), with seeded noise so that games differ.
 *
 * Crew: suspects the members of sabotaged teams (a sabotage count shared over the members it does
 * not know to be crew — itself), trusts a little the members of clean ones; leads with itself and the
 * least suspected; rejects a team with a suspect on it (until the fourth attempt); banishes its top
 * suspect once the evidence reaches a whole sabotage, else skips.
 * Moles: lead with themselves and the least suspected crew; approve a team with a mole on it;
 * sabotage with as many moles as the mission needs (lying low now and then on the first mission);
 * vote out the crew member the table suspects most, else skip.
 */
const game = createMoleGame(PERSONAS, ACT_MODEL);
const SEC = 1000;
const settings = { ...defaultMoleSettings(), persona: 'en' as const };

const rand = (key: string) => hashString(key) / 0x100000000;

/** Every way to choose `k` of `items`. */
const choose = (items: readonly string[], k: number): string[][] =>
	k === 0
		? [[]]
		: items.length < k
			? []
			: [...choose(items.slice(1), k - 1).map((rest) => [items[0], ...rest]), ...choose(items.slice(1), k)];

/** The policies' knobs: how often a mole lies low on mission 1; how sure a side is before it votes someone out. */
const LIE_LOW = 0.3;
const CREW_SURE = 0.5;
const MOLE_SURE = 0.2;

/**
 * What `viewer` (null: anyone at the table) can deduce: for each player still in, the share of the
 * mole sets that fit every public fact — revealed roles, and each mission's sabotage count (every
 * mole on a team sabotages, except that one may lie low on the first mission).
 */
export const moleOdds = (s: MoleState, viewer: string | null): Map<string, number> => {
	const total = s.players.filter((p) => p.role === 'mole').length;
	const known = s.players.filter((p) => p.status === 'banished');
	const knownMoles = known.filter((p) => p.role === 'mole').map((p) => p.id);
	const open = s.players.filter((p) => p.status !== 'banished' && p.id !== viewer).map((p) => p.id);
	const sets = choose(open, total - knownMoles.length)
		.map((rest) => new Set([...knownMoles, ...rest]))
		.filter((set) =>
			s.missions.every((m) => {
				if (m.forfeit || m.sabotages === null) return true;
				const on = m.team.filter((id) => set.has(id)).length;
				return m.round === 1 ? on >= m.sabotages : on === m.sabotages;
			})
		);
	const odds = new Map<string, number>();
	for (const p of s.players.filter((x) => x.status === 'in' && x.id !== viewer))
		odds.set(p.id, sets.length ? sets.filter((set) => set.has(p.id)).length / sets.length : 0);
	return odds;
};

/** Ascending by odds, ties in a seeded order. */
const ranked = (scores: Map<string, number>, key: string) =>
	[...scores.entries()]
		.map(([id, v]) => ({ id, v, tie: rand(`${key}:${id}`) }))
		.sort((a, b) => a.v - b.v || a.tie - b.tie);

const roleOf = (s: MoleState, id: string) => s.players.find((p) => p.id === id)!.role;

/** The policy's intent for `id` in the open step, or null when it has nothing to do. */
const decide = (s: MoleState, id: string, key: string): MoleIntent | null => {
	const mole = roleOf(s, id) === 'mole';
	const p = currentProposal(s);
	// a mole reads the table as the crew does (to pass as crew), and knows its own
	const odds = () => {
		const o = moleOdds(s, mole ? null : id);
		if (mole) for (const x of o.keys()) if (roleOf(s, x) === 'mole') o.delete(x);
		return o;
	};
	if (s.phase === 'team' && p?.leader === id) {
		const { size, pickable } = game.project(s, id).proposal!;
		const pool = new Map([...odds()].filter(([x]) => pickable.includes(x) && x !== id));
		return { type: 'propose', team: [id, ...ranked(pool, key).map((x) => x.id)].slice(0, size) };
	}
	if (s.phase === 'teamvote' && p?.team && p.votes[id] === undefined) {
		if (mole) return { type: 'teamvote', approve: p.team.some((x) => roleOf(s, x) === 'mole') };
		const o = odds();
		const risk = p.team.reduce((sum, x) => sum + (o.get(x) ?? 0), 0);
		// the least risky team this table could send: the leader (if not me) and the safest others
		const best = ranked(o, key)
			.slice(0, p.team.length)
			.reduce((sum, x) => sum + x.v, 0);
		return { type: 'teamvote', approve: p.leader === id || risk <= best + 0.25 || p.attempt >= 4 };
	}
	const mission = s.missions.find((m) => m.round === s.round);
	if (s.phase === 'mission' && mission?.team.includes(id) && !mission.choices[id]) {
		const lieLow = s.round === 1 && rand(`${key}:${id}:low`) < LIE_LOW;
		return { type: 'mission', choice: mole && !lieLow ? 'sabotage' : 'secure' };
	}
	const vote = s.votes.find((v) => v.round === s.round && !v.resolved);
	if (s.phase === 'vote' && vote && vote.votes[id] === undefined) {
		const top = ranked(odds(), key).at(-1);
		const target = top && top.v >= (mole ? MOLE_SURE : CREW_SURE) ? top.id : SKIP;
		return { type: 'vote', target };
	}
	return null;
};

const seatsOf = (n: number): Seat[] =>
	Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, isHost: i === 0 }));

/** One whole game of `n` players; the winner. */
export const playBalanced = (n: number, seed: number): Winner => playGame(n, seed).winner!;

/** One whole game of `n` players, to its end. */
export const playGame = (n: number, seed: number): MoleState => {
	let s = game.start(seatsOf(n), settings, seed, 0);
	let now = 0;
	for (let guard = 0; guard < 2000 && s.phase !== 'finished'; guard++) {
		for (let t = game.pendingTask!(s); t; t = game.pendingTask!(s))
			s = game.resolveTask!(s, t.key, t.request.fallback, now);
		const acting = s.players.filter((p) => p.status === 'in');
		let moved = false;
		for (const p of acting) {
			// one key for the whole table: ties break the same way for everyone (the table talks)
			const intent = decide(s, p.id, `${seed}:${s.round}:${s.phase}:${s.proposals.length}`);
			if (!intent) continue;
			const r = game.apply(s, p.id, intent, now);
			if (r.ok) {
				s = r.state;
				moved = true;
				break;
			}
		}
		if (moved) continue;
		// nobody has anything to do: the next timer (the discussion, the verdict)
		now = Math.max(now + SEC, game.nextDeadline(s) ?? now + SEC);
		s = game.tick(s, now) ?? s;
	}
	if (!s.winner) throw new Error(`game ${n}/${seed} did not end`);
	return s;
};

/** The crew's share of wins over `games` seeded games of `n` players from `seed`. */
export const crewWinRate = (n: number, seed: number, games: number): number => {
	let crew = 0;
	for (let g = 0; g < games; g++) if (playBalanced(n, seed + g) === 'crew') crew++;
	return crew / games;
};
