import { compileLexicon, lexiconMatches, skeletonWords, type Lexicon } from '$lib/engines/kit/text';
import { PERSONAS, STRATEGIES, type Persona, type PiratePack, type Strategy } from './schema';

/**
 * seed 004 "Detect Persona/Strategy" (before the graph), with pirate.md "Merit": strategies and
 * personas need evidence in context, not a single keyword. Patterns use the one stem syntax of
 * kit/text.ts (`captain*`) and are compared on skeleton words, so invisible characters and
 * look-alike letters neither hide a cue nor make a repeated line look new.
 *
 * A pattern starting with `~` is a weak cue: a word that is also ordinary talk ("storm", "palm",
 * "please"). A kind (strategy or persona) is shown by one strong cue, or by two different weak cues
 * of it. A persona is also shown by one weak cue at most FRAME_REACH words after an identity frame
 * (a false_identity cue: "I am the new cook"), and such a framed persona is a false identity.
 * Keyword salad shows nothing.
 */
export type Evidence = { strategies: Strategy[]; personas: Persona[] };

/**
 * Keyword salad ("trust me, cursed, handsome, please, pay you"): more than SALAD_KINDS different
 * strategies and personas shown in one message, or SALAD_KINDS kinds of cue packed into fewer than
 * two words per kind. Real persuasion keeps to a theme or two; identity frames ("I am a") are not cues.
 */
export const SALAD_KINDS = 3;
export const SALAD_SHARE = 0.5;

/** How many words after an identity frame a persona cue may start ("I am a humble old priest"). */
export const FRAME_REACH = 4;

const isWeak = (pattern: string) => pattern.startsWith('~');

/** Every cue of a pack in one lexicon (one pass over a message), each entry tagged with its kinds. */
type Tag = { group: 'strategies' | 'personas'; kind: number; weak: boolean };
type PackLexicons = { cues: Lexicon; tags: Map<string, Tag[]>; refusal: Lexicon };

/** Packs are immutable once parsed: each is compiled once. */
const compiled = new WeakMap<PiratePack, PackLexicons>();
const lexiconsOf = (pack: PiratePack): PackLexicons => {
	const hit = compiled.get(pack);
	if (hit) return hit;
	const tags = new Map<string, Tag[]>();
	const tag = (group: Tag['group'], kind: number, pattern: string) => {
		const weak = isWeak(pattern);
		const source = weak ? pattern.slice(1) : pattern;
		tags.set(source, [...(tags.get(source) ?? []), { group, kind, weak }]);
	};
	STRATEGIES.forEach((s, i) => pack.strategies[s].forEach((p) => tag('strategies', i, p)));
	PERSONAS.forEach((s, i) => pack.personas[s].forEach((p) => tag('personas', i, p)));
	const c = { cues: compileLexicon([...tags.keys()]), tags, refusal: compileLexicon(pack.refusal_lexicon) };
	compiled.set(pack, c);
	return c;
};

/** Where a kind's cues occur: strong ones, weak ones (start and end word), the weak words matched. */
type Hits = {
	strong: number;
	weak: { start: number; end: number }[];
	weakWords: Set<string>;
	frames: number[];
};
const noHits = (): Hits => ({ strong: 0, weak: [], weakWords: new Set(), frames: [] });

/** One pass of the pack's cues over the words: the hits of every strategy and persona. */
const hitsOf = (tokens: readonly string[], lex: PackLexicons) => {
	const out = { strategies: STRATEGIES.map(noHits), personas: PERSONAS.map(noHits) };
	for (const { entry, start, end } of lexiconMatches(lex.cues, tokens))
		for (const t of lex.tags.get(entry.source) ?? []) {
			const h = out[t.group][t.kind];
			h.frames.push(end);
			if (!t.weak) h.strong++;
			else {
				h.weak.push({ start, end });
				// "please … please" is one weak cue, "dice … cards" two
				h.weakWords.add(tokens.slice(start, end).join(' '));
			}
		}
	return out;
};

const any = (h: Hits): boolean => h.strong + h.weak.length > 0;
const shown = (h: Hits): boolean => h.strong > 0 || h.weakWords.size >= 2;

/** Strategies and personas one player message shows with evidence, in lexicon order, each once. */
export const detectEvidence = (text: string, pack: PiratePack): Evidence => {
	const tokens = skeletonWords(text);
	const { strategies: sHits, personas: pHits } = hitsOf(tokens, lexiconsOf(pack));
	const fi = STRATEGIES.indexOf('false_identity');
	const kinds = [...sHits.filter((_, i) => i !== fi), ...pHits].filter(any).length;
	if (kinds >= SALAD_KINDS && kinds / tokens.length > SALAD_SHARE) return { strategies: [], personas: [] };
	const frameEnds = sHits[fi].frames;
	// "I'm the new cook": a weak persona cue at most FRAME_REACH words after an identity frame
	const framed = pHits.map((h) =>
		h.weak.some(({ start }) => frameEnds.some((end) => start >= end && start - end < FRAME_REACH))
	);
	const personas = PERSONAS.filter((_, i) => shown(pHits[i]) || framed[i]);
	const strategies = STRATEGIES.filter(
		(s, i) => shown(sHits[i]) || (s === 'false_identity' && framed.some(Boolean))
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
export const isRefusalText = (text: string, pack: PiratePack): boolean =>
	lexiconMatches(lexiconsOf(pack).refusal, skeletonWords(text)).length > 0;
