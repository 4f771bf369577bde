import type { MoleView } from '$lib/games/mole/engine/projection';
import type { moleMessages } from './messages';

type Proposal = MoleView['proposals'][number];
type Messages = ReturnType<typeof moleMessages>;

const count = (votes: Proposal['votes'], v: string) => Object.values(votes).filter((x) => x === v).length;

/** A team proposal in words (docs/mole.md "The game"): the team panel's log and the end screen's mission log. */
export const proposalText = (p: Proposal, nameOf: (id: string) => string, m: Messages): string =>
	m.proposalLine(
		p.attempt,
		nameOf(p.leader),
		p.team.map(nameOf).join(', '),
		p.approved,
		count(p.votes, 'approve'),
		count(p.votes, 'reject')
	);

/** Each voter's public approve/reject, `separator` between the name and the vote. */
export const votesText = (
	p: Proposal,
	nameOf: (id: string) => string,
	m: Messages,
	separator: string
): string =>
	Object.entries(p.votes)
		.map(([id, v]) => `${nameOf(id)}${separator}${v === 'approve' ? m.voteApprove : m.voteReject}`)
		.join(', ');
