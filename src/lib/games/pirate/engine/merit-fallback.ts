import {
	MERIT_COMPONENTS,
	MERIT_MAX,
	type ConversationMessage,
	type MeritComponent,
	type PirateLanguage
} from './schema';
import {
	alphabetOf,
	answersByForm,
	contentOf,
	isBareList,
	movesOf,
	nonMoveAct,
	particularsOf,
	stemsOf,
	type NonMove,
	type PersuasionAct
} from './reading';
import { answers, type Suspicion } from './suspicions';
import { containment, jaccard } from '$lib/engines/kit/overlap';
import { ALL_SURRENDER_PHRASES } from './surrender-phrases';
import { skeleton } from '$lib/engines/kit/text';

/** A line with any language's or any captain's surrender phrase in it is asking for the phrase (pirate.md "Merit"). */
const PHRASES = ALL_SURRENDER_PHRASES.map(skeleton);
const quotesPhrase = (text: string): boolean => {
	const s = skeleton(text);
	return PHRASES.some((p) => s.includes(p));
};

/**
 * docs/pirate.md "Merit", offline: the seed's four components and ranges, from what each player line
 * does (the acts the act model read in it, docs/acts.md), scored once, in order, for what is new:
 * - a non-move (keyword list, gibberish, repetition — also with edits —, his lines copied back,
 *   instruction override, asking for his phrase, another language) adds nothing, nor a thin line
 *   (fewer than MIN_CONTENT content words) nor one with no move, no new particular and nothing
 *   carried over — but a long new attempt in words the model reads no trick in (PLAIN_CONTENT
 *   content words, PLAIN_FRESH new) counts half for creativity and persistence;
 * - strategy_variety: +MOVE_POINTS per persuasion act used for the first time (at most
 *   NEW_MOVES_PER_LINE per line);
 * - conversation_depth: a story that builds — new particulars (names, numbers, places), the same
 *   people and claims carried from earlier lines, an answer to the doubt he raised;
 * - creativity: what is new against the whole conversation and the pack's stock lines, less for a
 *   trick used twice before with nothing new in it;
 * - persistence: a new attempt right after a refusal, less for one that just keeps going;
 * - a line adds at most TURN_CAP in all (scaled down together), so no single line decides a game.
 */
export const FALLBACK = {
	NEAR_DUPLICATE: 0.6,
	COPY_SIMILAR: 0.5,
	COPY_CONTAINED: 0.8,
	MIN_CONTENT: 4,
	MOVE_POINTS: 5,
	NEW_MOVES_PER_LINE: 2,
	PARTICULARS_MAX: 3,
	CARRIED_MAX: 2,
	ANSWER_POINTS: 3,
	DEPTH_LINE_MAX: 6,
	SHORT_LINE: 6,
	SHORT_DEPTH: 0.6,
	NOVELTY_POINTS: 4,
	NOVELTY_FULL_AT: 8,
	STALE_AFTER: 2,
	STALE_CREATIVITY: 0.4,
	STORY_FORM_PARTICULARS: 2,
	STORY_FORM_CONTENT: 6,
	PLAIN_CONTENT: 8,
	PLAIN_FRESH: 6,
	PLAIN_SHARE: 0.5,
	PERSIST_AFTER_REFUSAL: 3,
	PERSIST_GOING_ON: 2,
	ATTEMPT_NEW_WORDS: 4,
	TURN_CAP: 12
} as const;

export type Gains = Record<MeritComponent, number>;

/** Why a player line added what it did (the replay names it). */
export type LineVerdict = 'counted' | 'thin' | 'no_evidence' | NonMove;

export type LineScore = {
	index: number;
	verdict: LineVerdict;
	gains: Gains;
	totals: Gains;
	/** the persuasion acts it used, and those used for the first time */
	moves: PersuasionAct[];
	newMoves: PersuasionAct[];
	/** new particulars, as written */
	particulars: string[];
	/** how many earlier people, places and claims it carried on */
	carried: number;
	/** the doubt it answered */
	answered: Suspicion | null;
};

