import type { ActId } from '$lib/engines/acts';

/** Vocabulary of seed 003 and mole.md, as const objects (no enums). */
export const ROLES = ['crew', 'mole'] as const;
export type Role = (typeof ROLES)[number];

// mole.md "Behavioural analysis": the five non-neutral tones plus neutral (read from the act model).
export const TONES = ['accusatory', 'aggressive', 'defensive', 'joking', 'anxious'] as const;
export type LexiconTone = (typeof TONES)[number];
export type Tone = LexiconTone | 'neutral';

// seed 003: "tystnat plötsligt", "aggressionsökning", "aktivitet sjunkit", "beteendeförändring".
export const ANOMALIES = ['silence', 'aggression_spike', 'activity_drop', 'behavior_shift'] as const;
export type Anomaly = (typeof ANOMALIES)[number];

// seed 003 "Pattern 2": three mood levels.
export const MOODS = ['tense', 'active', 'calm'] as const;
export type Mood = (typeof MOODS)[number];

export const MENTIONS = ['direct', 'third_person'] as const;
export type Mention = (typeof MENTIONS)[number];

export type SlotAction = 'accusation' | 'gapfill' | 'none';
export type SlotNumber = 1 | 2;

/** seed 003: the 14:00 and 20:00 slots before a 21:00 reveal, as fractions of the discussion. */
export const SLOT_AT: Record<SlotNumber, number> = { 1: 0.4, 2: 0.85 };

/**
 * One chat message as the analysis sees it: `at` is the fraction (0–1) of its round's discussion.
 * `acts` is set for a quick tap of the one-room mode (suspect → accuse, trust → defend), which needs
 * no reading; a typed line is read by the act model.
 */
export type AnalysedMessage = {
	id: number;
	player: string;
	text: string;
	round: number;
	at: number;
	acts?: readonly ActId[];
};

export type PlayerAnalysis = {
	/** Messages in the slot's window. */
	messages: number;
	meanLength: number;
	historyMessages: number;
	historyMeanLength: number;
	tone: Tone;
	historyTone: Tone;
	anomalies: Anomaly[];
};

/**
 * Public actions that may ground an accusation (mole.md "Behavioural analysis": team proposals,
 * approve/reject votes, banishment votes, who accused or defended whom). Never a role.
 */
export const ACTION_KINDS = [
	'accused',
	'defended',
	'rejected',
	'approved',
	'proposed',
	'banish_vote'
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
