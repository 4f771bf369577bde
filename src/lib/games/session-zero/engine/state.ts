import type { RepeatRules } from './eligibility';
import type {
	Answer,
	AxisState,
	Candidates,
	LogEntry,
	ModuleState,
	SafetyProfileState,
	StopConfig
} from './schema';

/** seed 002 section 8: S0–S7. */
export const STEPS = {
	S0: 'INIT',
	S1: 'PICK_NEXT',
	S2: 'RENDER_QUESTION',
	S3: 'APPLY_ANSWER',
	S4: 'MAYBE_FOLLOWUP',
	S5: 'EVALUATE_STOP',
	S6: 'PROPOSE_RESULT',
	S7: 'RESULT_VIEW'
} as const;
export type Step = (typeof STEPS)[keyof typeof STEPS];

/**
 * seed 002 section 8 allowed transitions. PICK_NEXT → RESULT_VIEW when nothing is left to ask (or a
 * mini-flow is done); EVALUATE_STOP → RESULT_VIEW is the max_questions hard stop; RESULT_VIEW →
 * PICK_NEXT is "keep answering" and the two mini-flows (seed section 8).
 */
export const ALLOWED_TRANSITIONS: Record<Step, readonly Step[]> = {
	INIT: ['PICK_NEXT'],
	PICK_NEXT: ['RENDER_QUESTION', 'RESULT_VIEW'],
	RENDER_QUESTION: ['APPLY_ANSWER'],
	APPLY_ANSWER: ['MAYBE_FOLLOWUP'],
	MAYBE_FOLLOWUP: ['EVALUATE_STOP'],
	EVALUATE_STOP: ['PICK_NEXT', 'PROPOSE_RESULT', 'RESULT_VIEW'],
	PROPOSE_RESULT: ['RESULT_VIEW', 'PICK_NEXT'],
	RESULT_VIEW: ['PICK_NEXT']
};

export type FlowKind = 'safety' | 'format';
export type PickedBy = 'opening' | 'followup' | 'router' | 'flow';
export type CurrentQuestion = { qid: string; veiled: boolean; picked_by: PickedBy; reason: string };
/** A follow-up waiting to be asked, with the repeat rules of the policy that chose it (seed 002 section 5.2). */
export type PendingFollowup = { qid: string; why: string; from: string; rules: RepeatRules };

/** Inputs of a run that replay needs (undo = replay of all events but the last answer). */
export type RunInit = { session_id: string; safety?: SafetyProfileState; ts: number };
export type RunEvent =
	| { t: 'answer'; value: string | number; ts: number }
	| { t: 'see_result' }
	| { t: 'keep_answering' }
	| { t: 'flow'; kind: FlowKind };

export type StopReason =
	'saturated' | 'override_high_medium' | 'override_all_low' | 'max_questions' | 'exhausted' | 'flow_done';

/** seed 002 section 6 runtime state plus what the state machine needs. Plain data (JSON-safe). */
export type SessionZeroState = {
	session_id: string;
	phase: Step;
	asked: string[];
	answers: Answer[];
	axes: Record<string, AxisState>;
	modules: Record<string, ModuleState>;
	modes: Record<string, string>;
	/** Per axis, the score a player answering the same questions at random would expect (docs/session-zero.md "Content-limits checklist"). */
	baselines: Record<string, number>;
	/** How each answered mode got its value; a mode missing here was never asked. */
	modes_answered: Record<string, 'explicit' | 'implied'>;
	safety: SafetyProfileState;
	tags: string[];
	cooldowns: Record<string, { until: number }>;
	candidates: Candidates;
	stop: StopConfig;
	/** Answers counted against max_questions (mini-flow answers are not). */
	count: number;
	current: CurrentQuestion | null;
	/** Follow-ups waiting, oldest first: more than one only behind a multi-question opening. */
	pending_followups: PendingFollowup[];
	flow: { kind: FlowKind; queue: string[] } | null;
	stop_reason: StopReason | null;
	proposed_at: number | null;
	declined_at: number | null;
	log: LogEntry[];
	init: RunInit;
	events: RunEvent[];
};

export type Outcome = { ok: true; state: SessionZeroState } | { ok: false; error: string };
