import { skeletonWords } from '$lib/engines/kit/text';
import {
	MERIT_COMPONENTS,
	MERIT_MAX,
	type ConversationMessage,
	type MeritComponent,
	type Persona,
	type PirateLanguage,
	type Strategy
} from './schema';

/**
 * pirate.md "Merit", fallback (offline or invalid JSON): the seed's four components and ranges,
 * rewarding argument quality, not volume. Each player line is scored only for what is new in it:
 * - a near-duplicate of an earlier line (word-set similarity ≥ NEAR_DUPLICATE) adds nothing;
 * - a line with no strategy or persona shown with evidence (detect.ts) adds nothing, nor does a
 *   thin one (fewer than MIN_CONTEXT content words: "trust me" alone is a keyword, not a case);
 * - strategy_variety: +STRATEGY_POINTS per strategy shown for the first time, at most
 *   NEW_STRATEGIES_PER_LINE of them per line;
 * - conversation_depth: up to DEPTH_POINTS per line, in proportion to its new words, less for each
 *   further line (× DECAY);
 * - creativity: +PERSONA_POINTS per new persona, and up to STORY_POINTS (× DECAY) for a line that
 *   brings at least STORY_NEW_WORDS new words (the story builds);
 * - persistence: +PERSISTENCE_POINTS per distinct new attempt right after a refusal (a new strategy
 *   or persona, or at least ATTEMPT_NEW_WORDS new words);
 * - one line adds at most TURN_CAP in all (its gains are scaled down together), so returns
 *   diminish per turn: easy (40) needs at least 5 good lines, medium (60) 8, hard (80) 10.
 */
export const FALLBACK = {
	NEAR_DUPLICATE: 0.6,
	STRATEGY_POINTS: 5,
	NEW_STRATEGIES_PER_LINE: 2,
	DEPTH_POINTS: 4,
	DEPTH_FULL_AT: 8,
	PERSONA_POINTS: 3,
	STORY_POINTS: 3,
	STORY_NEW_WORDS: 6,
	PERSISTENCE_POINTS: 4,
	ATTEMPT_NEW_WORDS: 4,
	MIN_CONTEXT: 4,
	DECAY: 0.9,
	TURN_CAP: 8
} as const;

type Component = MeritComponent;
export type Gains = Record<Component, number>;

/**
 * Why a player line added what it did (shown in the end-of-game replay). `other_language`: a line
 * that showed nothing, written in another alphabet than the game's (a Russian line to the English
 * pirate) — the reason to give is the language, not "no trick in it". Scored as `no_evidence`.
 */
export type LineVerdict = 'counted' | 'repeat' | 'no_evidence' | 'other_language' | 'thin';

/** Latin or Cyrillic: the alphabet most of a line's letters are in (null: no letters of either). */
const alphabetOf = (text: string): 'latin' | 'cyrillic' | null => {
	const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
	const cyrillic = (text.match(/\p{Script=Cyrillic}/gu) ?? []).length;
	return latin === cyrillic ? null : latin > cyrillic ? 'latin' : 'cyrillic';
};
const ALPHABET: Record<PirateLanguage, 'latin' | 'cyrillic'> = { en: 'latin', pl: 'latin', ru: 'cyrillic' };
export type LineScore = { index: number; verdict: LineVerdict; gains: Gains; totals: Gains };

/**
 * Words of a line as short stems (first 6 letters), so inflected forms compare equal (PL, RU); on
 * skeleton words (kit/text.ts), so look-alike letters or invisible characters do not make a
 * repeated line new.
 */
const stemsOf = (text: string): string[] => skeletonWords(text).map((w) => [...w].slice(0, 6).join(''));

/** Content stems: words of 4+ letters that are not numbers (drops most function words). */
const contentOf = (stems: readonly string[]): Set<string> =>
	new Set(stems.filter((w) => [...w].length >= 4 && !/^\p{N}+$/u.test(w)));

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
	if (a.size === 0 && b.size === 0) return 1;
	let both = 0;
	for (const x of a) if (b.has(x)) both++;
	return both / (a.size + b.size - both);
};

