import { lexiconMatches, type Lexicon } from '$lib/engines/kit/text';
import type { Hit } from './lexicon';

/**
 * Matching by word stems where fixed phrases are too brittle (safe-choices.md, "Heuristic scorer": lexicons
 * per language). Russian word order is free and its verbs inflect («не отправлю / не отправляю /
 * не буду отправлять», «фото я никому не кидаю»), so one rule — a negator, at most two auxiliaries
 * or fillers, then a verb of the risky act — stands for every form of "I won't do it" (seed 001,
 * Boundaries 21–30: "firm, clear, direct refusal"). The words are the pack's `negators`,
 * `auxiliaries`, `fillers` and `acts` (stems of the risky acts: drinking, sending a photo, meeting,
 * keeping the secret…; telling verbs are left out on purpose: «не скажу маме» is agreement to the
 * secret, read elsewhere).
 */
export type ActRule = { negators: ReadonlySet<string>; between: ReadonlySet<string>; acts: Lexicon };

const MAX_BETWEEN = 2;

const isAct = (token: string, rule: ActRule): boolean => lexiconMatches(rule.acts, [token]).length > 0;

/** "not + act" refusals among the tokens no phrase has taken yet; marks their tokens as used. */
export const negatedActHits = (tokens: readonly string[], used: boolean[], rule: ActRule): Hit[] => {
	const hits: Hit[] = [];
	for (let i = 0; i < tokens.length; i++) {
		if (used[i] || !rule.negators.has(tokens[i])) continue;
		let k = i + 1;
		let between = 0;
		while (k < tokens.length && !used[k] && between < MAX_BETWEEN && rule.between.has(tokens[k])) {
			k++;
			between++;
		}
		if (k >= tokens.length || used[k] || !isAct(tokens[k], rule)) continue;
		for (let j = i; j <= k; j++) used[j] = true;
		hits.push({ signal: 'firm', start: i, end: k + 1 });
	}
	return hits;
};
