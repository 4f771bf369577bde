import { checklistEffects, parseChecklist } from './checklist';
import { candidatesOf } from './clusters';
import { indexPack, REPROPOSE_AFTER } from './defaults';
import { applyEffects } from './effects';
import { isCandidate, safetyVerdict } from './eligibility';
import { pickBest, pickFromPool, repeatRulesOf } from './router';
import type { Effects, QuestionnairePack } from './schema';
import {
	ALLOWED_TRANSITIONS,
	type FlowKind,
	type Outcome,
	type PickedBy,
	type SessionZeroState,
	type RunEvent,
	type RunInit,
	type Step
} from './state';
import { evaluateStop } from './stop';

const clone = (s: SessionZeroState): SessionZeroState => JSON.parse(JSON.stringify(s)) as SessionZeroState;

/** seed 002 section 8: every step goes through the allowed-transition table (a bug here is ours, so throw). */
const moveTo = (s: SessionZeroState, to: Step): void => {
	if (!ALLOWED_TRANSITIONS[s.phase].includes(to))
		throw new Error(`questionnaire: ${s.phase} → ${to} is not allowed`);
	s.phase = to;
};

/** S0 INIT: the state of seed 002 section 6 from the pack defaults. */
export const initialState = (pack: QuestionnairePack, init: RunInit): SessionZeroState => {
	const s: SessionZeroState = {
		session_id: init.session_id,
		phase: 'INIT',
		asked: [],
		answers: [],
		axes: Object.fromEntries(
			pack.axes.map((a) => [
				a.id,
				{
					score: a.defaults?.score ?? 0,
					confidence: a.defaults?.confidence ?? 0,
					evidence: a.defaults?.evidence ?? 0,
					recent_deltas: [],
					conflicts: 0
				}
			])
		),
		modules: Object.fromEntries(
			pack.modules.map((m) => [
				m.id,
				{
					level: m.defaults?.level ?? 0,
					confidence: m.defaults?.confidence ?? 0,
					evidence: m.defaults?.evidence ?? 0
				}
			])
		),
		modes: Object.fromEntries(pack.modes.map((m) => [m.id, m.default])),
		modes_answered: {},
		baselines: {},
		safety: init.safety
			? { ...init.safety, lines: [...init.safety.lines], veils: [...init.safety.veils] }
			: { lines: [], veils: [], completion_mode: 'unset' },
		tags: [],
		cooldowns: {},
		candidates: { clusters: {}, leader: null, margin: 0 },
		stop: { ...pack.stop },
		count: 0,
		current: null,
		pending_followups: [],
		flow: null,
		stop_reason: null,
		proposed_at: null,
		declined_at: null,
		log: [],
		init,
		events: []
	};
	s.candidates = candidatesOf(pack, s);
	return s;
};

const FLOW_RULES = { notAsked: false, respectCooldown: false, maxRepeats: Number.POSITIVE_INFINITY };

/** S1 PICK_NEXT: mini-flow queue, else opening, else a pending follow-up, else the global router. */
const pickNext = (pack: QuestionnairePack, s: SessionZeroState): void => {
	const idx = indexPack(pack);
	let chosen: { qid: string; by: PickedBy; reason: string } | null = null;
	if (s.flow) {
		while (!chosen && s.flow.queue.length) {
			const qid = s.flow.queue.shift()!;
			if (isCandidate(idx.byId.get(qid)!, s, FLOW_RULES))
				chosen = { qid, by: 'flow', reason: `flow: ${s.flow.kind}` };
		}
		if (!chosen) s.flow = null;
	} else if (s.count < s.stop.max_questions) {
		// An opening safety question is skipped when the profile arrives already completed.
		const opening = (pack.engine?.opening ?? []).find(
			(qid) =>
				!s.asked.includes(qid) &&
				!(idx.byId.get(qid)!.q.type === 'safety' && s.safety.completion_mode === 'completed') &&
				isCandidate(idx.byId.get(qid)!, s)
		);
		if (opening) chosen = { qid: opening, by: 'opening', reason: 'opening' };
		else {
			// seed 002 section 9.5 (1): a waiting follow-up, under its own policy's repeat rules (section 5.2); one
			// triggered during a multi-question opening waits behind the opening, not dropped.
			while (!chosen && s.pending_followups.length) {
				const f = s.pending_followups.shift()!;
				if (isCandidate(idx.byId.get(f.qid)!, s, f.rules))
					chosen = { qid: f.qid, by: 'followup', reason: `followup: ${f.why}` };
			}
			if (!chosen) {
				const best = pickBest(pack, s);
				if (best)
					chosen = { qid: best.x.q.id, by: 'router', reason: `router: score ${best.score.toFixed(3)}` };
			}
		}
	}
	if (chosen?.by !== 'opening') s.pending_followups = [];
	const last = s.log.at(-1);
	if (last) {
		last.picked_next = chosen?.qid ?? null;
		last.reason = chosen?.reason ?? 'no question left';
	}
	if (!chosen) {
		moveTo(s, 'RESULT_VIEW');
		s.current = null;
		if (!s.stop_reason) s.stop_reason = s.count >= s.stop.max_questions ? 'max_questions' : 'exhausted';
		return;
	}
	moveTo(s, 'RENDER_QUESTION');
	const veiled = safetyVerdict(idx.byId.get(chosen.qid)!, s) === 'veiled';
	s.current = { qid: chosen.qid, veiled, picked_by: chosen.by, reason: chosen.reason };
};

