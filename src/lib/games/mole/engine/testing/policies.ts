import { MAX_REJECTIONS, SABOTAGES_TO_WIN, sabotagedMissions } from '../rules';
import { currentProposal, pickable, roundTeamSize } from '../team';
import { SKIP, type Mission, type MoleIntent, type MoleState } from '$lib/games/mole/engine/state';
import { exposes, molesLeft, ranked, READING, roleOf, suspects, suspicion, type Reading } from './suspicion';

export { suspicion } from './suspicion';

/**
 * docs/mole.md "Balance": the simple, reasonable play both sides follow in the balance test.
 * Test-only and pure. Nobody talks; each decision reads the public record (a mole also knows its
 * fellow moles). Both sides read the same suspicion (suspicion.ts): one number per player.
 */
export type Play = {
	/** The moles' team vote: 'bloc' (for every team with a mole) or 'disguised' (as crew would). */
	moleTeamVote: 'bloc' | 'disguised';
	/**
	 * The moles' banishment vote: 'bloc' (the crew member the table suspects most, at even odds),
	 * 'hidden' (as crew would, but never a fellow mole) or 'disguised' (as crew would, a fellow
	 * mole too).
	 */
	moleBanish: 'bloc' | 'hidden' | 'disguised';
	/** The moles on the first mission: 'sabotage' as on any other, or 'lieLow' (secure, to be trusted). */
	moleFirstMission: 'sabotage' | 'lieLow';
	/** The crew banishes its top suspect at 'even' odds, or whenever it stands above the 'base' rate. */
	crewBanish: 'even' | 'base';
	reading: Reading;
};

/** Each side's best simple play as measured (docs/mole.md "Balance"). */
export const PLAY: Play = {
	moleTeamVote: 'disguised',
	moleBanish: 'disguised',
	moleFirstMission: 'sabotage',
	crewBanish: 'base',
	reading: READING
};

/**
 * A mole on a mission: the first `needed` moles of the team sabotage (never more: a count above
 * the need only tells more), when that fails the mission and either wins the game or exposes
 * nobody — a crew teammate who sees sabotages from every other member knows them all (a lone mole
 * on a team of two) — and not in the last round, where only the game's win is worth the risk, nor
 * (lying low) on the first mission, where a clean result buys the team's trust for later.
 */
const sabotages = (s: MoleState, m: Mission, id: string, play: Play): boolean => {
	const moles = m.team.filter((x) => roleOf(s, x) === 'mole');
	if (moles.length < m.needed || moles.indexOf(id) >= m.needed) return false;
	if (sabotagedMissions(s) + 1 >= SABOTAGES_TO_WIN) return true;
	if (play.moleFirstMission === 'lieLow' && s.round === 1) return false;
	return !exposes(m.team.length, moles.length, m.needed) && s.round < s.settings.rounds;
};

/** The crew's team vote from `viewer`'s seat: approve unless one of its suspects is on the team. */
const crewApproves = (s: MoleState, viewer: string, key: string, reading: Reading) => {
	const p = currentProposal(s)!;
	// the leader's own team, and the last attempt: a rejection there hands the moles the mission
	if (p.leader === viewer || p.attempt >= MAX_REJECTIONS) return true;
	const bad = suspects(s, viewer, key, reading);
	return !p.team!.some((x) => bad.has(x));
};

/**
 * The banishment vote: the top suspect when it stands high enough, else a skip — except the
 * crew's last vote (a skip loses). `asCrew`: from the voter's own seat by the crew's bar (a mole in
 * disguise too); else the moles' bloc: the crew member the table suspects most, at even odds.
 */
const banish = (s: MoleState, id: string, key: string, play: Play): string => {
	const mole = roleOf(s, id) === 'mole';
	const asCrew = !mole || play.moleBanish !== 'bloc';
	const all = suspicion(s, asCrew ? id : null, play.reading);
	const mayPick = !mole || play.moleBanish === 'disguised';
	const top = ranked(new Map([...all].filter(([x]) => mayPick || roleOf(s, x) !== 'mole')), key).at(-1);
	const base = molesLeft(s) / all.size + 0.01;
	const sure = asCrew && play.crewBanish === 'base' ? base : Math.max(0.5, base);
	const last = asCrew && s.round >= s.settings.rounds;
	return top && (top.v >= sure || last) ? top.id : SKIP;
};

/** The policy's intent for `id` in the open step, or null when it has nothing to do. */
export const decide = (s: MoleState, id: string, key: string, play: Play = PLAY): MoleIntent | null => {
	const mole = roleOf(s, id) === 'mole';
	const p = currentProposal(s);
	if (s.phase === 'team' && p?.leader === id && !p.team) {
		// the leader goes itself, with the least suspected (a mole: the least suspected crew, as the
		// table sees them)
		const ok = new Set(pickable(s));
		const view = suspicion(s, mole ? null : id, play.reading);
		const pool = new Map([...view].filter(([x]) => ok.has(x) && (!mole || roleOf(s, x) !== 'mole')));
		const team = [id, ...ranked(pool, key).map((x) => x.id)].slice(0, roundTeamSize(s));
		return { type: 'propose', team };
	}
	if (s.phase === 'teamvote' && p?.team && p.votes[id] === undefined) {
		const bloc = mole && play.moleTeamVote === 'bloc';
		const approve = bloc
			? p.team.some((x) => roleOf(s, x) === 'mole')
			: crewApproves(s, id, key, play.reading);
		return { type: 'teamvote', approve };
	}
	const mission = s.missions.find((m) => m.round === s.round);
	if (s.phase === 'mission' && mission?.team.includes(id) && !mission.choices[id]) {
		return { type: 'mission', choice: mole && sabotages(s, mission, id, play) ? 'sabotage' : 'secure' };
	}
	const vote = s.votes.find((v) => v.round === s.round && !v.resolved);
	if (s.phase === 'vote' && vote && vote.votes[id] === undefined) {
		return { type: 'vote', target: banish(s, id, key, play) };
	}
	return null;
};
