import { z } from 'zod';
import { contentFilter } from '$lib/engines/kit/content-filter';
import type { LlmRequestSpec } from '$lib/engines/kit/llm-request';
import type { PoolQuestion } from './candidates';
import type { Tone } from './tones';

/**
 * LLM request builders and reply validation (seed 000 steps 5–7, nhie.md step 7).
 * The engine never calls a model: a flow runs these specs and hands the reply back here.
 */
export const MAX_QUESTION_LENGTH = 140;

/** The "Never have I ever …" form per pack language (nhie.md step 7). */
export const QUESTION_FORMS: Record<string, RegExp> = {
	en: /^never have i ever\s+\S/iu,
	ru: /^я никогда не\s+\S/iu
};

export const PickReplySchema = z.object({
	id: z.string(),
	rephrased: z.string().nullable().default(null)
});
/** `fallback: true` marks the engine's own fallback value (zod strips the key from model output). */
export type PickReply = z.infer<typeof PickReplySchema> & { fallback?: true };

export const GenerateReplySchema = z.object({ text: z.string() });
export type GenerateReply = z.infer<typeof GenerateReplySchema> & { fallback?: true };

export type PromptContext = {
	boldness: number;
	tone: Tone;
	round: number;
	maxRounds: number;
	language: string;
	groupSize: number;
	/** have-ratios of the last rounds, oldest first (null: nobody answered). */
	recentHaveRatios: (number | null)[];
	nsfw: boolean;
};

const FORM_TEXT: Record<string, string> = { en: 'Never have I ever …', ru: 'Я никогда не …' };

const contextLines = (c: PromptContext): string =>
	JSON.stringify({
		boldness: Number(c.boldness.toFixed(3)),
		tone: c.tone,
		round: c.round,
		max_rounds: c.maxRounds,
		language: c.language,
		group_size: c.groupSize,
		recent_have_ratios: c.recentHaveRatios.map((r) => (r === null ? null : Number(r.toFixed(2)))),
		nsfw_allowed: c.nsfw
	});

const rules = (c: PromptContext): string =>
	[
		`Every question must keep the form "${FORM_TEXT[c.language] ?? FORM_TEXT.en}" in language "${c.language}",`,
		`be at most ${MAX_QUESTION_LENGTH} characters, contain no slurs, nothing involving minors, no links or @handles`,
		c.nsfw ? 'and may be sexual only if the tone is freaky.' : 'and contain no sexual content.'
	].join(' ');

/** Pick one of the candidates for the group and optionally adapt its phrasing. */
export const buildPickRequest = (
	candidates: readonly PoolQuestion[],
	c: PromptContext
): LlmRequestSpec<PickReply> => ({
	site: 'escalation.pick',
	messages: [
		{
			role: 'system',
			content:
				'You host a "Never have I ever" party game. Choose the one candidate question that best fits the ' +
				'group right now (boldness 0–1, tone, progress, recent share of players who answered "I have"). ' +
				'You may rephrase it slightly for the group, or return null for "rephrased". ' +
				rules(c) +
				' Reply with JSON {"id": "<candidate id>", "rephrased": "<text>" | null}.'
		},
		{
			role: 'user',
			content: `Context: ${contextLines(c)}\nCandidates: ${JSON.stringify(
				candidates.map((q) => ({ id: q.id, text: q.text, intensity: q.intensity }))
			)}`
		}
	],
	schema: PickReplySchema,
	temperature: 0.7,
	maxTokens: 120,
	fallback: { id: candidates[0]?.id ?? '', rephrased: null, fallback: true }
});

/** Generate a new question when the pool has fewer than 3 candidates. Fallback: none (empty text). */
export const buildGenerateRequest = (
	c: PromptContext,
	targetIntensity: number
): LlmRequestSpec<GenerateReply> => ({
	site: 'escalation.generate',
	messages: [
		{
			role: 'system',
			content:
				'You write questions for a "Never have I ever" party game. Write ONE new question for the tone and ' +
				`intensity given (intensity 1 = harmless, 10 = very bold). ${rules(c)} Reply with JSON {"text": "<question>"}.`
		},
		{ role: 'user', content: `Context: ${contextLines(c)}\nTarget intensity: ${targetIntensity}` }
	],
	schema: GenerateReplySchema,
	temperature: 0.9,
	maxTokens: 100,
	fallback: { text: '', fallback: true }
});

export type LineCheck = { ok: true; text: string } | { ok: false; reason: string };

/**
 * A model-written line may be shown only if it passes the filter, keeps the form and fits 140 chars;
 * `text` is the line as the filter judged it, the only form to show.
 */
export const checkQuestionLine = (text: string, language: string, nsfw: boolean): LineCheck => {
	const trimmed = text.trim();
	if (trimmed.length > MAX_QUESTION_LENGTH) return { ok: false, reason: 'too_long' };
	const filtered = contentFilter(trimmed, language, nsfw, { maxLength: MAX_QUESTION_LENGTH });
	if (!filtered.ok) return { ok: false, reason: filtered.reason };
	const form = QUESTION_FORMS[language];
	if (form && !form.test(filtered.text)) return { ok: false, reason: 'form' };
	return { ok: true, text: filtered.text };
};

export type PickOutcome = {
	question: PoolQuestion;
	text: string;
	accepted: boolean;
	reason: string | null;
};

/**
 * nhie.md step 7: the choice must be a candidate and the rephrasing must pass; otherwise the
 * first candidate with its own text. `reply` null = no model or a failed call.
 */
export const resolvePick = (
	candidates: readonly PoolQuestion[],
	reply: PickReply | null,
	language: string,
	nsfw: boolean
): PickOutcome => {
	const first = candidates[0];
	const reject = (reason: string): PickOutcome => ({
		question: first,
		text: first.text,
		accepted: false,
		reason
	});
	if (!reply) return reject('no_reply');
	const chosen = candidates.find((q) => q.id === reply.id);
	if (!chosen) return reject('unknown_id');
	const rephrased = reply.rephrased?.trim();
	if (!rephrased) return { question: chosen, text: chosen.text, accepted: true, reason: null };
	const check = checkQuestionLine(rephrased, language, nsfw);
	if (!check.ok) return reject(`rephrase_${check.reason}`);
	return { question: chosen, text: check.text, accepted: true, reason: null };
};

/** A generated question is used only if it passes the same checks; else null (caller falls back). */
export const resolveGenerated = (
	reply: GenerateReply | null,
	language: string,
	nsfw: boolean
): string | null => {
	const text = reply?.text.trim();
	if (!text) return null;
	const check = checkQuestionLine(text, language, nsfw);
	return check.ok ? check.text : null;
};
