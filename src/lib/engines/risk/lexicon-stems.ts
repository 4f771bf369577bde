import type { Hit } from './lexicon';
import type { RiskLanguage } from './types';

/**
 * Matching by word stems where fixed phrases are too brittle (risk.md, "Heuristic scorer": lexicons
 * per language). Russian word order is free and its verbs inflect («не отправлю / не отправляю /
 * не буду отправлять», «фото я никому не кидаю»), so one rule — a negator, at most one auxiliary or
 * filler, then a verb of the risky act — stands for every form of "I won't do it" (seed 001,
 * Boundaries 21–30: "firm, clear, direct refusal").
 */

/**
 * Intensifiers a teenager drops inside a phrase without changing it: "I just don't want to", "I don't
 * really drink", «я просто не хочу». Skipped between a phrase's words (never at its start).
 */
export const FILLERS: Record<RiskLanguage, ReadonlySet<string>> = {
	en: new Set(['just', 'really', 'actually', 'honestly', 'literally', 'seriously', 'totally', 'even', 'so']),
	ru: new Set(['просто', 'правда', 'вообще', 'реально', 'честно', 'точно', 'уж', 'же', 'то'])
};

const NEGATORS: Record<RiskLanguage, ReadonlySet<string>> = {
	en: new Set(['dont', 'wont', 'never', 'not', 'cant', 'aint']),
	ru: new Set(['не', 'никогда'])
};

/** Auxiliaries between the negator and the act: "won't be sending", «не буду отправлять». */
const AUXILIARIES: Record<RiskLanguage, ReadonlySet<string>> = {
	en: new Set(['be', 'ever', 'gonna', 'going', 'to']),
	ru: new Set(['буду', 'будем', 'стану', 'станем', 'собираюсь', 'хочу'])
};

/**
 * Stems of the risky acts in the packs: drinking, sending a photo, meeting, keeping the secret,
 * deleting the chat, promising, dropping protection. Telling verbs are left out on purpose: «не
 * скажу маме» is agreement to the secret, read elsewhere.
 */
const ACTS: Record<RiskLanguage, readonly string[]> = {
	en: ['send', 'drink', 'meet', 'hide', 'skip', 'share', 'delete', 'promis', 'keep'],
	ru: [
		'пь',
		'пить',
		'выпь',
		'отправ',
		'пришл',
		'присыл',
		'скин',
		'скид',
		'кида',
		'шлю',
		'встреч',
		'скрыва',
		'скро',
		'молча',
		'обеща',
		'брос',
		'удал',
		'фотка',
		'фоткать'
	]
};

const isAct = (token: string, language: RiskLanguage): boolean =>
	ACTS[language].some((stem) => token.startsWith(stem));

/** "not + act" refusals among the tokens no phrase has taken yet; marks their tokens as used. */
export const negatedActHits = (tokens: readonly string[], used: boolean[], language: RiskLanguage): Hit[] => {
	const hits: Hit[] = [];
	for (let i = 0; i < tokens.length; i++) {
		if (used[i] || !NEGATORS[language].has(tokens[i])) continue;
		let k = i + 1;
		let between = 0;
		while (
			k < tokens.length &&
			!used[k] &&
			between < 2 &&
			(AUXILIARIES[language].has(tokens[k]) || FILLERS[language].has(tokens[k]))
		) {
			k++;
			between++;
		}
		if (k >= tokens.length || used[k] || !isAct(tokens[k], language)) continue;
		for (let j = i; j <= k; j++) used[j] = true;
		hits.push({ signal: 'firm', start: i, end: k + 1 });
	}
	return hits;
};
