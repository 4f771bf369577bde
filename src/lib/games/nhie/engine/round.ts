import { nextFloat, seedPrng, type PrngState } from '$lib/engines/kit/prng';
import { pickCandidates, toCounterMap, type PoolQuestion } from './candidates';
import type { LlmRequestSpec } from '$lib/engines/kit/llm-request';
import type { TaskSource } from '$lib/engines/kit/lobby-game';
import {
	buildGenerateRequest,
	buildPickRequest,
	resolveGenerated,
	resolvePick,
	type GenerateReply,
	type PickReply,
	type PromptContext
} from './llm';
import {
	DE_ESCALATION_DROP,
	boldnessDelta,
	effectiveScore,
	haveRatio,
	isRisky,
	nextBoldness,
	progression,
	riskOf,
	type RoundAnswers
} from './score';
import {
	TONES,
	clampTone,
	isFullRange,
	middleIntensity,
	targetIntensity,
	toneForScore,
	toneIndex,
	toneRange,
	widenRange,
	type IntensityRange,
	type Tone
} from './tones';

/** The round loop of nhie.md (steps 1–8), as pure state transitions. */
export type EscalationConfig = { maxRounds: number; nsfw: boolean; language: string; groupSize: number };

export const QuestionSources = ['pool', 'llm_pick', 'llm_generated', 'pool_fallback'] as const;
export type QuestionSource = (typeof QuestionSources)[number];

/** One `escalation_history` entry (seed 000 "Session Memory" + the fields of sim.md). */
export type RoundRecord = {
	round: number;
	tone: Tone;
	intensity: number;
	target_intensity: number;
	boldness: number;
	progression: number;
	effective: number;
	have_ratio: number | null;
	risk: number | null;
	de_escalated: boolean;
	question_id: string | null;
	source: QuestionSource;
	text: string;
	answered: number;
	have: number;
	/** "Too far" taps on this round's question (anonymous: a count, never who). */
	too_far: number;
	/** nhie.md "Too far": someone tapped, so the next round eases off. */
	x_card: boolean;
};

export type EscalationState = {
	config: EscalationConfig;
	history: RoundRecord[];
	usedIds: string[];
	/** Device-wide times_used counters (non-zero ones), updated as questions are used. */
	timesUsed: Record<string, number>;
	prng: PrngState;
	/** nhie.md step 4: the first round that may still count towards a de-escalation trigger. */
	streakFloor: number;
};

export type RoundPlan = {
	round: number;
	boldness: number;
	progression: number;
	effective: number;
	tone: Tone;
	range: IntensityRange;
	target: number;
	deEscalated: boolean;
	/** The round before was tapped "too far" (nhie.md "Too far"): this one is a tone lower. */
	eased: boolean;
	candidates: PoolQuestion[];
	/** ≥ 3 candidates: ask the model to pick; fewer: ask it to generate. */
	mode: 'pick' | 'generate';
	/** What to use when the model is absent or fails (the best, possibly widened, candidate). */
	fallback: PoolQuestion | null;
	exhausted: boolean;
	context: PromptContext;
	prng: PrngState;
};

export type ChosenQuestion = {
	question_id: string | null;
	text: string;
	intensity: number;
	source: QuestionSource;
};

export const MIN_CANDIDATES_FOR_PICK = 3;
const RECENT_RATIOS = 5;

export const initEscalation = (
	config: EscalationConfig,
	seed: number,
	timesUsed: Record<string, number> = {}
): EscalationState => ({
	config,
	history: [],
	usedIds: [],
	timesUsed: { ...timesUsed },
	prng: seedPrng(seed),
	streakFloor: 1
});

const answersOf = (r: RoundRecord): RoundAnswers => ({ answered: r.answered, have: r.have });

/** B for the next round before any de-escalation: the EMA over the last round's answers. */
export const nextRoundBoldness = (state: EscalationState): number => {
	const last = state.history.at(-1);
	return last ? nextBoldness(last.boldness, boldnessDelta(answersOf(last), last.tone)) : 0;
};

export const isOver = (state: EscalationState): boolean => state.history.length >= state.config.maxRounds;

