import { z } from 'zod';
import { SAFETY_TOOLS, type SafetyTool } from '$lib/games/session-zero/engine/own-limits';
import type { GroupView } from './group';

/**
 * The group view as it crosses the wire to a big screen (docs/session-zero.md "Session zero for a group"): validated by the screen like
 * every lobby view. Bounded sizes; the shape is `GroupView`'s (checked by the annotation).
 */
const key = z.string().min(1).max(120);
const text = z.string().max(2000);
const num = z.number().finite();
const ids = z.array(key).max(400);

const AxisSpreadSchema = z.object({
	scores: z.array(num.nullable()).max(200),
	positions: z.array(z.object({ player: key, score: num, confidence: num, known: z.boolean() })).max(200),
	min: num.nullable(),
	max: num.nullable(),
	spread: num,
	spread_share: num,
	mean: num.nullable(),
	lean: z.object({ neg: num, centre: num, pos: num, unknown: num })
});

export const GroupViewSchema: z.ZodType<GroupView> = z.object({
	pack: key,
	players: z.array(key).max(200),
	axes: z.record(key, AxisSpreadSchema),
	disagreements: z
		.array(
			z.object({
				axis: key,
				spread: num,
				spread_share: num,
				kind: z.enum(['split', 'degree']),
				prompt: text
			})
		)
		.max(100),
	modules: z.record(
		key,
		z.object({ levels: z.tuple([num, num, num, num]), not_asked: num, mean: num.nullable() })
	),
	modes: z.record(
		key,
		z.object({ counts: z.record(key, num), not_asked: num, conflict: z.boolean(), agreed: key.nullable() })
	),
	mode_conflicts: z
		.array(
			z.object({ mode: key, values: z.array(z.object({ value: key, count: num })).max(50), prompt: text })
		)
		.max(100),
	lines: ids,
	veils: ids,
	safety_topics: z.object({ lines: ids, veils: ids }),
	safety_shared_by: num,
	own_lines: z.array(text).max(200),
	own_veils: z.array(text).max(200),
	tool_votes: z.object(
		Object.fromEntries(SAFETY_TOOLS.map((t) => [t, num])) as Record<SafetyTool, typeof num>
	),
	tool_voters: num,
	// the big screen's view never carries a note (table-screen.ts): nothing to validate but an empty list
	access_notes: z.array(z.object({ player: key, note: text })).max(0),
	proposal: z.object({
		leader: key.nullable(),
		min_fit: num,
		sum_fit: num,
		runner_up: key.nullable(),
		runner_up_min_fit: num.nullable(),
		why: z.object({
			fits_all: ids,
			stretch: key.nullable(),
			most_popular: key.nullable(),
			nobodys_worst: z.boolean(),
			nobodys_first: z.boolean()
		}),
		why_text: text,
		ranking: z
			.array(z.object({ cluster: key, min_fit: num, sum_fit: num, fits: z.record(key, num) }))
			.max(200)
	})
});
