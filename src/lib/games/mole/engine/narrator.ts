import { contentFilter } from '$lib/engines/kit/content-filter';
import { displayText } from '$lib/engines/kit/display-text';
import type { ChatMessage } from '$lib/engines/kit/llm-request';
import type { PrngState } from '$lib/engines/kit/prng';
import { EMPTY_RECORD, noticeActions, objectionsTo, type PublicAction, type PublicRecord } from './actions';
import { analyzeBehavior, placeMessage, type SlotAnalysis } from './analysis';
import { actionEvidence, buildEvidence, type Evidence, type WordContext } from './evidence';
import { namesTarget } from './mention';
import type { PersonaPack } from './persona';
import { buildAccusationPrompt, buildGapFillPrompt } from './prompts';
import { planSlot, rememberAccusation, type AccusationMemory, type SlotPlan } from './slot';
import { accusationFallback, gapfillFallback, hasAccusationTemplate } from './templates';
import { skeletonWords } from '$lib/engines/kit/text';
import { matchesAny, type ToneReader } from './tone';
import type { AnalysedMessage, Anomaly, SlotNumber } from './types';

/**
 * One narrator slot end to end, shared by the lobby game and the sim: analysis → plan → evidence →
 * the exact prompt and the offline line. Inputs are public (names, messages, the narrator's PRNG,
 * the lines used so far): no roles.
 */
export type SlotInput = {
	persona: PersonaPack;
	/** Players still in, in seat order, with their display names. */
	players: readonly { id: string; name: string }[];
	messages: readonly AnalysedMessage[];
	round: number;
	slot: SlotNumber;
	memory: AccusationMemory;
	rng: PrngState;
	/** Public key for template picks (e.g. seed + round + slot). */
	key: string;
	/** Ids of the public narrator lines used so far in this game (no repeats while others fit). */
	used?: readonly string[];
	nsfw?: boolean;
	/** The public record: proposals and votes, revealed mission results, banishment votes. */
	record?: PublicRecord;
	/** The act model's reading of a line in the game's language (tone.ts). */
	read: ToneReader;
	/** Narrator lines already said this round (a calm room gets one gap-fill, mood.ts). */
	saidThisRound?: number;
};

/**
 * The narrator as the game runs it: the persona pack and the act model's reader in the pack's
 * language (the lobby, pass-and-play and the sim build it the same way, `createMoleGame`).
 */
export type Narration = PersonaPack & { read: ToneReader };

export type SlotDecision = {
	analysis: SlotAnalysis;
	/** Each player's notable public actions at this slot (accusation grounds besides anomalies). */
	actions: Record<string, PublicAction[]>;
	plan: SlotPlan;
	evidence: Evidence | null;
	prompt: ChatMessage[] | null;
	fallback: string | null;
	/** `used` plus the lines this slot's fallback took. */
	used: string[];
	rng: PrngState;
	memory: AccusationMemory;
};

export const decideSlot = (input: SlotInput): SlotDecision => {
	const { persona, players, messages, round, slot } = input;
	const analysis = analyzeBehavior({
		players: players.map((p) => p.id),
		messages,
		round,
		slot,
		read: input.read
	});
	const nameOf = (id: string) => players.find((p) => p.id === id)?.name ?? id;
	const wordCtx = (target: string): WordContext => ({
		stopwords: persona.stopwords,
		names: players.map((p) => p.name),
		targetName: nameOf(target),
		language: persona.language,
		nsfw: input.nsfw ?? false
	});
	const evidenceOf = (target: string, anomaly: Anomaly): Evidence | null =>
		buildEvidence({
			anomaly,
			window: analysis.windows[target] ?? [],
			windowTone: analysis.players[target]?.tone ?? 'neutral',
			othersInWindow: Object.entries(analysis.windows)
				.filter(([id]) => id !== target)
				.flatMap(([, ms]) => ms.map((m) => m.id))
				.sort((a, b) => a - b),
			ctx: wordCtx(target)
		});
	const actions = noticeActions({
		record: input.record ?? EMPTY_RECORD,
		round,
		slot,
		players,
		windows: analysis.windows,
		language: persona.language
	});
	const { plan, rng } = planSlot({
		analysis,
		round,
		memory: input.memory,
		rng: input.rng,
		grounded: (t, a) => evidenceOf(t, a) !== null,
		canVoice: (g, m) => hasAccusationTemplate(persona, g, m),
		actions: Object.fromEntries(Object.entries(actions).map(([id, list]) => [id, list.map((a) => a.type)])),
		saidThisRound: input.saidThisRound ?? 0
	});
	const used = [...(input.used ?? [])];
	const usedSet = new Set(used);
	let prompt: ChatMessage[] | null = null;
	let fallback: string | null = null;
	let evidence: Evidence | null = null;
	const ground = plan.anomaly ?? plan.publicAction;
	if (plan.action === 'accusation' && plan.target && ground && plan.mention) {
		const act = actions[plan.target]?.find((a) => a.type === plan.publicAction);
		const otherName = act?.other ? nameOf(act.other) : null;
		const objections = act ? objectionsTo(input.record ?? EMPTY_RECORD, act) : null;
		evidence = plan.anomaly
			? evidenceOf(plan.target, plan.anomaly)
			: act
				? actionEvidence(act, nameOf)
				: null;
		const own = messages.filter((m) => m.player === plan.target && placeMessage(m, round, slot) !== null);
		const inWindow = own.filter((m) => placeMessage(m, round, slot) === 'window');
		if (evidence) {
			prompt = buildAccusationPrompt({
				persona,
				round,
				targetName: nameOf(plan.target),
				anomaly: plan.anomaly,
				otherName,
				objections,
				targetMessages: (inWindow.length ? inWindow : own).map((m) => m.text),
				playerNames: players.map((p) => p.name),
				mention: plan.mention,
				question: plan.question,
				evidence
			});
			const line = accusationFallback(persona, {
				targetName: nameOf(plan.target),
				ground,
				otherName,
				objections,
				mention: plan.mention,
				question: plan.question,
				evidence,
				key: input.key,
				used: usedSet
			});
			if (line) {
				fallback = line.text;
				used.push(...line.ids);
			}
		}
	} else if (plan.action === 'gapfill') {
		prompt = buildGapFillPrompt({ persona, round, mood: plan.mood });
		const line = gapfillFallback(persona, plan.mood, input.key, usedSet);
		fallback = line.text;
		used.push(line.id);
	}
	return {
		analysis,
		actions,
		plan,
		evidence,
		prompt,
		fallback,
		used,
		rng,
		memory: rememberAccusation(input.memory, round, plan)
	};
};