/** Steps 1–7 up to the LLM: scores, tone, target, candidates. Null when the game has played all rounds. */
export const planRound = (state: EscalationState, pool: readonly PoolQuestion[]): RoundPlan | null => {
	if (isOver(state)) return null;
	const { maxRounds, nsfw, language, groupSize } = state.config;
	const round = state.history.length + 1;
	let boldness = nextRoundBoldness(state);
	const p = progression(round, maxRounds);
	let effective = effectiveScore(boldness, p);
	let tone = clampTone(toneForScore(effective), nsfw);
	let deEscalated = false;
	const prev = state.history[round - 2];
	const prev2 = state.history[round - 3];
	// seed 000: R(r−1) > 0.75 and R(r−2) > 0.75, both rounds not yet consumed by an earlier trigger.
	if (prev && prev2 && round - 2 >= state.streakFloor && isRisky(prev.risk) && isRisky(prev2.risk)) {
		boldness = Math.max(0, boldness - DE_ESCALATION_DROP);
		effective = effectiveScore(boldness, p);
		const oneBelow = Math.max(0, toneIndex(prev.tone) - 1);
		tone = TONES[Math.min(oneBelow, toneIndex(clampTone(toneForScore(effective), nsfw)))];
		deEscalated = true;
	}
	// nhie.md "Too far": the same drop as the safety valve, once even when both fire
	const eased = !!prev?.x_card;
	if (eased) {
		if (!deEscalated) boldness = Math.max(0, boldness - DE_ESCALATION_DROP);
		effective = effectiveScore(boldness, p);
		const oneBelow = Math.max(0, toneIndex(prev.tone) - 1);
		tone = TONES[Math.min(oneBelow, toneIndex(tone), toneIndex(clampTone(toneForScore(effective), nsfw)))];
	}
	const range = toneRange(tone, nsfw);
	const target = deEscalated || eased ? middleIntensity(tone, nsfw) : targetIntensity(tone, effective, nsfw);
	const [f, prng] = nextFloat(state.prng);
	const query = {
		nsfw,
		target,
		used: new Set(state.usedIds),
		timesUsed: toCounterMap(state.timesUsed),
		salt: Math.floor(f * 4294967296)
	};
	const candidates = pickCandidates(pool, { ...query, range });
	let fallback = candidates[0] ?? null;
	let wide = range;
	while (!fallback && !isFullRange(wide, nsfw)) {
		wide = widenRange(wide, nsfw);
		fallback = pickCandidates(pool, { ...query, range: wide, limit: 1 })[0] ?? null;
	}
	const context: PromptContext = {
		boldness,
		tone,
		round,
		maxRounds,
		language,
		groupSize,
		nsfw,
		recentHaveRatios: state.history.slice(-RECENT_RATIOS).map((r) => r.have_ratio)
	};
	const mode = candidates.length >= MIN_CANDIDATES_FOR_PICK ? 'pick' : 'generate';
	return {
		round,
		boldness,
		progression: p,
		effective,
		tone,
		range,
		target,
		deEscalated,
		eased,
		candidates,
		mode,
		fallback,
		exhausted: !fallback,
		context,
		prng
	};
};

/**
 * Step 7 after the LLM. `reply` is the validated-shape reply, or null when there was no model or the
 * call failed; `modelUsed` tells the two apart for `source`. Null result: pool exhausted, nothing to ask.
 */
export const resolveRound = (
	plan: RoundPlan,
	reply: PickReply | GenerateReply | null,
	modelUsed: boolean
): ChosenQuestion | null => {
	const { language, nsfw } = plan.context;
	const fromPool = (q: PoolQuestion, source: QuestionSource): ChosenQuestion => ({
		question_id: q.id,
		text: q.text,
		intensity: q.intensity,
		source
	});
	if (plan.mode === 'pick') {
		if (!modelUsed) return fromPool(plan.candidates[0], 'pool');
		const pick = resolvePick(plan.candidates, reply && 'id' in reply ? reply : null, language, nsfw);
		return pick.accepted
			? {
					question_id: pick.question.id,
					text: pick.text,
					intensity: pick.question.intensity,
					source: 'llm_pick'
				}
			: fromPool(pick.question, 'pool_fallback');
	}
	const generated = modelUsed
		? resolveGenerated(reply && 'text' in reply ? reply : null, language, nsfw)
		: null;
	if (generated)
		return { question_id: null, text: generated, intensity: plan.target, source: 'llm_generated' };
	// the widened pool's question: `pool_fallback` when a model was asked to write one and did not,
	// `pool` when there was no model to ask (docs/sim.md "source")
	return plan.fallback ? fromPool(plan.fallback, modelUsed ? 'pool_fallback' : 'pool') : null;
};

