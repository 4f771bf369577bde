import { z } from 'zod';
import { cappedRecord, uniqueList } from '$lib/engines/kit/schema-caps';

/** Ids and values a link carries: capped (a pack id of 50,000 characters made a page 548,100 px wide). */
const Id = z.string().min(1).max(120);
const Value = z.string().max(120);
/** A pack has a few dozen axes, modules, modes and tags; a link naming more is no link of ours. */
const MANY = 200;
import { NOTE_CHARS, OWN_CHARS, OWN_MAX, SAFETY_TOOLS } from './own-limits';

/**
 * seed 002 section 12 share payload. Strict: anything else (answer history, personal data) is refused.
 * `safety` exists only in the GM variant, after an explicit checkbox (section 12.2).
 * Apart from share.ts (docs/architecture.md "How a start page starts"): the Session zero page builds payloads without constructing this
 * schema or loading zod; encoding and decoding a link read it (games/session-zero/packs/questionnaire-share.ts).
 */
export const SharePayloadSchema = z.strictObject({
	schema_version: z.literal(1),
	share_scope: z.enum(['public', 'gm']),
	safety_included: z.boolean(),
	pack: z.strictObject({ id: Id, language: z.string().min(2).max(35) }),
	axes: cappedRecord(Id, z.strictObject({ score: z.number(), confidence: z.number().min(0).max(1) }), MANY),
	modules: cappedRecord(
		Id,
		z.strictObject({ level: z.number().min(0).max(3), confidence: z.number().min(0).max(1) }),
		MANY
	),
	modes: cappedRecord(Id, Value, MANY),
	result: z.strictObject({
		leader: Id.nullable(),
		margin: z.number(),
		ranking: uniqueList(z.strictObject({ id: Id, score: z.number() }), 20, (r) => r.id),
		draw: uniqueList(Id, 20).nullable(),
		// the axes the run found the leader fits on (its ranking's own "why"): optional, older links decode
		fits: uniqueList(Id, MANY).optional()
	}),
	// docs/session-zero.md "Content-limits checklist": `topics` (the checklist topics marked Line / Veil) is optional: older links decode.
	safety: z
		.strictObject({
			lines: uniqueList(Id, MANY),
			veils: uniqueList(Id, MANY),
			topics: z.strictObject({ lines: uniqueList(Id, MANY), veils: uniqueList(Id, MANY) }).optional(),
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
