import { z } from 'zod';
import { cappedRecord, uniqueList } from '$lib/engines/kit/schema-caps';
import type { QuestionnairePack } from '$lib/games/session-zero/engine';
import { OWN_CHARS, SAFETY_TOOLS, type SafetyTool } from '$lib/games/session-zero/engine/own-limits';
import type { GroupView } from './group';

const id = z.string().min(1).max(120);
const count = z.number().int().min(0).max(1000);

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
	/**
	 * Where the players sit on each scale, anonymously — the range and how many lean each way — and
	 * whether it is one of the group view's "talk about these first" (optional: older links decode).
	 */
	scales: z
		.record(
			id,
			z.strictObject({
				min: z.number().min(-1000).max(1000),
				max: z.number().min(-1000).max(1000),
				neg: count,
				centre: count,
				pos: count,
				talk: z.boolean()
			})
		)
		.optional(),
	/** A table rule's agreed value, or null: to talk about. */
	modes: cappedRecord(id, id.nullable(), 200),
	/** The players' own Lines and Veils in free text, no name (own-words.ts; optional: older links). */
	own: z
		.strictObject({
			lines: z.array(z.string().max(OWN_CHARS)).max(200),
			veils: z.array(z.string().max(OWN_CHARS)).max(200)
		})
		.optional(),
	/** The safety tools the GM chose with the players' votes (optional: older links). */
	tools: z.array(z.enum(SAFETY_TOOLS)).max(SAFETY_TOOLS.length).optional()
});
export type Charter = z.infer<typeof CharterSchema>;

const round = (x: number) => Math.round(x * 10) / 10;

export const charterOf = (
	pack: QuestionnairePack,
	view: GroupView,
	name: string,
	tools: readonly SafetyTool[] = []
): Charter => ({
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
	scales: Object.fromEntries(
		pack.axes.flatMap((a) => {
			const s = view.axes[a.id];
			if (!s || s.min === null || s.max === null) return [];
			const talk = view.disagreements.some((d) => d.axis === a.id);
			const { neg, centre, pos } = s.lean;
			return [[a.id, { min: round(s.min), max: round(s.max), neg, centre, pos, talk }]];
		})
	),
	modes: Object.fromEntries(
		pack.modes.flatMap((m) => {
			const t = view.modes[m.id];
			const asked = t && Object.values(t.counts).some((n) => n > 0);
			return asked ? [[m.id, t.agreed]] : [];
		})
	),
	...(view.own_lines.length || view.own_veils.length
		? { own: { lines: view.own_lines, veils: view.own_veils } }
		: {}),
	...(tools.length ? { tools: SAFETY_TOOLS.filter((t) => tools.includes(t)) } : {})
});

/**
 * What the charter says of one scale (docs/session-zero.md "The charter"): `not_asked` when nobody
 * answered for it; `split` when some lean each way and far apart; `degree` when one way but far apart
 * (both are the group view's "talk about these first"); `around` when some lean a little each way,
 * close together; `middle` only when every player sits in the middle;
 * otherwise `leans` to the side the players who lean are on. An older link (no `scales`) reads by the
 * mean, as it was written.
 */
export type ScaleVerdict =
	| { kind: 'not_asked' }
	| { kind: 'middle' }
	| { kind: 'leans'; side: 'neg' | 'pos' }
	| { kind: 'around'; min: number; max: number }
	| {
			kind: 'split' | 'degree';
			side: 'neg' | 'pos';
			min: number;
			max: number;
			neg: number;
			centre: number;
			pos: number;
	  };

export const scaleVerdict = (pack: QuestionnairePack, c: Charter, axis: string): ScaleVerdict => {
	const def = pack.axes.find((a) => a.id === axis);
	const mean = c.axes[axis];
	if (!def || mean === undefined) return { kind: 'not_asked' };
	const sc = c.scales?.[axis];
	const bySide = (): 'neg' | 'pos' => (mean >= 0 ? 'pos' : 'neg');
	if (!sc) {
		const t = 0.2 * (Math.max(Math.abs(def.score_range.min), Math.abs(def.score_range.max)) || 1);
		return Math.abs(mean) < t ? { kind: 'middle' } : { kind: 'leans', side: bySide() };
	}
	const both = sc.neg > 0 && sc.pos > 0;
	if (both && sc.talk) return { kind: 'split', side: sc.pos >= sc.neg ? 'pos' : 'neg', ...sc };
	// players a little either side, close together: not "in the middle", not worth a talk
	if (both) return { kind: 'around', min: sc.min, max: sc.max };
	if (sc.talk) return { kind: 'degree', side: sc.pos > 0 ? 'pos' : sc.neg > 0 ? 'neg' : bySide(), ...sc };
	if (sc.neg === 0 && sc.pos === 0) return { kind: 'middle' };
	return { kind: 'leans', side: sc.pos > 0 ? 'pos' : 'neg' };
};
