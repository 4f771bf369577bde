import { containsPhrase, normaliseText } from './normalise';
import { PERSONAS, STRATEGIES, type Persona, type PiratePack, type Strategy } from './schema';

/**
 * seed 004 "Detect Persona/Strategy" (before the graph): the strategies and personas one player
 * message shows, in lexicon order, each at most once.
 */
export const detectStrategies = (text: string, pack: PiratePack): Strategy[] => {
	const n = normaliseText(text);
	return STRATEGIES.filter((s) => pack.strategies[s].some((p) => containsPhrase(n, p)));
};

export const detectPersonas = (text: string, pack: PiratePack): Persona[] => {
	const n = normaliseText(text);
	return PERSONAS.filter((s) => pack.personas[s].some((p) => containsPhrase(n, p)));
};

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
