import { z } from 'zod';
import { cappedRecord, uniqueList } from '$lib/engines/kit/schema-caps';
// read only inside the checks: scenario-schema.ts imports this module for its shape
import { TACTICS } from './scenario-schema';

/**
 * What a scenario carries beside the character's lines (docs/safe-choices.md "Myths set straight",
 * "Suggested replies"): the myths its character uses, each with the fact and a source, and the
 * short replies suggested under the reply box, per stage. Both optional for an imported pack.
 */
const Short = z.string().trim().min(1).max(120);
const Shorts = uniqueList(Short, 12).min(1);
const Id = z
	.string()
	.max(64)
	.regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes');

export const MythSchema = z.object({
	id: Id,
	/** The misinformation in a few words, as the character puts it. */
	claim: z.string().trim().min(1).max(200),
	/** The fact, in plain words a 13-year-old reads at once. */
	fact: z.string().trim().min(1).max(400),
	source: z.object({
		name: z.string().trim().min(1).max(120),
		url: z.url({ protocol: /^https$/, error: 'an https:// address' }).max(300)
	}),
	/** The character's lines that say it, exactly as this scenario has them. */
	lines: uniqueList(z.string().trim().min(1).max(300), 20).default([]),
	/** Words that say it in a line a model wrote (matched without case). */
	cues: uniqueList(z.string().trim().min(3).max(60), 20).default([])
});
export type Myth = z.infer<typeof MythSchema>;

/** The kinds of suggested reply: a no naming the tactic, a no with help, a hedge, a yes. */
export const REPLY_KINDS = ['firm', 'help', 'hedge', 'yes'] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

export const SuggestionSetSchema = z.object({
	/** A firm no that names the tactic, per tactic; `any` when the turn used none of them. */
	firm: cappedRecord(z.string(), Shorts, 10).superRefine((firm, ctx) => {
		for (const key of Object.keys(firm))
			if (key !== 'any' && !(TACTICS as readonly string[]).includes(key))
				ctx.addIssue({ code: 'custom', path: [key], message: `not a tactic: ${key}` });
	}),
	help: Shorts,
	hedge: Shorts,
	yes: Shorts
});
export type SuggestionSet = z.infer<typeof SuggestionSetSchema>;

export const ScenarioExtrasShape = {
	myths: uniqueList(MythSchema, 12, (m) => m.id).optional(),
	/** One set per stage, in the stages' order. */
	suggestions: z.array(SuggestionSetSchema).max(10).optional()
};

type ExtrasInput = {
	myths?: Myth[];
	suggestions?: SuggestionSet[];
	opening: string;
	stages: { lines: Partial<Record<string, string[]>>; reactions?: Partial<Record<string, string[]>> }[];
	reactions: Partial<Record<string, string[]>>;
};

/** Every line the character can say offline. */
const allLines = (s: ExtrasInput): Set<string> =>
	new Set(
		[
			s.opening,
			...Object.values(s.reactions).flat(),
			...s.stages.flatMap((st) => [...Object.values(st.lines), ...Object.values(st.reactions ?? {})].flat())
		].filter((l): l is string => typeof l === 'string')
	);

/** The checks across fields: a myth's lines are the scenario's; one suggestion set per stage. */
export const checkExtras = (s: ExtrasInput, ctx: z.RefinementCtx): void => {
	const lines = allLines(s);
	s.myths?.forEach((myth, i) => {
		if (!myth.lines.length && !myth.cues.length)
			ctx.addIssue({ code: 'custom', path: ['myths', i], message: 'needs lines or cues' });
		myth.lines.forEach((line, j) => {
			if (!lines.has(line))
				ctx.addIssue({
					code: 'custom',
					path: ['myths', i, 'lines', j],
					message: 'not a line of this scenario (copy it exactly)'
				});
		});
	});
	if (s.suggestions && s.suggestions.length !== s.stages.length)
		ctx.addIssue({
			code: 'custom',
			path: ['suggestions'],
			message: `one set per stage: ${s.stages.length} expected, ${s.suggestions.length} given`
		});
	s.suggestions?.forEach((set, i) => {
		if (!Object.values(set.firm).some((l) => l?.length))
			ctx.addIssue({ code: 'custom', path: ['suggestions', i, 'firm'], message: 'needs at least one line' });
	});
};