/** The LLM request of a plan: pick one of the candidates, or generate when there are fewer than 3. */
export const planRequest = (plan: RoundPlan): LlmRequestSpec<PickReply> | LlmRequestSpec<GenerateReply> =>
	plan.mode === 'pick'
		? buildPickRequest(plan.candidates, plan.context)
		: buildGenerateRequest(plan.context, plan.target);

/**
 * Resolves a plan with a value from the LLM layer: the model's reply, or the request's marked
 * fallback. `source` says whether a model was tried (sim.md: a fallback after a timeout or a bad
 * reply is `pool_fallback`; with no model it is `pool`); without it, a marked fallback counts as
 * no model.
 */
export const resolveWithValue = (
	plan: RoundPlan,
	value: unknown,
	source?: TaskSource
): ChosenQuestion | null => {
	const reply = (value ?? null) as PickReply | GenerateReply | null;
	const isFallback =
		source === 'fallback' ||
		source === 'offline' ||
		!reply ||
		typeof reply !== 'object' ||
		reply.fallback === true;
	const modelTried = source ? source !== 'offline' : !isFallback;
	return resolveRound(plan, isFallback ? null : reply, modelTried);
};

/** Step 8: record the round (answers still pending), mark the question used, count it. */
export const commitRound = (
	state: EscalationState,
	plan: RoundPlan,
	chosen: ChosenQuestion
): EscalationState => {
	const record: RoundRecord = {
		round: plan.round,
		tone: plan.tone,
		intensity: chosen.intensity,
		target_intensity: plan.target,
		boldness: plan.boldness,
		progression: plan.progression,
		effective: plan.effective,
		have_ratio: null,
		risk: null,
		de_escalated: plan.deEscalated,
		question_id: chosen.question_id,
		source: chosen.source,
		text: chosen.text,
		answered: 0,
		have: 0,
		too_far: 0,
		x_card: false
	};
	const id = chosen.question_id;
	return {
		...state,
		history: [...state.history, record],
		usedIds: id ? [...state.usedIds, id] : state.usedIds,
		timesUsed: id ? { ...state.timesUsed, [id]: (state.timesUsed[id] ?? 0) + 1 } : state.timesUsed,
		prng: plan.prng,
		// nhie.md step 4: the streak is consumed — round r−1 never counts again.
		streakFloor: plan.deEscalated ? plan.round : state.streakFloor
	};
};

/**
 * The open round leaves the history unplayed (the host skipped its question, or the game ended before
 * anyone answered): it used no round. A de-escalated round gives back the streak it consumed
 * (nhie.md step 4: R(r−1) and R(r−2) still hold), so the question planned in its place is
 * de-escalated too — skipping an uncomfortable question never brings a bolder one.
 */
export const withdrawRound = (state: EscalationState): EscalationState => {
	const last = state.history.at(-1);
	if (!last) return state;
	return {
		...state,
		history: state.history.slice(0, -1),
		streakFloor: last.de_escalated ? last.round - 2 : state.streakFloor
	};
};

/** The answers to the last committed round (answered = players who answered before the timeout). */
export const recordAnswers = (state: EscalationState, answers: RoundAnswers): EscalationState => {
	const last = state.history.at(-1);
	if (!last) return state;
	const answered = Math.max(0, Math.trunc(answers.answered));
	const have = Math.min(answered, Math.max(0, Math.trunc(answers.have)));
	const updated: RoundRecord = {
		...last,
		answered,
		have,
		have_ratio: haveRatio({ answered, have }),
		risk: riskOf({ answered, have }, last.intensity)
	};
	return { ...state, history: [...state.history.slice(0, -1), updated] };
};

/** The game's "reuse questions" answer to an exhausted pool. */
export const reuseQuestions = (state: EscalationState): EscalationState => ({ ...state, usedIds: [] });

/**
 * nhie.md "Too far": a tap on the open round's question. Anonymous — the row keeps a count,
 * never who; any tap sets `x_card`, so the next round is planned a tone lower.
 */
export const markTooFar = (state: EscalationState): EscalationState => {
	const last = state.history.at(-1);
	if (!last) return state;
	const updated: RoundRecord = { ...last, too_far: last.too_far + 1, x_card: true };
	return { ...state, history: [...state.history.slice(0, -1), updated] };
};
