import { z } from 'zod';
import type { LobbyPrelude } from '$lib/engines/kit/lobby-game';
import type { PoolQuestion } from './candidates';
import { OWN_MAX, ownView, withOwn, withoutOwn } from './own-questions';
import type { NhieSettings } from './settings';
import type { NhieIntent } from './game';

/**
 * docs/nhie.md "Questions from the players", before the start: while the room waits every phone may
 * add questions (the host's "between rounds" setting is for the game itself) and the host may remove
 * one. The same rules as in the game — the filter, the 18+ rule of the room's settings, the offline
 * intensity of the first tone — and no author kept. The game starts with them in its pool.
 */
export type NhiePrelude = { own: PoolQuestion[] };

const PoolQuestionSchema = z.object({
	id: z.string().max(32),
	text: z.string().max(400),
	intensity: z.number(),
	is_nsfw: z.boolean(),
	active: z.boolean()
});
export const NhiePreludeSchema = z.object({ own: z.array(PoolQuestionSchema).max(OWN_MAX) });

/** What a seat sees while the room waits: how many questions are in, and the host's list. */
export const NhiePreludeViewSchema = z.object({
	ownCount: z.int().min(0),
	ownQuestions: z.array(z.object({ id: z.string(), text: z.string() })).nullable()
});
export type NhiePreludeView = z.infer<typeof NhiePreludeViewSchema>;

export const nhiePrelude: LobbyPrelude<NhieSettings, NhieIntent, NhiePrelude> = {
	schema: NhiePreludeSchema,
	viewSchema: NhiePreludeViewSchema,
	apply: (prelude, seat, intent, settings) => {
		const own = prelude?.own ?? [];
		if (intent.type === 'remove_question') {
			if (!seat.isHost) return { ok: false, reason: 'host_only' };
			const left = withoutOwn(own, intent.id);
			return left ? { ok: true, state: { own: left } } : { ok: false, reason: 'own_unknown' };
		}
		// everything else waits for the start
		if (intent.type !== 'add_question') return { ok: false, reason: 'not_started' };
		const { language, nsfw } = settings;
		const added = withOwn(own, intent.text, { language, nsfw, tone: 'safe' });
		return added.ok ? { ok: true, state: { own: added.own } } : added;
	},
	project: (prelude, seat): NhiePreludeView => ownView(prelude?.own ?? [], seat.isHost)
};
