import { z } from 'zod';
import { uniqueList } from '$lib/engines/kit/schema-caps';
import { checkExtras, ScenarioExtrasShape } from './scenario-extras-schema';
import { CharacterLinesSchema } from './character-lines-schema';
import { TACTICS, TacticSchema } from './tactics';

/**
 * A Safe-choices scenario (safe-choices.md, "Scenarios"): the NPC, its tactics, learning objectives, the
 * opening line, offline lines per stage and tactic, reactions, `max_turns`, and help resources
 * with the region they serve. Lives in the engine so the engine and the pack loader share it.
 */
export { TACTICS, TacticSchema, type Tactic } from './tactics';

const Line = z.string().trim().min(1).max(300);

// An imported scenario is capped everywhere, and its shown lists name each item once (the brief and
// the help list key their items: a line given twice threw and the page stayed on "Loading…").
const Lines = z.array(Line).min(1).max(100);
const Name = z.string().trim().min(1).max(120);
const Text = z.string().trim().min(1).max(2000);
const Notes = uniqueList(Line, 20).min(1);

/**
 * The NPC's answers to what the player said: to a refusal, doubt ("hesitation"),
 * sarcasm, a question, an adult in the room, agreement; then giving up and the end. The last
 * three kinds are optional for imported packs (the NPC falls back to its refusal/hesitation lines).
 */
export const ReactionsSchema = z.object({
	refusal: Lines,
	hesitation: Lines,
	agreement: Lines,
	give_up: Lines,
	end: Lines,
	sarcasm: Lines.optional(),
	question: Lines.optional(),
	adult_present: Lines.optional()
});

export const StageSchema = z.object({
	name: Name,
	/** Lines per tactic for this stage; the NPC changes tactic when it pushes. */
	lines: z.partialRecord(TacticSchema, Lines),
	/** This stage's own answers, said before the scenario's (a stage can answer more pointedly). */
	reactions: ReactionsSchema.partial().optional()
});

export const ResourceSchema = z.object({
	name: Name,
	/** Phone number, text code or site, as shown to the player. */
	contact: z.string().trim().min(1).max(200),
	/** The region it serves: an ISO country code or "any". */
	region: z.string().min(2).max(20),
	kind: z.enum(['helpline', 'text', 'site', 'person']),
	description: Line
});
export type Resource = z.infer<typeof ResourceSchema>;

export const ScenarioSchema = z
	.object({
		id: z
			.string()
			.max(64)
			.regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
		language: z.enum(['en', 'ru']),
		title: Name,
		setting: Text,
		content_notes: Notes,
		npc: z.object({
			name: Name,
			persona: Text,
			goals: Notes,
			tactics: uniqueList(TacticSchema, TACTICS.length).min(2)
		}),
		objectives: Notes,
		opening: Line,
		// the myths its character uses and the suggested replies (scenario-extras-schema.ts)
		...ScenarioExtrasShape,
		stages: z.array(StageSchema).min(2).max(10),
		reactions: ReactionsSchema,
		/** Lines per act × stage × tactic (character-lines-schema.ts), said before `reactions`. */
		character_lines: CharacterLinesSchema.optional(),
		max_turns: z.number().int().min(3).max(20),
		resources: uniqueList(ResourceSchema, 20, (r) => `${r.name}\n${r.region}\n${r.contact}`).min(2)
	})
	.superRefine((s, ctx) => {
		checkExtras(s, ctx);
		s.stages.forEach((stage, i) => {
			if (!s.npc.tactics.some((t) => stage.lines[t]?.length))
				ctx.addIssue({
					code: 'custom',
					path: ['stages', i, 'lines'],
					message: 'needs lines for at least one of npc.tactics'
				});
		});
	});
export type Scenario = z.infer<typeof ScenarioSchema>;
