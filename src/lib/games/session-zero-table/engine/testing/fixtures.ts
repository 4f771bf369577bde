import { readFileSync } from 'node:fs';
import {
	validateQuestionnairePack,
	type QuestionnairePack,
	type SharePayload
} from '$lib/games/session-zero/engine';

/** TEST HELPER: the built-in Session zero pack and share payloads on it (docs/session-zero.md "Session zero for a group" tests). */
export const loadPack = (lang: string): QuestionnairePack => {
	const r = validateQuestionnairePack(
		JSON.parse(readFileSync(`question-packs/questionnaire/session-zero.${lang}.json`, 'utf8'))
	);
	if (!r.ok) throw new Error('pack');
	return r.pack;
};

/** A payload with these scale scores; Lines or Veils given ⇒ the GM variant that carries them. */
export const payloadOn =
	(pack: QuestionnairePack) =>
	(
		axes: Record<string, number>,
		extra: Partial<SharePayload> & { lines?: string[]; veils?: string[] } = {}
	): SharePayload => {
		const { lines, veils, ...rest } = extra;
		const shared = lines !== undefined || veils !== undefined;
		return {
			schema_version: 1,
			share_scope: shared ? 'gm' : 'public',
			safety_included: shared,
			pack: { id: 'session-zero', language: 'en' },
			axes: Object.fromEntries(pack.axes.map((a) => [a.id, { score: axes[a.id] ?? 0, confidence: 0.8 }])),
			modules: {},
			modes: {},
			result: { leader: null, margin: 0, ranking: [], draw: null },
			...rest,
			...(shared ? { safety: { lines: lines ?? [], veils: veils ?? [] } } : {})
		};
	};
