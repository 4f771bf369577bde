import { pick, type PrngState } from '$lib/engines/kit/prng';
import { type Difficulty, type PiratePack, type Strategy } from './schema';

/**
 * pirate.md "Response", offline: a line bank keyed by (difficulty, earned or not, the last detected
 * strategy), rotating without repeats. Refusals carry the refusal mark that persistence counts.
 */
export type LineKey =
	| { kind: 'surrender'; difficulty: Difficulty }
	| { kind: 'strategy'; difficulty: Difficulty; strategy: Strategy }
	| { kind: 'brushoff'; difficulty: Difficulty }
	| { kind: 'refuse'; difficulty: Difficulty }
	| { kind: 'greeting'; difficulty: Difficulty };

/** `own`: a retort written for the strategy answered (said before the general refusals). */
export type BankLine = { id: string; text: string; refusal: boolean; own?: boolean };
export type PickedLine = BankLine & { usedLines: string[]; prng: PrngState };

const bucket = (prefix: string, lines: readonly string[], refusal: boolean): BankLine[] =>
	lines.map((text, i) => ({ id: `${prefix}:${i}`, text, refusal }));

export const linesFor = (pack: PiratePack, key: LineKey): BankLine[] => {
	const d = pack.lines[key.difficulty];
	switch (key.kind) {
		case 'surrender':
			return bucket(`${key.difficulty}.surrender`, d.surrender, false);
		case 'brushoff':
			return bucket(`${key.difficulty}.brushoff`, d.brushoff, false);
		case 'greeting':
			return bucket(`${key.difficulty}.greeting`, d.greeting, false);
		case 'refuse':
			return bucket(`${key.difficulty}.refuse`, d.refuse, true);
		case 'strategy':
			return [
				...bucket(`retort.${key.strategy}`, pack.retorts[key.strategy], true).map((l) => ({
					...l,
					own: true
				})),
				...bucket(`${key.difficulty}.refuse`, d.refuse, true)
			];
	}
};

/** Which bucket answers a turn: earned → surrender; else the last strategy of the message, if any. */
export const lineKeyFor = (
	difficulty: Difficulty,
	earned: boolean,
	lastStrategy: Strategy | null
): LineKey =>
	earned
		? { kind: 'surrender', difficulty }
		: lastStrategy
			? { kind: 'strategy', difficulty, strategy: lastStrategy }
			: { kind: 'brushoff', difficulty };

/**
 * Picks an unused line of the bucket — the answered strategy's own retorts first, so the reply
 * reacts to the trick just tried — and says no line twice in a game while an unused one is left.
 * When all are used the bucket starts over, skipping the line said last, so the pirate never says
 * the same line twice in a row.
 */
export const pickLine = (
	pack: PiratePack,
	key: LineKey,
	usedLines: readonly string[],
	prng: PrngState
): PickedLine => {
	const all = linesFor(pack, key);
	let fresh = all.filter((l) => !usedLines.includes(l.id));
	let used = [...usedLines];
	if (fresh.length === 0) {
		const last = usedLines.at(-1);
		const ids = new Set(all.map((l) => l.id));
		used = used.filter((id) => !ids.has(id));
		fresh = all.length > 1 ? all.filter((l) => l.id !== last) : all;
	}
	if (fresh.some((l) => l.own)) fresh = fresh.filter((l) => l.own);
	const [line, next] = pick(fresh, prng);
	const chosen = line ?? all[0];
	return { ...chosen, usedLines: [...used, chosen.id], prng: next };
};