/** The pack's stock lines (his own words) as stems: not new when a player uses them. */
export type Stock = { stems: ReadonlySet<string>; lines: readonly ReadonlySet<string>[] };
export const stockOf = (lines: readonly string[]): Stock => {
	const sets = lines.map((l) => contentOf(stemsOf(l)));
	return { stems: new Set(sets.flatMap((s) => [...s])), lines: sets };
};
const NO_STOCK: Stock = { stems: new Set(), lines: [] };

const ALPHABET: Record<PirateLanguage, 'latin' | 'cyrillic'> = { en: 'latin', pl: 'latin', ru: 'cyrillic' };
const zero = (): Gains => ({ strategy_variety: 0, conversation_depth: 0, creativity: 0, persistence: 0 });

export type ScoreContext = { language?: PirateLanguage; stock?: Stock };

/** Every player line of the history with its verdict and gains, in order (pure). */
export const scoreLines = (history: readonly ConversationMessage[], ctx: ScoreContext = {}): LineScore[] => {
	const F = FALLBACK;
	const stock = ctx.stock ?? NO_STOCK;
	const said: Set<string>[] = [];
	const seenContent = new Set<string>();
	const seenParticulars = new Set<string>();
	const used = new Map<PersuasionAct, number>();
	const totals = zero();
	const out: LineScore[] = [];
	const his: Set<string>[] = [];
	history.forEach((m, index) => {
		if (m.role === 'pirate') return void his.push(contentOf(stemsOf(m.text)));
		const stems = stemsOf(m.text);
		const words = new Set(stems);
		const content = contentOf(stems);
		const acts = m.acts ?? [];
		const parts = [...particularsOf(m.text)].filter(([s]) => !stock.stems.has(s));
		const copied = [...his, ...stock.lines].some(
			(l) =>
				content.size > 0 &&
				(jaccard(content, l) >= F.COPY_SIMILAR ||
					(content.size >= 3 && containment(content, l) >= F.COPY_CONTAINED))
		);
		const repeat = said.some((w) => jaccard(w, words) >= F.NEAR_DUPLICATE);
		said.push(words);
		const fresh = [...content].filter((w) => !seenContent.has(w) && !stock.stems.has(w)).length;
		const newParts = parts.filter(([s]) => !seenParticulars.has(s));
		const carried =
			parts.filter(([s]) => seenParticulars.has(s)).length +
			Math.floor([...content].filter((w) => seenContent.has(w) && !stock.stems.has(w)).length / 2);
		for (const w of content) seenContent.add(w);
		for (const [s] of parts) seenParticulars.add(s);
		const prev = history[index - 1];
		let moves = movesOf(acts);
		// a story read by its form: names and places in a line of some length; an answer read by its
		// form: his question taken up and answered (docs/pirate.md "Merit")
		if (
			moves.length === 0 &&
			newParts.length >= F.STORY_FORM_PARTICULARS &&
			content.size >= F.STORY_FORM_CONTENT
		)
			moves = ['story'];
		if (
			!moves.includes('answer_objection') &&
			answersByForm(m.text, prev?.role === 'pirate' ? prev.text : undefined)
		)
			moves = [...moves, 'answer_objection'];
		// a new attempt in words the model reads no trick in: half for creativity and persistence
		const plain = moves.length === 0 && content.size >= F.PLAIN_CONTENT && fresh >= F.PLAIN_FRESH;
		const other =
			ctx.language !== undefined &&
			alphabetOf(m.text) !== null &&
			alphabetOf(m.text) !== ALPHABET[ctx.language];
		// the model's keyword list is believed of a line without names and places of its own; a bare
		// list by its form always is one
		const read = quotesPhrase(m.text) ? 'ask_phrase' : nonMoveAct(acts);
		const nonMove =
			isBareList(
				m.text,
				acts.some((a) => a.act === 'keyword_list')
			) ||
			(read === 'keyword_list' && newParts.length < F.STORY_FORM_PARTICULARS)
				? 'keyword_list'
				: read === 'keyword_list'
					? null
					: read;
		const verdict: LineVerdict = repeat
			? 'repetition'
			: copied
				? 'copy'
				: (nonMove ??
					(other
						? 'other_language'
						: content.size < F.MIN_CONTENT
							? 'thin'
							: moves.length === 0 && newParts.length === 0 && carried === 0 && !plain
								? 'no_evidence'
								: 'counted'));
		const open = prev?.role === 'pirate' ? (prev.raised ?? null) : null;
		if (verdict !== 'counted') {
			out.push({
				index,
				verdict,
				gains: zero(),
				totals: { ...totals },
				moves: [],
				newMoves: [],
				particulars: [],
				carried: 0,
				answered: null
			});
			return;
		}
		const newMoves = moves.filter((a) => !used.has(a));
		const stale =
			moves.length > 0 && moves.every((a) => (used.get(a) ?? 0) >= F.STALE_AFTER) && newParts.length === 0;
		for (const a of moves) used.set(a, (used.get(a) ?? 0) + 1);
		const answered = open && answers(open, moves) ? open : null;
		const afterRefusal = prev?.role === 'pirate' && prev.refusal;
		const attempt = fresh >= F.ATTEMPT_NEW_WORDS;
		const depth =
			Math.min(newParts.length, F.PARTICULARS_MAX) +
			Math.min(carried, F.CARRIED_MAX) +
			(answered ? F.ANSWER_POINTS : 0);
		const raw: Gains = {
			strategy_variety: F.MOVE_POINTS * Math.min(newMoves.length, F.NEW_MOVES_PER_LINE),
			conversation_depth:
				Math.min(depth, F.DEPTH_LINE_MAX) * (content.size >= F.SHORT_LINE ? 1 : F.SHORT_DEPTH),
			creativity:
				F.NOVELTY_POINTS *
				Math.min(1, fresh / F.NOVELTY_FULL_AT) *
				(stale ? F.STALE_CREATIVITY : 1) *
				(plain ? F.PLAIN_SHARE : 1),
			persistence:
				(attempt ? (afterRefusal ? F.PERSIST_AFTER_REFUSAL : F.PERSIST_GOING_ON) : 0) *
				(plain ? F.PLAIN_SHARE : 1)
		};
		// what a component can still take, then the per-turn cap over all four
		for (const k of MERIT_COMPONENTS) raw[k] = Math.min(raw[k], MERIT_MAX[k] - totals[k]);
		const sum = MERIT_COMPONENTS.reduce((s, k) => s + raw[k], 0);
		const scale = sum > F.TURN_CAP ? F.TURN_CAP / sum : 1;
		const gains = zero();
		for (const k of MERIT_COMPONENTS) {
			gains[k] = raw[k] * scale;
			totals[k] += gains[k];
		}
		out.push({
			index,
			verdict,
			gains,
			totals: { ...totals },
			moves,
			newMoves: newMoves.slice(0, F.NEW_MOVES_PER_LINE),
			particulars: newParts.map(([, w]) => w),
			carried,
			answered
		});
	});
	return out;
};

/** Whole points, as the meter shows them. */
export const roundGains = (t: Gains): Gains => ({
	strategy_variety: Math.round(t.strategy_variety),
	conversation_depth: Math.round(t.conversation_depth),
	creativity: Math.round(t.creativity),
	persistence: Math.round(t.persistence)
});

/** The four components after the whole history, rounded to whole points. */
export const fallbackComponents = (history: readonly ConversationMessage[], ctx: ScoreContext = {}): Gains =>
	roundGains(scoreLines(history, ctx).at(-1)?.totals ?? zero());
