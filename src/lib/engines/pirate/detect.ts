import { containsPhrase, normaliseText } from './normalise';
import { PERSONAS, STRATEGIES, type Persona, type PiratePack, type Strategy } from './schema';

/**
 * seed 004 "Detect Persona/Strategy" (before the graph), with pirate.md "Merit": strategies and
 * personas need evidence in context, not a single keyword.
 *
 * A lexicon pattern starting with `~` is a weak cue: a word that is also ordinary talk ("storm",
 * "palm", "please"). A category counts when the message has one strong cue, or two different weak
 * cues of it. A persona also counts with one weak cue when the message frames an identity (any
 * false_identity cue: "I am a", "as the"), and such a framed persona is evidence of false_identity.
 * A message made mostly of cues (keyword salad) shows nothing.
 */
export type Evidence = { strategies: Strategy[]; personas: Persona[] };

const isWeak = (pattern: string) => pattern.startsWith('~');
const bare = (pattern: string) => (isWeak(pattern) ? pattern.slice(1) : pattern);

/** The patterns found, and the different words the weak ones matched ("please … please" is one). */
type Hits = { strong: string[]; weak: string[]; weakWords: Set<string> };

const hitsOf = (words: readonly string[], patterns: readonly string[]): Hits => {
	const strong: string[] = [];
	const weak: string[] = [];
	const weakWords = new Set<string>();
	for (const p of patterns) {
		const at = startsOf(words, bare(p));
		if (at.length === 0) continue;
		if (!isWeak(p)) strong.push(p);
		else {
			weak.push(p);
			const len = normaliseText(bare(p)).split(' ').length;
			for (const i of at) weakWords.add(words.slice(i, i + len).join(' '));
		}
	}
	return { strong, weak, weakWords };
};

const shown = (h: Hits): boolean => h.strong.length > 0 || h.weakWords.size >= 2;

/**
 * Keyword salad ("trust me, cursed, handsome, please, pay you"): more than SALAD_KINDS different
 * strategies and personas shown in one message, or SALAD_KINDS kinds of cue packed into fewer than
 * two words per kind. Real persuasion keeps to a theme or two; identity frames ("I am a") are not cues.
 */
export const SALAD_KINDS = 3;
export const SALAD_SHARE = 0.5;

const wordsOf = (pattern: string): number => normaliseText(bare(pattern)).split(' ').length;

/** How many words after an identity frame a persona cue may start ("I am a humble old priest"). */
export const FRAME_REACH = 4;

/** Word indexes where a (not normalised) pattern starts in the normalised words of a message. */
const startsOf = (words: readonly string[], pattern: string): number[] => {
	const stem = pattern.endsWith('*');
	const p = normaliseText(stem ? pattern.slice(0, -1) : pattern).split(' ');
	const out: number[] = [];
	for (let i = 0; i + p.length <= words.length; i++)
		if (p.every((w, k) => (stem && k === p.length - 1 ? words[i + k].startsWith(w) : words[i + k] === w)))
			out.push(i);
	return out;
};

/** Strategies and personas one player message shows with evidence, in lexicon order, each once. */
export const detectEvidence = (text: string, pack: PiratePack): Evidence => {
	const words = normaliseText(text).split(' ');
	const sHits = STRATEGIES.map((s) => hitsOf(words, pack.strategies[s]));
	const pHits = PERSONAS.map((p) => hitsOf(words, pack.personas[p]));
	const fi = STRATEGIES.indexOf('false_identity');
	const cues = [...sHits.filter((_, i) => i !== fi), ...pHits];
	const kinds = cues.filter((h) => h.strong.length + h.weak.length > 0).length;
	if (kinds >= SALAD_KINDS && kinds / words.length > SALAD_SHARE) return { strategies: [], personas: [] };
	const frameEnds = [...sHits[fi].strong, ...sHits[fi].weak].flatMap((p) =>
		startsOf(words, bare(p)).map((i) => i + wordsOf(p))
	);
	// "I'm the new cook": a weak persona cue at most FRAME_REACH words after an identity frame
	const framedPersona = (i: number) =>
		pHits[i].weak.some((p) =>
			startsOf(words, bare(p)).some((at) => frameEnds.some((end) => at >= end && at - end < FRAME_REACH))
		);
	const framedAny = PERSONAS.map((_, i) => framedPersona(i));
	const personas = PERSONAS.filter((_, i) => shown(pHits[i]) || framedAny[i]);
	const strategies = STRATEGIES.filter(
		(s, i) => shown(sHits[i]) || (s === 'false_identity' && framedAny.some(Boolean))
	);
	const shownKinds = strategies.filter((x) => x !== 'false_identity').length + personas.length;
	return shownKinds > SALAD_KINDS ? { strategies: [], personas: [] } : { strategies, personas };
};

export const detectStrategies = (text: string, pack: PiratePack): Strategy[] =>
	detectEvidence(text, pack).strategies;

export const detectPersonas = (text: string, pack: PiratePack): Persona[] =>
	detectEvidence(text, pack).personas;

/** seed 004: "Add to player_personas / strategies_attempted" only when new. */
export const addOnce = <T>(known: readonly T[], found: readonly T[]): T[] => {
	const out = [...known];
	for (const f of found) if (!out.includes(f)) out.push(f);
	return out;
};

/** LLM lines have no mark: they count as refusals when the refusal lexicon matches (pirate.md). */
export const isRefusalText = (text: string, pack: PiratePack): boolean => {
	const n = normaliseText(text);
	return pack.refusal_lexicon.some((p) => containsPhrase(n, p));
};
