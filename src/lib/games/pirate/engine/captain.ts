import { shuffle, type PrngState } from '$lib/engines/kit/prng';
import { THRESHOLDS, type Difficulty } from './constants';
import type { LineVerdict } from './merit-fallback';
import type { PersuasionAct } from './reading';
import type { PiratePack } from './schema';
import type { Suspicion } from './suspicions';
import type { Captain } from './captain-schema';

/**
 * docs/pirate.md "The captain argues back", offline: each reply answers what the player's line did
 * (its strongest persuasion act, the non-move it was, or the doubt it settled) and raises his open
 * doubt. He softens by stage — cold, warm, close — as merit grows; only cold lines refuse outright,
 * and one line adds at most FALLBACK.TURN_CAP, less than the gap from warm to a win, so he never
 * refuses outright the turn before he yields (docs/pirate.md).
 */
export const STAGES = ['cold', 'warm', 'close'] as const;
export type Stage = (typeof STAGES)[number];

/** The share of the threshold where he warms and where he is close to giving in. */
export const STAGE_AT = { warm: 0.3, close: 0.6 } as const;

export const stageOf = (total: number, difficulty: Difficulty): Stage => {
	const share = total / THRESHOLDS[difficulty];
	return share >= STAGE_AT.close ? 'close' : share >= STAGE_AT.warm ? 'warm' : 'cold';
};

type Line = { id: string; text: string };
const pool = (prefix: string, texts: readonly string[]): Line[] =>
	texts.map((text, i) => ({ id: `${prefix}:${i}`, text }));

export type ReplyInput = {
	difficulty: Difficulty;
	stage: Stage;
	earned: boolean;
	verdict: LineVerdict;
	/** the strongest persuasion act of the line */
	move: PersuasionAct | null;
	/** the doubt the line settled */
	answered: Suspicion | null;
	/** the doubt he raises now (null: none left) */
	open: Suspicion | null;
};

export type Reply = {
	text: string;
	raised: Suspicion | null;
	usedLines: string[];
	prng: PrngState;
};

/** Where the reaction comes from, most specific first; later pools take over when one is used up. */
const reactionPools = (pack: PiratePack, r: ReplyInput): Line[][] => {
	const general = pool(`${r.difficulty}.${r.stage}`, pack.lines[r.difficulty][r.stage]);
	const none = pool(`${r.stage}.none`, pack.replies[r.stage].none);
	if (r.answered) return [pool(`settled.${r.answered}`, pack.settled[r.answered]), general, none];
	if (r.verdict !== 'counted' && r.verdict !== 'thin' && r.verdict !== 'no_evidence')
		return [pool(`nonmove.${r.verdict}`, pack.nonmoves[r.verdict]), general, none];
	const key = r.verdict === 'counted' && r.move ? r.move : 'none';
	return [pool(`${r.stage}.${key}`, pack.replies[r.stage][key]), general, none];
};

/** The unused lines of the first pool that has some, else every line of the pools. */
const candidates = (pools: Line[][], used: ReadonlySet<string>): Line[] =>
	pools.map((p) => p.filter((l) => !used.has(l.id))).find((p) => p.length > 0) ?? pools.flat();

/**
 * The reply to one line: a reaction and the open doubt, as a pair not said before in the game while
 * an unsaid one is left; the captain's own surrender line when earned. Pure: the PRNG state is passed in and out.
 */
export const captainReply = (
	pack: PiratePack,
	captain: Captain,
	r: ReplyInput,
	usedLines: readonly string[],
	prng: PrngState
): Reply => {
	const used = new Set(usedLines);
	if (r.earned) {
		const lines = candidates([pool(`${captain.id}.surrender`, captain.surrender)], used);
		const [order, next] = shuffle(lines, prng);
		return { text: order[0].text, raised: null, usedLines: [...usedLines, order[0].id], prng: next };
	}
	const [reactions, p1] = shuffle(candidates(reactionPools(pack, r), used), prng);
	const asked = r.open
		? pool(
				`ask.${r.open}.${r.stage === 'close' ? 'soft' : 'guarded'}`,
				pack.questions[r.open][r.stage === 'close' ? 'soft' : 'guarded']
			)
		: [];
	const [questions, p2] = shuffle(asked.length ? candidates([asked], used) : [], p1);
	type Pair = { a: Line; q: Line | null };
	const pairs = reactions.flatMap((a): Pair[] =>
		questions.length ? questions.map((q) => ({ a, q })) : [{ a, q: null }]
	);
	const pairId = ({ a, q }: Pair) => `${a.id}+${q?.id ?? ''}`;
	const chosen = pairs.find((p) => !used.has(pairId(p))) ?? pairs[0];
	const { a, q } = chosen;
	return {
		text: q ? `${a.text} ${q.text}` : a.text,
		raised: r.open,
		usedLines: [...usedLines, a.id, ...(q ? [q.id] : []), pairId(chosen)],
		prng: p2
	};
};

/** The greeting: the game's first line (the captain's own), raising his first doubt. */
export const greetingOf = (captain: Captain, open: Suspicion | null, prng: PrngState): Reply => {
	const [order, next] = shuffle(pool(`${captain.id}.greeting`, captain.greeting), prng);
	return { text: order[0].text, raised: open, usedLines: [order[0].id], prng: next };
};
