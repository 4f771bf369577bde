import { z } from 'zod';
import { ANOMALIES, MOODS, TONES } from './types';

/**
 * A narrator persona pack, question-packs/deduction/<lang>.json (deduction.md "Prompts and fallbacks").
 * The schema lives beside the engine that reads it; parsing happens at the edge (src/lib/packs).
 */
const line = z.string().trim().min(1).max(400);
const lines = z.array(line).min(1);

/** Accusation templates must name the anomaly (deduction.md) and the target. */
const accusationLine = line.refine((t) => t.includes('{target}') && t.includes('{anomaly}'), {
	message: 'an accusation template must contain {target} and {anomaly}'
});
const accusationLines = z.array(accusationLine);

const byAnomaly = <T extends z.ZodType>(item: T) =>
	z.object(Object.fromEntries(ANOMALIES.map((a) => [a, item])) as Record<(typeof ANOMALIES)[number], T>);

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
	anomalyLabels: byAnomaly(z.string().min(2).max(80)),
	moodLabels: z.object(
		Object.fromEntries(MOODS.map((m) => [m, z.string().min(2).max(80)])) as Record<
			(typeof MOODS)[number],
			z.ZodString
		>
	),
	/** Tone lexicons: word stems (prefix match), `word$` for an exact word, or phrases with spaces. */
	tones: z.object(
		Object.fromEntries(TONES.map((t) => [t, z.array(z.string().min(2).max(60)).min(3)])) as Record<
			(typeof TONES)[number],
			z.ZodArray<z.ZodString>
		>
	),
	templates: z.object({
		accusation: byAnomaly(z.object({ direct: accusationLines, third_person: accusationLines })),
		/** Appended to ~30 % of accusations: a question to the group. */
		question: lines,
		gapfill: z.object({ tense: lines, active: lines, calm: lines }),
		/** Private whispers: may mention the recipient's own role ({name}, {round}). */
		whisper: z.object({ crew: lines, mole: lines })
	})
});
export type PersonaPack = z.infer<typeof PersonaPackSchema>;
