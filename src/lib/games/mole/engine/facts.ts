import { stanceOf } from './actions';
import { analysedMessages } from './record';
import type { ToneReader } from './tone';
import { activePlayers } from './rules';
import { SKIP, type MoleState } from './state';
import type { WhisperFact } from './templates';

/**
 * What a whisper tells its reader (docs/mole.md "Whispers"): something true, public and about
 * *them* — that only they can use — spoken to them in the second person: who keeps defending or
 * accusing them in the chat, who voted to banish them, that their own team was sabotaged, the
 * pattern of their own team votes. Never a role: built from the chat, the proposals, the votes and
 * the revealed missions only.
 */
const KEEPS = 2;

/** Who spoke for or against `reader` in the chat so far, and how often (the most, ties → latest). */
const stancesTowards = (state: MoleState, reader: string, read: ToneReader, language: string) => {
	// docs/mole.md "Away": nothing is said about a player away (their silence is not behaviour)
	const players = activePlayers(state)
		.filter((p) => !state.away.includes(p.id))
		.map((p) => ({ id: p.id, name: p.name }));
	const count = { defends: new Map<string, number>(), accuses: new Map<string, number>() };
	let previous: string | undefined;
	for (const m of analysedMessages(state)) {
		const before = previous;
		previous = m.text;
		if (m.player === reader || !players.some((p) => p.id === m.player)) continue;
		const tone = m.acts ? { tone: 'neutral' as const, acts: m.acts } : read(m.text, before);
		const s = stanceOf({ id: m.id, text: m.text, ...tone }, m.player, { players, language });
		if (s?.other === reader) count[s.stance].set(m.player, (count[s.stance].get(m.player) ?? 0) + 1);
	}
	const top = (map: Map<string, number>) =>
		[...map].reduce<[string, number] | null>((best, e) => (!best || e[1] >= best[1] ? e : best), null);
	return { defends: top(count.defends), accuses: top(count.accuses) };
};

/** Every fact about `reader` at the start of `round`, most useful first. */
export const readerFacts = (
	state: MoleState,
	round: number,
	reader: string,
	read: ToneReader,
	/** The game's language (a name with its case ending, "за Бориса", names him). */
	language = ''
): WhisperFact[] => {
	const prev = round - 1;
	if (prev < 1) return [];
	const name = (id: string) => state.players.find((p) => p.id === id)?.name ?? id;
	const facts: WhisperFact[] = [];
	const { defends, accuses } = stancesTowards(state, reader, read, language);
	if (defends && defends[1] >= KEEPS)
		facts.push({ kind: 'defended_by', other: name(defends[0]), count: defends[1] });
	if (accuses && accuses[1] >= KEEPS)
		facts.push({ kind: 'accused_by', other: name(accuses[0]), count: accuses[1] });
	const vote = state.votes.find((v) => v.round === prev && v.resolved);
	const against = Object.entries(vote?.votes ?? {}).filter(
		([voter, t]) => t === reader && voter !== reader && t !== SKIP
	);
	if (against.length === 1) facts.push({ kind: 'banish_vote', other: name(against[0][0]) });
	if (against.length > 1) facts.push({ kind: 'banish_votes', count: against.length });
	const mission = state.missions.find((m) => m.round === prev && !m.forfeit && (m.sabotages ?? 0) > 0);
	if (mission?.team.includes(reader)) facts.push({ kind: 'on_sabotaged', round: prev });
	const cast = state.proposals.filter((x) => x.approved !== null && x.votes[reader] !== undefined);
	const yes = cast.filter((x) => x.votes[reader] === 'approve').length;
	if (cast.length >= 2) facts.push({ kind: 'own_votes', yes, no: cast.length - yes, count: cast.length });
	return facts;
};

/**
 * One fact for this reader and round: the most useful one whose kind they were not told last
 * round (so a whisper does not say the same thing twice in a row), or `none`.
 */
export const whisperFact = (
	state: MoleState,
	round: number,
	reader: string,
	read: ToneReader,
	language = ''
): WhisperFact => {
	const facts = readerFacts(state, round, reader, read, language);
	const last = state.whispers.filter((w) => w.to === reader && w.round === round - 1).at(-1)?.fact;
	return facts.find((f) => f.kind !== last) ?? facts[0] ?? { kind: 'none' };
};
