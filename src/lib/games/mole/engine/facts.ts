import { hashString } from '$lib/engines/kit/prng';
import { activePlayers } from './rules';
import { SKIP, type MoleState } from './state';
import type { WhisperFact } from './templates';

/**
 * The public fact a whisper passes on (mole.md "Whispers"): something true and public
 * the recipient may have missed — a silence in the last discussion, a team vote, a banishment vote,
 * a seat on a sabotaged mission — about another player still in. Never a role: built from the
 * chat, the proposals, the votes and the revealed missions only.
 */
export const publicFacts = (state: MoleState, round: number, recipient: string): WhisperFact[] => {
	const prev = round - 1;
	if (prev < 1) return [];
	// docs/mole.md "Away": nothing is said about a player away (their silence is not behaviour)
	const others = activePlayers(state).filter((p) => p.id !== recipient && !state.away.includes(p.id));
	const name = (id: string) => state.players.find((p) => p.id === id)?.name ?? id;
	const facts: WhisperFact[] = [];
	const said = state.chat.filter((c) => c.kind === 'player' && c.round === prev && c.at !== null);
	for (const p of others) {
		const own = said.filter((c) => c.from === p.id).length;
		if (own === 0 && said.length >= 2) facts.push({ kind: 'silent', player: p.name });
	}
	for (const prop of state.proposals.filter((x) => x.round === prev && x.approved !== null)) {
		for (const p of others)
			if (prop.votes[p.id] === 'reject' && prop.leader !== p.id)
				facts.push({ kind: 'rejected', player: p.name, other: name(prop.leader) });
	}
	const decided = state.proposals.filter((x) => x.approved !== null);
	if (decided.length >= 2)
		for (const p of others)
			if (decided.every((x) => x.votes[p.id] === 'approve'))
				facts.push({ kind: 'approved', player: p.name, count: decided.length });
	const vote = state.votes.find((v) => v.round === prev && v.resolved);
	for (const p of others) {
		const target = vote?.votes[p.id];
		if (target && target !== SKIP) facts.push({ kind: 'banish_vote', player: p.name, other: name(target) });
	}
	const mission = state.missions.find((m) => m.round === prev && !m.forfeit && (m.sabotages ?? 0) > 0);
	for (const id of mission?.team ?? [])
		if (others.some((p) => p.id === id)) facts.push({ kind: 'on_sabotaged', player: name(id), round: prev });
	return facts;
};

/** One fact for this recipient and round: a seeded pick among the public facts, or `none`. */
export const whisperFact = (state: MoleState, round: number, recipient: string): WhisperFact => {
	const facts = publicFacts(state, round, recipient);
	return facts.length
		? facts[hashString(`fact:${state.seed}:${round}:${recipient}`) % facts.length]
		: { kind: 'none' };
};
