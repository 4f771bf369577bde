import { jaccard } from '$lib/engines/kit/overlap';

/**
 * Packs without repeats (docs/nhie.md "Packs"): likely same-idea pairs in a "Never have I ever"
 * pack, for a human to review, and adult questions that are about crime rather than intimacy. Pure:
 * word stems compared by overlap — a hint for review, not a verdict.
 */
export type RepeatQuestion = {
	id: string;
	text: string;
	intensity: number;
	is_nsfw: boolean;
	active: boolean;
};
export type SameIdeaPair = { a: string; b: string; shared: string[]; overlap: number; apart: number };

const FORM: Record<string, RegExp> = { en: /^never have i ever\s+/iu, ru: /^я никогда не\s+/iu };

const STOP = new Set(
	(
		'a an the i my me we our you your they their them he she his her it its of to in on at for from with ' +
		'and or but by as so that this these those one some someone something somebody anyone anything ever ' +
		'been have has had was were be being do did done not no just about than then while when who what ' +
		'like more most very really ' +
		'я меня мне мой моя моё мои мы нас нам вы вас вам он она оно они его её их кто что как так это этот ' +
		'эта эти тот та то те в во на за из с со к ко о об от до по для при у и или но а же ли бы не ни ' +
		'уже ещё еще очень кого кому чем чего кем когда где свой своей своего своих себя себе кто-то что-то ' +
		'кем-то кого-то чём-то нибудь был была было были'
	).split(' ')
);

/** A crude stem shared by inflections in English and Russian: the first 5 letters of a content word. */
const stem = (word: string): string => word.replace(/(?:ing|ed|es|s)$/u, '').slice(0, 5);

export const stemsOf = (text: string, language: string): Set<string> => {
	// Russian gender endings in brackets — «спал(а)», «-ась» — are one word's forms, not words
	const body = text
		.toLowerCase()
		.replace(FORM[language] ?? /^/u, '')
		.replace(/\([^)]*\)/gu, '');
	const words = body.split(/[^\p{L}-]+/u).filter((w) => w.length >= 3 && !STOP.has(w));
	return new Set(words.map(stem).filter((s) => s.length >= 3));
};

/** Pairs whose stems overlap this much (shared / all of both; Jaccard), sharing at least two. */
export const SAME_IDEA_OVERLAP = 0.6;

/**
 * Pairs a review found to be different ideas (who did it to whom, a kiss against sex, where): the
 * check is quiet on them. Ordered ids, "a|b".
 */
export const REVIEWED_DISTINCT = new Set([
	'en-0145|en-0146',
	'en-0191|en-0280',
	'en-0359|en-0458',
	'en-0405|en-0414',
	'en-0405|en-0462',
	'ru-0411|ru-0461',
	'ru-0455|ru-0472'
]);

export const sameIdeaPairs = (questions: readonly RepeatQuestion[], language: string): SameIdeaPair[] => {
	const live = questions.filter((q) => q.active).map((q) => ({ q, s: stemsOf(q.text, language) }));
	const pairs: SameIdeaPair[] = [];
	for (let i = 0; i < live.length; i++)
		for (let j = i + 1; j < live.length; j++) {
			const [x, y] = [live[i], live[j]];
			const shared = [...x.s].filter((w) => y.s.has(w));
			if (shared.length < 2 || REVIEWED_DISTINCT.has(`${x.q.id}|${y.q.id}`)) continue;
			const overlap = jaccard(x.s, y.s);
			if (overlap >= SAME_IDEA_OVERLAP)
				pairs.push({ a: x.q.id, b: y.q.id, shared, overlap, apart: Math.abs(x.q.intensity - y.q.intensity) });
		}
	return pairs;
};

/** seed 000's adult tier is intimacy; these stems mark a confession of crime instead. */
const CRIME =
	/(fraud|scam|steal|stole|theft|crime|criminal|arrest|police|brib|launder|мошенн|украл|краж|преступ|полици|арест|взятк|отмыва)/iu;

/** Adult-tier questions (NSFW, or intensity 8 and up) whose text is about crime. */
export const crimeInAdultTier = (questions: readonly RepeatQuestion[]): string[] =>
	questions.filter((q) => q.active && (q.is_nsfw || q.intensity >= 8) && CRIME.test(q.text)).map((q) => q.id);