const zero = (): Gains => ({ strategy_variety: 0, conversation_depth: 0, creativity: 0, persistence: 0 });

/**
 * Every player line of the history with its verdict and gains, in order (pure). `language`: the
 * game's, to tell a line in another alphabet (`other_language`) from one with no trick in it.
 */
export const scoreLines = (
	history: readonly ConversationMessage[],
	language?: PirateLanguage
): LineScore[] => {
	const F = FALLBACK;
	const seenWordSets: Set<string>[] = [];
	const seenContent = new Set<string>();
	const strategies = new Set<Strategy>();
	const personas = new Set<Persona>();
	const totals = zero();
	let counted = 0;
	const out: LineScore[] = [];
	history.forEach((m, index) => {
		if (m.role !== 'player') return;
		const stems = stemsOf(m.text);
		const words = new Set(stems);
		const content = contentOf(stems);
		const repeat = seenWordSets.some((w) => jaccard(w, words) >= F.NEAR_DUPLICATE);
		seenWordSets.push(words);
		const shownS = m.strategies ?? [];
		const shownP = m.personas ?? [];
		const evidence = shownS.length + shownP.length > 0;
		const fresh = [...content].filter((w) => !seenContent.has(w)).length;
		for (const w of content) seenContent.add(w);
		const verdict: LineVerdict = repeat
			? 'repeat'
			: !evidence
				? language && alphabetOf(m.text) !== null && alphabetOf(m.text) !== ALPHABET[language]
					? 'other_language'
					: 'no_evidence'
				: content.size < F.MIN_CONTEXT
					? 'thin'
					: 'counted';
		if (verdict !== 'counted') {
			out.push({ index, verdict, gains: zero(), totals: { ...totals } });
			return;
		}
		const newS = shownS.filter((s) => !strategies.has(s));
		const newP = shownP.filter((p) => !personas.has(p));
		newS.forEach((s) => strategies.add(s));
		newP.forEach((p) => personas.add(p));
		const decay = F.DECAY ** counted;
		counted++;
		const prev = history[index - 1];
		const afterRefusal = prev?.role === 'pirate' && prev.refusal;
		const newAttempt = fresh >= F.ATTEMPT_NEW_WORDS;
		const raw: Gains = {
			strategy_variety: F.STRATEGY_POINTS * Math.min(newS.length, F.NEW_STRATEGIES_PER_LINE),
			conversation_depth: F.DEPTH_POINTS * Math.min(1, fresh / F.DEPTH_FULL_AT) * decay,
			creativity: F.PERSONA_POINTS * newP.length + (fresh >= F.STORY_NEW_WORDS ? F.STORY_POINTS * decay : 0),
			persistence: afterRefusal && newAttempt ? F.PERSISTENCE_POINTS : 0
		};
		// what a component can still take, then the per-turn cap over all four
		for (const k of MERIT_COMPONENTS) raw[k] = Math.min(raw[k], MERIT_MAX[k] - totals[k]);
		const sum = raw.strategy_variety + raw.conversation_depth + raw.creativity + raw.persistence;
		const scale = sum > F.TURN_CAP ? F.TURN_CAP / sum : 1;
		const gains = zero();
		for (const k of MERIT_COMPONENTS) {
			gains[k] = raw[k] * scale;
			totals[k] += gains[k];
		}
		out.push({ index, verdict: 'counted', gains, totals: { ...totals } });
	});
	return out;
};

/** The four components after the whole history, rounded to whole points. */
export const fallbackComponents = (history: readonly ConversationMessage[]): Gains => {
	const t = scoreLines(history).at(-1)?.totals ?? zero();
	return {
		strategy_variety: Math.round(t.strategy_variety),
		conversation_depth: Math.round(t.conversation_depth),
		creativity: Math.round(t.creativity),
		persistence: Math.round(t.persistence)
	};
};
