import { contentFilter } from '../kit/content-filter';
import type { ChatMessage } from '../kit/llm-request';
import type { PrngState } from '../kit/prng';
import { analyzeBehavior, placeMessage, type SlotAnalysis } from './analysis';
import { namesTarget } from './mention';
import type { PersonaPack } from './persona';
import { buildAccusationPrompt, buildGapFillPrompt } from './prompts';
import { planSlot, rememberAccusation, type AccusationMemory, type SlotPlan } from './slot';
import { accusationFallback, gapfillFallback, hasAccusationTemplate } from './templates';
import type { AnalysedMessage, SlotNumber } from './types';

/**
 * One narrator slot end to end, shared by the lobby game and the sim: analysis → plan → the exact
 * prompt and the offline line. Inputs are public (names, messages, the narrator's PRNG): no roles.
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
};

export type SlotDecision = {
	analysis: SlotAnalysis;
	plan: SlotPlan;
	prompt: ChatMessage[] | null;
	fallback: string | null;
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
		lexicon: persona.tones
	});
	const { plan, rng } = planSlot({
		analysis,
		round,
		memory: input.memory,
		rng: input.rng,
		canVoice: (a, m) => hasAccusationTemplate(persona, a, m)
	});
	const nameOf = (id: string) => players.find((p) => p.id === id)?.name ?? id;
	let prompt: ChatMessage[] | null = null;
	let fallback: string | null = null;
	if (plan.action === 'accusation' && plan.target && plan.anomaly && plan.mention) {
		const own = messages.filter((m) => m.player === plan.target && placeMessage(m, round, slot) !== null);
		const inWindow = own.filter((m) => placeMessage(m, round, slot) === 'window');
		prompt = buildAccusationPrompt({
			persona,
			round,
			targetName: nameOf(plan.target),
			anomaly: plan.anomaly,
			targetMessages: (inWindow.length ? inWindow : own).map((m) => m.text),
			playerNames: players.map((p) => p.name),
			mention: plan.mention,
			question: plan.question
		});
		fallback = accusationFallback(persona, {
			targetName: nameOf(plan.target),
			anomaly: plan.anomaly,
			mention: plan.mention,
			question: plan.question,
			key: input.key
		});
	} else if (plan.action === 'gapfill') {
		prompt = buildGapFillPrompt({ persona, round, mood: plan.mood });
		fallback = gapfillFallback(persona, plan.mood, input.key);
	}
	return { analysis, plan, prompt, fallback, rng, memory: rememberAccusation(input.memory, round, plan) };
};

export const NARRATOR_MAX_CHARS = 400;

/**
 * Cleans a model's line and checks it (architecture.md: every LLM line passes the content filter).
 * Accusations must still name their target. Returns null when the line must be replaced by the fallback.
 */
export const acceptNarratorLine = (
	raw: unknown,
	opts: { language: string; nsfw: boolean; mustMention?: string | null }
): string | null => {
	if (typeof raw !== 'string') return null;
	const text = raw
		.trim()
		.replace(/^["'«»“”]+|["'«»“”]+$/g, '')
		.replace(/\s+/g, ' ')
		.trim();
	// @mentions are ours (direct accusations); the filter's handle rule is for model-invented handles.
	const checked = text.replace(/@(\S)/g, '$1');
	if (!contentFilter(checked, opts.language, opts.nsfw, { maxLength: NARRATOR_MAX_CHARS }).ok) return null;
	if (opts.mustMention && !namesTarget(text, opts.mustMention, opts.language)) return null;
	return text;
};
