import { z } from 'zod';
import { cappedRecord, uniqueList } from '$lib/engines/kit/schema-caps';
import type { QuestionnairePack } from '$lib/games/session-zero/engine';
import type { GroupView } from './group';

const id = z.string().min(1).max(120);

/**
 * docs/session-zero.md "Session zero for a group" "one-page table charter": what the table agreed — the setting (and the runner-up), the
 * group's place on each scale, the combined Lines and Veils, the table rules. No player appears in it,
 * so it can travel in a share link.
 */
export const CharterSchema = z.strictObject({
	v: z.literal(1),
	name: z.string().max(120),
	pack: z.strictObject({ id, language: z.string().min(2).max(35) }),
	setting: id.nullable(),
	runner_up: id.nullable(),
	/** The group's mean per scale (a scale nobody answered is left out). */
	axes: cappedRecord(id, z.number().min(-1000).max(1000), 200),
	// each named once: the charter page keys its lists by id
	lines: uniqueList(id, 200),
	veils: uniqueList(id, 200),
	/** docs/session-zero.md "Content-limits checklist": the checklist topics behind the Lines and Veils (optional: older charter links decode). */
	topics: z.strictObject({ lines: uniqueList(id, 200), veils: uniqueList(id, 200) }).optional(),
	/** A table rule's agreed value, or null: to talk about. */
	modes: cappedRecord(id, id.nullable(), 200)
});
export type Charter = z.infer<typeof CharterSchema>;

export const charterOf = (pack: QuestionnairePack, view: GroupView, name: string): Charter => ({
	v: 1,
	name,
	pack: { id: pack.id, language: pack.language },
	setting: view.proposal.leader,
	runner_up: view.proposal.runner_up,
	axes: Object.fromEntries(
		pack.axes.flatMap((a) => {
			const mean = view.axes[a.id]?.mean;
			return mean === null || mean === undefined ? [] : [[a.id, Math.round(mean * 10) / 10]];
		})
	),
	lines: view.lines,
	veils: view.veils,
	...(view.safety_topics.lines.length || view.safety_topics.veils.length
		? { topics: view.safety_topics }
		: {}),
	modes: Object.fromEntries(
		pack.modes.flatMap((m) => {
			const t = view.modes[m.id];
			const asked = t && Object.values(t.counts).some((n) => n > 0);
			return asked ? [[m.id, t.agreed]] : [];
		})
	)
});
