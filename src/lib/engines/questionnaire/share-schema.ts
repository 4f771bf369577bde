import { z } from 'zod';
import { NOTE_CHARS, OWN_CHARS, OWN_MAX, SAFETY_TOOLS } from './own-limits';

/**
 * seed 002 §12 share payload. Strict: anything else (answer history, personal data) is refused.
 * `safety` exists only in the GM variant, after an explicit checkbox (§12.2).
 * Apart from share.ts (issue 18): the Session zero page builds payloads without constructing this
 * schema or loading zod; encoding and decoding a link read it (packs/questionnaire-share.ts).
 */
export const SharePayloadSchema = z.strictObject({
	schema_version: z.literal(1),
	share_scope: z.enum(['public', 'gm']),
	safety_included: z.boolean(),
	// issue 15: ids are capped (a 50,000-character pack id made the page 548,100 px wide)
	pack: z.strictObject({ id: z.string().min(1).max(120), language: z.string().min(2).max(35) }),
	axes: z.record(z.string(), z.strictObject({ score: z.number(), confidence: z.number().min(0).max(1) })),
	modules: z.record(
		z.string(),
		z.strictObject({ level: z.number().min(0).max(3), confidence: z.number().min(0).max(1) })
	),
	modes: z.record(z.string(), z.string()),
	result: z.strictObject({
		leader: z.string().nullable(),
		margin: z.number(),
		ranking: z.array(z.strictObject({ id: z.string().max(120), score: z.number() })).max(20),
		draw: z.array(z.string()).nullable()
	}),
	// issue 16: `topics` (the checklist topics marked Line / Veil) is optional: older links decode.
	safety: z
		.strictObject({
			lines: z.array(z.string()),
			veils: z.array(z.string()),
			topics: z
				.strictObject({ lines: z.array(z.string().max(120)), veils: z.array(z.string().max(120)) })
				.optional(),
			// own-limits.ts: the player's own Lines and Veils in free text, and a note for the GM alone
			own: z
				.strictObject({
					lines: z.array(z.string().max(OWN_CHARS)).max(OWN_MAX),
					veils: z.array(z.string().max(OWN_CHARS)).max(OWN_MAX)
				})
				.optional(),
			access_note: z.string().max(NOTE_CHARS).optional()
		})
		.optional(),
	/** own-limits.ts: the safety tools this player votes for (the GM chooses; optional, older links). */
	tools: z.array(z.enum(SAFETY_TOOLS)).max(SAFETY_TOOLS.length).optional()
});
export type SharePayload = z.infer<typeof SharePayloadSchema>;
