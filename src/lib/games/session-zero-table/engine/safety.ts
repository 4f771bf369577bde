import { topicsOf, type QuestionnairePack } from '$lib/games/session-zero/engine';
import type { GroupPlayer } from './players';

/**
 * docs/session-zero.md "Session zero for a group" "combined Lines and Veils": anyone's Line is the table's Line, never saying whose. The union
 * is canonical (aliases → tag ids), deduplicated and sorted by id, so it carries no trace of who gave
 * what or in which order; a topic that is anyone's Line is not also listed as a Veil.
 *
 * docs/session-zero.md "Content-limits checklist": the checklist topics too (`topics`, for `readableSafety` — the GM reads topic labels, not
 * tags): a player's marked topics, and every topic their tags imply (a payload without `topics`, or a
 * tag Line'd by a question rather than the checklist) — the strictest reading, as for one player.
 */
export const combinedSafety = (
	pack: QuestionnairePack,
	players: GroupPlayer[]
): { lines: string[]; veils: string[]; topics: { lines: string[]; veils: string[] }; shared_by: number } => {
	const canon = new Map(
		pack.safety_tags.flatMap((t) => [
			[t.id, t.id] as const,
			...(t.aliases ?? []).map((a) => [a, t.id] as const)
		])
	);
	const lines = new Set<string>();
	const veils = new Set<string>();
	const topicLines = new Set<string>();
	const topicVeils = new Set<string>();
	let sharedBy = 0;
	for (const p of players) {
		const s = p.payload.safety;
		if (!s) continue;
		sharedBy++;
		for (const t of s.lines) lines.add(canon.get(t) ?? t);
		for (const t of s.veils) veils.add(canon.get(t) ?? t);
		const implied = topicsOf(pack, {
			lines: s.lines.map((t) => canon.get(t) ?? t),
			veils: s.veils.map((t) => canon.get(t) ?? t)
		});
		for (const t of [...(s.topics?.lines ?? []), ...implied.lines]) topicLines.add(t);
		for (const t of [...(s.topics?.veils ?? []), ...implied.veils]) topicVeils.add(t);
	}
	const sorted = (xs: Iterable<string>) => [...xs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
	return {
		lines: sorted(lines),
		veils: sorted([...veils].filter((t) => !lines.has(t))),
		topics: {
			lines: sorted(topicLines),
			veils: sorted([...topicVeils].filter((t) => !topicLines.has(t)))
		},
		shared_by: sharedBy
	};
};
