import { MAX_REJECTIONS, SABOTAGES_TO_WIN, sabotagedMissions } from '../rules';
import { currentProposal, pickable, roundTeamSize } from '../team';
import { SKIP, type Mission, type MoleIntent, type MoleState } from '$lib/games/mole/engine/state';
import { exposes, molesLeft, ranked, roleOf, suspects, suspicion } from './suspicion';

export { suspicion } from './suspicion';

/**
 * docs/mole.md "Balance": the simple, reasonable play both sides follow in the balance test.
 * Test-only and pure. Nobody talks; each decision reads the public record (a mole also knows its
 * fellow moles). Both sides read the same suspicion (suspicion.ts): one number per player.
 */

/** Policy switches the measuring script may vary (docs/mole.md "Balance" says which ones hold). */
export const PLAY = {
	/** The moles' team vote: 'bloc' (for every team with a mole) or 'disguised' (as crew would). */
	moleTeamVote: 'bloc' as 'bloc' | 'disguised',
	/** The crew banishes its top suspect at even odds ('even') or whenever above the base rate. */
	crewBanish: 'even' as 'even' | 'base' | 'careful',
	/** 'careful': the odds the crew wants before a banishment whose miss hands the moles the game. */
	carefulBar: 0.75,
	/**
	 * The moles' banishment vote: 'bloc' (the crew member the table suspects most), 'disguised'
	 * (as crew would, a fellow mole too) or 'hidden' (as crew would, but never a fellow mole).
	 */
	moleBanish: 'bloc' as 'bloc' | 'disguised' | 'hidden',
	/**
	 * The crew's team vote: reject a team with 'any' suspect on it, or only an 'avoidable' one (the
	 * leader could have taken a player who is no suspect instead).
	 */
	teamVote: 'any' as 'any' | 'avoidable',
	/** How far above the base rate the crew's top suspect must be to be banished. */
	banishMargin: 0.01
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
	return !exposes(m.team.length, moles.length, m.needed) && s.round < s.settings.rounds;
};

/** The crew's team vote by `viewer`'s reading: approve unless one of its suspects is on the team. */
const crewApproves = (s: MoleState, viewer: string, key: string) => {
	const p = currentProposal(s)!;
	// the leader's own team, and the last attempt: a rejection there hands the moles the mission
	if (p.leader === viewer || p.attempt >= MAX_REJECTIONS) return true;
	const bad = suspects(s, viewer, key);
	const carried = p.team!.filter((x) => bad.has(x)).length;
	if (PLAY.teamVote === 'any') return carried === 0;
	const clean = pickable(s).filter((x) => !bad.has(x)).length;
	return carried <= Math.max(0, p.team!.length - clean);
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
		if (!mole) return { type: 'teamvote', approve: crewApproves(s, id, key) };
		if (PLAY.moleTeamVote === 'disguised') return { type: 'teamvote', approve: crewApproves(s, id, key) };
		return { type: 'teamvote', approve: p.team.some((x) => roleOf(s, x) === 'mole') };
	}
	const mission = s.missions.find((m) => m.round === s.round);
	if (s.phase === 'mission' && mission?.team.includes(id) && !mission.choices[id]) {
		return { type: 'mission', choice: mole && sabotages(s, mission, id) ? 'sabotage' : 'secure' };
	}
	const vote = s.votes.find((v) => v.round === s.round && !v.resolved);
	if (s.phase === 'vote' && vote && vote.votes[id] === undefined) {
		// each side votes out its top suspect (the moles as a bloc: the crew the table suspects
		// most); nothing pointing anywhere → skip, except the crew's last vote (a skip loses)
		const asCrew = !mole || PLAY.moleBanish !== 'bloc';
		const all = suspicion(s, asCrew ? id : null);
		const top = ranked(PLAY.moleBanish === 'disguised' ? all : crewSide(all), key).at(-1);
		const base = molesLeft(s) / all.size;
		const crewLeft = all.size + (asCrew ? 1 : 0) - molesLeft(s);
		const fatal = crewLeft - 1 <= molesLeft(s);
		const sure =
			PLAY.crewBanish === 'even' || !asCrew
				? Math.max(0.5, base + 0.01)
				: PLAY.crewBanish === 'careful' && fatal
					? PLAY.carefulBar
					: base + PLAY.banishMargin;
		const roundsLeft = s.settings.rounds - s.round + 1;
		const last = asCrew && (s.round >= s.settings.rounds || (PLAY.crewBanish === 'careful' && roundsLeft <= molesLeft(s)));
		return { type: 'vote', target: top && (top.v >= sure || last) ? top.id : SKIP };
	}
	return null;
};
