import type { QuestionnairePack } from '$lib/games/session-zero/engine';
import type { GroupPlayer } from './players';

/** Values that take no side: "not decided" and "either" never conflict with anything. */
const NEUTRAL = new Set(['unknown', 'either']);

export type ModeTally = {
	/** value → how many players chose it (values in the pack's order). */
	counts: Record<string, number>;
	not_asked: number;
	conflict: boolean;
	/**
	 * What the charter writes: the one value everyone who took a side agrees on; with a conflict on a
	 * yes/no rule anyone's "no" stands (like a Line); otherwise null, "to talk about".
	 */
	agreed: string | null;
};
export type ModeConflict = { mode: string; values: { value: string; count: number }[]; prompt: string };

const valuesOf = (m: QuestionnairePack['modes'][number]) =>
	m.type === 'enum' ? (m.values ?? []) : m.type === 'bool' ? ['true', 'false'] : ['true', 'false', 'unknown'];

export const modeTallies = (pack: QuestionnairePack, players: GroupPlayer[]): Record<string, ModeTally> =>
	Object.fromEntries(
		pack.modes.map((m) => {
			const counts: Record<string, number> = {};
			for (const v of valuesOf(m)) counts[v] = 0;
			let notAsked = 0;
			for (const p of players) {
				const v = p.payload.modes[m.id];
				if (v === undefined) notAsked++;
				else counts[v] = (counts[v] ?? 0) + 1;
			}
			const sides = Object.keys(counts).filter((v) => counts[v] > 0 && !NEUTRAL.has(v));
			const conflict = sides.length > 1;
			const yesNo = m.type !== 'enum';
			const agreed = !conflict ? (sides[0] ?? null) : yesNo && counts.false > 0 ? 'false' : null;
			return [m.id, { counts, not_asked: notAsked, conflict, agreed }];
		})
	);

export const modeConflicts = (
	pack: QuestionnairePack,
	tallies: Record<string, ModeTally>,
	promptOf: (mode: string, values: { value: string; count: number }[]) => string
): ModeConflict[] =>
	pack.modes
		.filter((m) => tallies[m.id].conflict)
		.map((m) => {
			const values = Object.entries(tallies[m.id].counts)
				.filter(([, n]) => n > 0)
				.map(([value, count]) => ({ value, count }))
				.sort((a, b) => b.count - a.count);
			return { mode: m.id, values, prompt: promptOf(m.id, values) };
		});

/** Whether any player answered any table rule: with none, the view claims nothing about the rules. */
export const anyRuleAsked = (tallies: Record<string, ModeTally>): boolean =>
	Object.values(tallies).some((t) => Object.values(t.counts).some((n) => n > 0));
