import { z } from 'zod';
import { DIFFICULTIES } from './constants';
import { SUSPICIONS } from './suspicions';

/**
 * docs/pirate.md "The ladder": a captain of the pack. He plays on one of seed 004's difficulties
 * (its threshold and general lines), with his own doubts — in the order he raises them, each with
 * its weight: how many lines must answer it before it is settled — his own surrender phrase, name,
 * persona line, greeting and surrender lines.
 */
export const CAPTAIN_ID = /^[a-z][a-z0-9-]{1,31}$/u;
export const MAX_DOUBT_WEIGHT = 3;

export const CaptainSchema = z
	.object({
		id: z.string().regex(CAPTAIN_ID, 'a captain id is 2–32 lower-case letters, digits and dashes'),
		difficulty: z.enum(DIFFICULTIES),
		doubts: z
			.array(z.object({ doubt: z.enum(SUSPICIONS), weight: z.int().min(1).max(MAX_DOUBT_WEIGHT) }))
			.min(1)
			.max(SUSPICIONS.length),
		name: z.string().trim().min(2).max(40),
		/** one line in the captain's language: who he is (the ladder shows it; a model is told it) */
		persona: z.string().trim().min(10).max(200),
		/** seed 004's surrender phrase, his own */
		phrase: z.string().trim().min(5).max(80),
		greeting: z.array(z.string().min(3)).min(1),
		/** earned lines: each contains his phrase (checked below) */
		surrender: z.array(z.string().min(3)).min(2)
	})
	.superRefine((c, ctx) => {
		c.doubts.forEach((d, i) => {
			if (c.doubts.findIndex((o) => o.doubt === d.doubt) !== i)
				ctx.addIssue({ code: 'custom', path: ['doubts', i], message: `"${d.doubt}" is held twice` });
		});
		c.surrender.forEach((line, i) => {
			if (!line.toLowerCase().includes(c.phrase.toLowerCase()))
				ctx.addIssue({
					code: 'custom',
					path: ['surrender', i],
					message: 'a surrender line must contain the captain’s phrase'
				});
		});
	});
export type Captain = z.infer<typeof CaptainSchema>;

/** The ladder, easiest first: at most 12 captains, each id once. */
export const CaptainsSchema = z
	.array(CaptainSchema)
	.min(1)
	.max(12)
	.superRefine((cs, ctx) => {
		cs.forEach((c, i) => {
			if (cs.findIndex((o) => o.id === c.id) !== i)
				ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `captain id "${c.id}" is used twice` });
		});
	});