export const NARRATOR_MAX_CHARS = 400;

export type LineCheck = {
	language: string;
	nsfw: boolean;
	/** An accusation's target: the line must name them. */
	mustMention?: string | null;
	/** Every player's name: a model line may name none of them except `allowNames`. */
	players?: readonly string[];
	/** Names the line may use (the target, names in the evidence). */
	allowNames?: readonly string[];
	/** The persona's role and innocence words. */
	roleHints?: readonly string[];
	/** The one player whose own role a line may speak of: a whisper's recipient (mole.md "Whispers"). */
	ownRole?: string | null;
	/** An accusation on what the target wrote must name one of these (its evidence's salient words). */
	mustName?: readonly string[];
	/** What the line may paraphrase but never quote: more than 4 words in a row of any of these. */
	noQuotes?: readonly string[];
};

/** mole.md "Prompts and fallbacks": paraphrased, never a verbatim quote of more than 4 words. */
export const MAX_QUOTED_WORDS = 4;

/** Whether `text` repeats more than MAX_QUOTED_WORDS words in a row of `source` (look-alike letters folded). */
export const quotes = (text: string, source: string): boolean => {
	const line = ` ${skeletonWords(text).join(' ')} `;
	const words = skeletonWords(source);
	for (let i = 0; i + MAX_QUOTED_WORDS < words.length; i++)
		if (line.includes(` ${words.slice(i, i + MAX_QUOTED_WORDS + 1).join(' ')} `)) return true;
	return false;
};

const SENTENCES = /[^.!?…]+[.!?…]*/gu;

/**
 * Cleans a model's line and checks it in code (docs/mole.md "The game"). Returns null — the offline line is
 * used instead — when the line fails the content filter, an accusation does not name its target, it
 * names a player it may not (anyone but the target and the evidence's names; any player in a
 * gap-fill or whisper), a sentence naming a player carries a role or innocence word ("Bo is the
 * mole", "Cid is clean"; a whisper's recipient may hear their own role), an accusation on the
 * target's words names none of its evidence's words, or it quotes the target (mole.md).
 */
export const acceptNarratorLine = (raw: unknown, opts: LineCheck): string | null => {
	if (typeof raw !== 'string') return null;
	// the line as shown (kit/display-text.ts): the filter below judges this same string
	const text = displayText(raw)
		.trim()
		.replace(/^["'«»“”]+|["'«»“”]+$/g, '')
		.replace(/\s+/g, ' ')
		.trim();
	// @mentions are ours (direct accusations); the filter's handle rule is for model-invented handles.
	const checked = text.replace(/@(\S)/g, '$1');
	if (!contentFilter(checked, opts.language, opts.nsfw, { maxLength: NARRATOR_MAX_CHARS }).ok) return null;
	if (opts.mustMention && !namesTarget(text, opts.mustMention, opts.language)) return null;
	const allowed = new Set([...(opts.allowNames ?? []), ...(opts.mustMention ? [opts.mustMention] : [])]);
	const names = opts.players ?? [];
	if (names.some((n) => !allowed.has(n) && namesTarget(text, n, opts.language))) return null;
	const hints = opts.roleHints ?? [];
	if (hints.length) {
		const others = [...names, ...allowed].filter((n) => n !== opts.ownRole);
		for (const sentence of checked.match(SENTENCES) ?? []) {
			const named = others.some((n) => namesTarget(sentence, n, opts.language));
			if (named && matchesAny(sentence, hints)) return null;
		}
	}
	const grounds = opts.mustName ?? [];
	if (grounds.length && !grounds.some((w) => namesTarget(text, w, opts.language))) return null;
	if ((opts.noQuotes ?? []).some((source) => quotes(text, source))) return null;
	return text;
};