/** Starts a run: S0 → S1 → S2 (or straight to the result when nothing can be asked). */
export const startRun = (pack: QuestionnairePack, init: RunInit): SessionZeroState => {
	const s = initialState(pack, init);
	moveTo(s, 'PICK_NEXT');
	pickNext(pack, s);
	return s;
};

const validAnswer = (pack: QuestionnairePack, qid: string, value: string | number): string | null => {
	const q = indexPack(pack).byId.get(qid)!.q;
	if (q.type === 'slider') {
		const sl = q.slider!;
		if (typeof value !== 'number' || !Number.isFinite(value)) return `question "${qid}" expects a number`;
		if (value < sl.min || value > sl.max) return `answer ${value} is outside [${sl.min}, ${sl.max}]`;
		const steps = (value - sl.min) / sl.step;
		if (Math.abs(steps - Math.round(steps)) > 1e-6)
			return `answer ${value} is not on the slider step ${sl.step}`;
		return null;
	}
	if (q.checklist) {
		if (typeof value !== 'string') return `checklist "${qid}" expects its topics' marks`;
		const r = parseChecklist(q, value);
		return r.ok ? null : r.error;
	}
	if (typeof value !== 'string' || !q.options?.some((o) => o.id === value))
		return `question "${qid}" has no option "${String(value)}"`;
	return null;
};

/**
 * A Veil limits wording, not preference: an answer given to the softened, veiled
 * wording does not move the axes or add preference tags — only modules and modes. Otherwise
 * "yes, off-screen" to a topic the player veiled would count as a taste for dark stories.
 */
const veiledEffects = (e: Effects | undefined): Effects | undefined =>
	e && { ...e, axis_deltas: undefined, axis_evidence: undefined, evidence: undefined, set_tags: undefined };

/** S2 → S3 APPLY_ANSWER → S4 MAYBE_FOLLOWUP → S5 EVALUATE_STOP → S1/S6/S7. */
export const answerCurrent = (
	pack: QuestionnairePack,
	prev: SessionZeroState,
	value: string | number,
	ts: number
): Outcome => {
	if (prev.phase !== 'RENDER_QUESTION' || !prev.current)
		return { ok: false, error: 'no question is waiting for an answer' };
	const problem = validAnswer(pack, prev.current.qid, value);
	if (problem) return { ok: false, error: problem };
	const s = clone(prev);
	const x = indexPack(pack).byId.get(s.current!.qid)!;
	const q = x.q;
	moveTo(s, 'APPLY_ANSWER');
	s.asked.push(q.id);
	s.answers.push(
		typeof value === 'number'
			? { qid: q.id, type: q.type, value, ts }
			: { qid: q.id, type: q.type, oid: value, ts }
	);
	if (q.cooldown) s.cooldowns[q.id] = { until: s.asked.length - 1 + q.cooldown.questions };
	if (!s.flow) s.count += 1;
	const checklist = q.checklist && typeof value === 'string' ? parseChecklist(q, value) : null;
	const effects =
		typeof value === 'number'
			? q.effects_by_range?.find((r) => value >= r.range.min && value <= r.range.max)?.effects
			: checklist?.ok
				? checklistEffects(pack, q, checklist.marks, s.asked, s.safety)
				: q.options?.find((o) => o.id === value)?.effects;
	const applied = applyEffects(pack, s, s.current!.veiled ? veiledEffects(effects) : effects, x.ownModes);
	if (!s.current!.veiled)
		for (const [a, d] of Object.entries(x.meanDelta)) s.baselines[a] = (s.baselines[a] ?? 0) + d;
	s.log.push({ qid: q.id, answer: value, ...applied, picked_next: null, reason: '' });
	s.candidates = candidatesOf(pack, s);
	s.events.push({ t: 'answer', value, ts });

	moveTo(s, 'MAYBE_FOLLOWUP');
	if (!s.flow) {
		// seed 002 section 5 / section 9.2: a matching rule's pool is tried before the global router.
		const rule =
			typeof value === 'number'
				? q.followups_by_range?.find((r) => value >= r.range.min && value <= r.range.max)
				: q.followups?.find((r) => r.when.answered || r.when.option_id_in?.includes(value));
		const hit = rule && pickFromPool(pack, s, rule.policy);
		if (rule && hit)
			s.pending_followups.push({
				qid: hit.x.q.id,
				why: rule.policy.why ?? 'followup',
				from: q.id,
				rules: repeatRulesOf(rule.policy)
			});
	}

	moveTo(s, 'EVALUATE_STOP');
	s.current = null;
	if (s.flow) {
		moveTo(s, 'PICK_NEXT');
	} else {
		const verdict = evaluateStop(pack, s);
		const quiet = s.declined_at !== null && s.count < s.declined_at + REPROPOSE_AFTER;
		if (verdict.kind === 'hard_stop') {
			s.pending_followups = [];
			s.stop_reason = verdict.reason;
			moveTo(s, 'RESULT_VIEW');
			return { ok: true, state: s };
		}
		if (verdict.kind === 'propose' && !s.pending_followups.length && !quiet) {
			s.stop_reason = verdict.reason;
			s.proposed_at = s.count;
			moveTo(s, 'PROPOSE_RESULT');
			return { ok: true, state: s };
		}
		moveTo(s, 'PICK_NEXT');
	}
	pickNext(pack, s);
	return { ok: true, state: s };
};

