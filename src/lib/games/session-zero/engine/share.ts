import { topicsOf } from './checklist';
import { NOTE_CHARS, OWN_CHARS, OWN_MAX, SAFETY_TOOLS, type SafetyTool } from './own-limits';
import { rankClusters } from './clusters';
import { levelOf } from './confidence';
import { levelsOf } from './defaults';
import { explain, summarise, type RunResult } from './result';
import type { QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';
import type { SharePayload } from './share-schema';

export type { SharePayload };

/** What a player adds for the GM beyond the seed's payload (own-limits.ts). */
/**
 * How a GM payload's free text is cleaned: the content filter (own-text.ts `ownTextCleaner`), given by
 * the caller so that this module, which a start page loads, does not load the filter's lists. Without
 * one, entries are only trimmed and capped.
 */
export type OwnCleaner = {
	list: (list: readonly string[], language: string) => string[];
	note: (text: string, language: string) => string | null;
};

const capOnly: OwnCleaner = {
	list: (list) =>
		[
			...new Set(list.map((x) => x.replace(/\s+/g, ' ').trim()).filter((x) => x && x.length <= OWN_CHARS))
		].slice(0, OWN_MAX),
	note: (text) => {
		const t = text.replace(/\s+/g, ' ').trim();
		return t && t.length <= NOTE_CHARS ? t : null;
	}
};

export type ShareExtras = {
	gm: boolean;
	own?: { lines: readonly string[]; veils: readonly string[] };
	tools?: readonly SafetyTool[];
	note?: string;
	clean?: OwnCleaner;
};

export const buildSharePayload = (
	pack: QuestionnairePack,
	s: SessionZeroState,
	{ gm, own, tools, note, clean = capOnly }: ShareExtras = { gm: false }
): SharePayload => {
	const r = summarise(pack, s);
	const payload: SharePayload = {
		schema_version: 1,
		share_scope: gm ? 'gm' : 'public',
		safety_included: gm,
		pack: { id: pack.id, language: pack.language },
		axes: Object.fromEntries(r.axes.map((a) => [a.id, { score: a.score, confidence: a.confidence }])),
		modules: Object.fromEntries(r.modules.map((m) => [m.id, { level: m.level, confidence: m.confidence }])),
		modes: r.modes,
		result: {
			leader: r.leader,
			margin: r.margin,
			ranking: r.ranking,
			draw: r.draw,
			// the run's own reasons: a link without its log cannot rank them again the same way
			fits: explain(pack, s).leaderFits
		}
	};
	if (gm) {
		const topics = topicsOf(pack, s.safety);
		payload.safety = { lines: [...s.safety.lines], veils: [...s.safety.veils] };
		if (topics.lines.length || topics.veils.length) payload.safety.topics = topics;
		// own-limits.ts: free text only through the filter, and only with the GM tick (seed 002 section 12.2)
		const mine = {
			lines: clean.list(own?.lines ?? [], pack.language),
			veils: clean.list(own?.veils ?? [], pack.language)
		};
		if (mine.lines.length || mine.veils.length) payload.safety.own = mine;
		const n = note ? clean.note(note, pack.language) : null;
		if (n) payload.safety.access_note = n;
	}
	if (tools?.length) payload.tools = SAFETY_TOOLS.filter((t) => tools.includes(t));
	return payload;
};

/** Rebuilds the result view of a shared payload against the pack (read-only, no log). */
export const resultFromShare = (pack: QuestionnairePack, p: SharePayload): RunResult => {
	const levels = levelsOf(pack);
	return {
		axes: pack.axes.map((a) => {
			const v = p.axes[a.id] ?? { score: 0, confidence: 0 };
			return {
				id: a.id,
				score: v.score,
				confidence: v.confidence,
				level: levelOf(v.confidence, levels),
				key: a.key !== false,
				// a link carries no log: what it has was inferred, a scale at confidence 0 was not asked
				answer: v.confidence > 0 ? ('inferred' as const) : ('not_asked' as const)
			};
		}),
		modules: pack.modules.flatMap((m) =>
			p.modules[m.id]
				? [{ id: m.id, level: p.modules[m.id].level, confidence: p.modules[m.id].confidence }]
				: []
		),
		modes: { ...p.modes },
		leader: p.result.leader,
		ranking: p.result.ranking,
		margin: p.result.margin,
		draw: p.result.draw
	};
};

/**
 * Which axes make the leading cluster fit (for the "why" of a shared result, which has no log): the
 * ones the run carried in the link, so the link says what the player's own result said; a link made
 * before it carried them is ranked again from its axes.
 */
export const leaderFitsOf = (
	pack: QuestionnairePack,
	r: RunResult,
	carried?: readonly string[]
): string[] => {
	if (!r.leader) return [];
	if (carried) return carried.filter((axis) => pack.axes.some((a) => a.id === axis));
	const axes = Object.fromEntries(
		r.axes.map((a) => [
			a.id,
			{ score: a.score, confidence: a.confidence, evidence: 0, recent_deltas: [], conflicts: 0 }
		])
	);
	const ranked = rankClusters(pack, { axes, tags: [] }).find((c) => c.id === r.leader);
	return (ranked?.why ?? []).filter((w) => w.endsWith(':+')).map((w) => w.slice(0, -2));
};
