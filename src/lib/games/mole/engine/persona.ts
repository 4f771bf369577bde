import { z } from 'zod';
import { entryProblem } from '$lib/engines/kit/text';
import { ACTION_KINDS, ANOMALIES, MOODS, type ActionKind, type Anomaly } from './types';

/**
 * A narrator persona pack, question-packs/deduction/<lang>.json (mole.md "Prompts and fallbacks").
 * The schema lives beside the engine that reads it; parsing happens at the edge (src/lib/packs).
 */
const line = z.string().trim().min(1).max(400);
const lines = z.array(line).min(1);

/**
 * Accusation templates name the target, the anomaly and its evidence (mole.md):
 * `{count}` (what the others wrote meanwhile) for silence, `{word}` (the target's salient word or
 * name) for the others.
 */
const evidenceSlot = (a: Anomaly) => (a === 'silence' ? '{count}' : '{word}');
const accusationLines = (a: Anomaly) =>
	z.array(
		line.refine((t) => ['{target}', '{anomaly}', evidenceSlot(a)].every((v) => t.includes(v)), {
			message: `an accusation template (${a}) must contain {target}, {anomaly} and ${evidenceSlot(a)}`
		})
	);

/**
 * Accusations on a public action name the player and the action's evidence: `{other}` (whom they
 * accused, defended, voted out, whose team they voted on) or, for the leader of a sabotaged team,
 * `{count}` (the sabotages). A Russian `{other}` stays in the nominative like every name.
 */
const actionSlot = (a: ActionKind) => (a === 'proposed' ? '{count}' : '{other}');
const actionLines = (a: ActionKind) =>
	z.array(
		line.refine((t) => ['{target}', actionSlot(a)].every((v) => t.includes(v)), {
			message: `an accusation template (${a}) must contain {target} and ${actionSlot(a)}`
		})
	);
const byAction = <T extends z.ZodType>(item: (a: ActionKind) => T) =>
	z.object(Object.fromEntries(ACTION_KINDS.map((a) => [a, item(a)])) as Record<ActionKind, T>);

const byAnomaly = <T extends z.ZodType>(item: (a: Anomaly) => T) =>
	z.object(Object.fromEntries(ANOMALIES.map((a) => [a, item(a)])) as Record<Anomaly, T>);

/**
 * What a whisper tells its reader about themselves (docs/mole.md "Whispers"), never a role: who keeps
 * defending or accusing them, who voted to banish them (one player, or how many), that their own
 * team was sabotaged, their own team votes — or nothing yet.
 */
export const FACTS = [
	'none',
	'defended_by',
	'accused_by',
	'banish_vote',
	'banish_votes',
	'on_sabotaged',
	'own_votes'
] as const;
export type FactKind = (typeof FACTS)[number];
const wordList = z.array(z.string().min(1).max(60)).default([]);
/** A lexicon entry in the kit's stem syntax (kit/text.ts): `stem*`, a whole word, or a phrase. */
const entry = z
	.string()
	.min(2)
	.max(60)
	.superRefine((e, ctx) => {
		const problem = entryProblem(e);
		if (problem) ctx.addIssue({ code: 'custom', message: problem });
	});
const entryList = z.array(entry).default([]);

/** A whisper's own sentences never leave a gap for the fact: no visible joins (docs/mole.md "Whispers"). */
const whisperLines = z
	.array(
		line.refine((t) => !t.includes('{fact}'), {
			message: 'a whisper line is whole sentences: the fact follows it, never inside it'
		})
	)
	.min(1);

export const PersonaPackSchema = z.object({
	kind: z.literal('deduction'),
	id: z.string().min(1),
	language: z.string().min(2).max(5),
	persona: z.object({
		name: z.string().min(1).max(40),
		title: z.string().min(1).max(80),
		/** Who the narrator is: the character part of the system prompt. */
		character: z.string().min(20).max(2000),
		/** How the narrator talks (slang, register), for the system prompt. */
		style: z.string().min(10).max(1000)
	}),
	/** How the narrator names each anomaly, in the pack's language (used by templates and prompts). */
	anomalyLabels: byAnomaly(() => z.string().min(2).max(80)),
	moodLabels: z.object(
		Object.fromEntries(MOODS.map((m) => [m, z.string().min(2).max(80)])) as Record<
			(typeof MOODS)[number],
			z.ZodString
		>
	),
	/** Words never picked as a message's salient word. */
	stopwords: wordList,
	/**
	 * Role and innocence words (stems/phrases): a model line with one of them in a sentence that names
	 * a player hints a role and is replaced by the offline line.
	 */
	roleHints: entryList,
	templates: z.object({
		accusation: byAnomaly((a) => z.object({ direct: accusationLines(a), third_person: accusationLines(a) })),
		/** Accusations on a public action (optional: a pack without them calls out anomalies only). */
		actions: byAction((a) => z.object({ direct: actionLines(a), third_person: actionLines(a) })).optional(),
		/**
		 * The `approved` action when exactly one player said no (seed 003: accuse on observed
		 * behaviour only): "while one of you said no", never "others said no". Without them a pack
		 * does not call out approvals at all.
		 */
		approved_over_one: z
			.object({ direct: actionLines('approved'), third_person: actionLines('approved') })
			.optional(),
		/** Appended to ~30 % of accusations: a question to the group. */
		question: lines,
		gapfill: z.object({ tense: lines, active: lines, calm: lines }),
		/**
		 * Private whispers, spoken to their reader ("you"): whole sentences in the persona's voice that
		 * may mention the reader's own role ({name}, {round}); the fact follows as its own sentences.
		 */
		whisper: z.object({ crew: whisperLines, mole: whisperLines }),
		/**
		 * The facts, in the second person, whole sentences: {other} (a player, nominative), {count},
		 * {yes}, {no}, {round}.
		 */
		facts: z.object(Object.fromEntries(FACTS.map((f) => [f, lines])) as Record<FactKind, typeof lines>)
	})
});
export type PersonaPack = z.infer<typeof PersonaPackSchema>;
