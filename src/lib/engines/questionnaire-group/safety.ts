import type { QuestionnairePack } from '../questionnaire';
import type { GroupPlayer } from './players';

/**
 * issue 17 "combined Lines and Veils": anyone's Line is the table's Line, never saying whose. The union
 * is canonical (aliases → tag ids), deduplicated and sorted by id, so it carries no trace of who gave
 * what or in which order; a topic that is anyone's Line is not also listed as a Veil.
 */
export const combinedSafety = (
	pack: QuestionnairePack,
	players: GroupPlayer[]
): { lines: string[]; veils: string[]; shared_by: number } => {
	const canon = new Map(
		pack.safety_tags.flatMap((t) => [
			[t.id, t.id] as const,
			...(t.aliases ?? []).map((a) => [a, t.id] as const)
		])
	);
	const lines = new Set<string>();
	const veils = new Set<string>();
	let sharedBy = 0;
	for (const p of players) {
		const s = p.payload.safety;
		if (!s) continue;
		sharedBy++;
		for (const t of s.lines) lines.add(canon.get(t) ?? t);
		for (const t of s.veils) veils.add(canon.get(t) ?? t);
	}
	const sorted = (xs: Iterable<string>) => [...xs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
	return {
		lines: sorted(lines),
		veils: sorted([...veils].filter((t) => !lines.has(t))),
		shared_by: sharedBy
	};
};
