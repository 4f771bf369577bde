import {
	compileLexicon,
	filterText,
	findEntry,
	lexiconMatches,
	skeletonWords,
	type Lexicon
} from '$lib/engines/kit/text';
import { type Difficulty, type PiratePack, type WinReason } from './schema';
import { THRESHOLDS } from './merit';
import { ALL_SURRENDER_PHRASES } from './surrender-phrases';
import type { Captain } from './captain-schema';

export type Validation = { isWon: boolean; isBlocked: boolean; reason: WinReason };

/** Margin of the "agreement + close score" win (seed 004: "within 5 points"). */
export const CLOSE_MARGIN = 5;

/** Compiled on first use, not when a page that imports the engine loads (docs/architecture.md "How a start page starts"). */
let builtInPhrases: Lexicon | null = null;

/**
 * pirate.md "Validation" 1, read the way the content filter reads a line (kit/text.ts): invisible
 * characters, look-alike letters, leetspeak and spaced letters do not hide the phrase, and every
 * language's phrase, and every captain's (docs/pirate.md "The ladder"), counts in every game.
 */
export const containsSurrenderPhrase = (response: string, pack: PiratePack, captain?: Captain): boolean => {
	const read = filterText(response);
	return (
		findEntry((builtInPhrases ??= compileLexicon(ALL_SURRENDER_PHRASES)), read) !== null ||
		findEntry(compileLexicon([pack.surrender_phrase, ...(captain ? [captain.phrase] : [])]), read) !== null
	);
};

/** Packs are immutable once parsed: each pack's agreement patterns are compiled once. */
const agreements = new WeakMap<PiratePack, Lexicon>();

/**
 * pirate.md "Validation" 2: an agreement pattern in the reply, in the kit's one stem syntax
 * (kit/text.ts: "take* the gold"), compared on skeleton words like every other lexicon.
 */
export const matchesAgreement = (response: string, pack: PiratePack): boolean => {
	let lexicon = agreements.get(pack);
	if (!lexicon) agreements.set(pack, (lexicon = compileLexicon(pack.agreement_patterns)));
	return lexiconMatches(lexicon, skeletonWords(response)).length > 0;
};

/** seed 004 "Win Condition Logic", in the order of pirate.md "Validation". Pure. */
export const validateResponse = (
	response: string,
	meritScore: number,
	difficulty: Difficulty,
	pack: PiratePack,
	captain?: Captain
): Validation => {
	const threshold = THRESHOLDS[difficulty];
	if (containsSurrenderPhrase(response, pack, captain))
		return meritScore >= threshold
			? { isWon: true, isBlocked: false, reason: 'exact_phrase_high_score' }
			: { isWon: false, isBlocked: true, reason: 'blocked_exact_phrase_low_score' };
	if (matchesAgreement(response, pack)) {
		if (meritScore >= threshold) return { isWon: true, isBlocked: false, reason: 'agreement_high_score' };
		if (meritScore >= threshold - CLOSE_MARGIN)
			return { isWon: true, isBlocked: false, reason: 'agreement_close_score' };
		return { isWon: false, isBlocked: false, reason: 'none' };
	}
	if (meritScore >= threshold) return { isWon: true, isBlocked: false, reason: 'high_score' };
	return { isWon: false, isBlocked: false, reason: 'none' };
};