/** S6 → S7 ("see my result"). */
export const seeResult = (_pack: QuestionnairePack, prev: SessionZeroState): Outcome => {
	if (prev.phase !== 'PROPOSE_RESULT') return { ok: false, error: 'no result is being proposed' };
	const s = clone(prev);
	moveTo(s, 'RESULT_VIEW');
	s.events.push({ t: 'see_result' });
	return { ok: true, state: s };
};

/** S6/S7 → S1 ("keep answering", without resetting state). Refused after the max_questions stop. */
export const keepAnswering = (pack: QuestionnairePack, prev: SessionZeroState): Outcome => {
	if (prev.phase !== 'PROPOSE_RESULT' && prev.phase !== 'RESULT_VIEW')
		return { ok: false, error: 'keep answering is only offered with a result' };
	if (prev.count >= prev.stop.max_questions) return { ok: false, error: 'the question limit is reached' };
	const s = clone(prev);
	s.declined_at = s.count;
	s.stop_reason = null;
	moveTo(s, 'PICK_NEXT');
	s.events.push({ t: 'keep_answering' });
	pickNext(pack, s);
	return { ok: true, state: s };
};

/** seed 002 section 8 mini-flows from RESULT_VIEW: content limits (safety questions) or game format (mode). */
export const startFlow = (pack: QuestionnairePack, prev: SessionZeroState, kind: FlowKind): Outcome => {
	if (prev.phase !== 'RESULT_VIEW') return { ok: false, error: 'adjustments start from the result' };
	const type = kind === 'safety' ? 'safety' : 'mode';
	const s = clone(prev);
	const opening = new Set(pack.engine?.opening ?? []);
	s.flow = {
		kind,
		queue: pack.questions.filter((q) => q.type === type && !opening.has(q.id)).map((q) => q.id)
	};
	moveTo(s, 'PICK_NEXT');
	s.events.push({ t: 'flow', kind });
	pickNext(pack, s);
	return { ok: true, state: s };
};

/** Rebuilds a run from its inputs (the engine is deterministic, so this is exact). */
export const replay = (pack: QuestionnairePack, init: RunInit, events: readonly RunEvent[]): Outcome => {
	let s = startRun(pack, init);
	for (const e of events) {
		const r =
			e.t === 'answer'
				? answerCurrent(pack, s, e.value, e.ts)
				: e.t === 'see_result'
					? seeResult(pack, s)
					: e.t === 'keep_answering'
						? keepAnswering(pack, s)
						: startFlow(pack, s, e.kind);
		if (!r.ok) return r;
		s = r.state;
	}
	return { ok: true, state: s };
};

/** Back: undo the last answer (and anything after it) by replaying the rest. */
export const undoLast = (pack: QuestionnairePack, s: SessionZeroState): Outcome => {
	const i = s.events.findLastIndex((e) => e.t === 'answer');
	if (i < 0) return { ok: false, error: 'nothing to undo' };
	return replay(pack, s.init, s.events.slice(0, i));
};
