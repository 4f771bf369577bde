import type {
	ChecklistTopic,
	Effects,
	QuestionContract,
	QuestionnairePack,
	SafetyProfileState
} from './schema';

/**
 * The content-limits checklist (docs/session-zero.md "Content-limits checklist", our addition to seed 002 section 3.4/section 7): a screen per group,
 * each topic marked fine / Veil / Line. A mark applies to exactly the topic's content tags.
 *
 * An answer to a checklist screen is one string, so runs, Back, resume and the sim keep their
 * `string | number` answers: the topics that are not fine, in the screen's order, as
 * `topic:mark` joined by commas (`"sexual_violence:line,torture:veil"`); `""` = all fine.
 */
export const CHECKLIST_MARKS = ['fine', 'veil', 'line'] as const;
export type ChecklistMark = (typeof CHECKLIST_MARKS)[number];
export type ChecklistMarks = Record<string, ChecklistMark>;

const isMark = (m: string): m is ChecklistMark => (CHECKLIST_MARKS as readonly string[]).includes(m);

/** The canonical answer string of `marks` for screen `q` (topics not in `q` are left out). */
export const encodeChecklist = (q: QuestionContract, marks: Readonly<Record<string, string>>): string =>
	(q.checklist?.topics ?? [])
		.flatMap((t) => {
			const m = marks[t.id];
			return m === 'veil' || m === 'line' ? [`${t.id}:${m}`] : [];
		})
		.join(',');

/** Reads a checklist answer: every topic of `q` gets a mark (unlisted = fine); bad input is named. */
export const parseChecklist = (
	q: QuestionContract,
	value: string
): { ok: true; marks: ChecklistMarks } | { ok: false; error: string } => {
	const topics = q.checklist?.topics ?? [];
	const marks: ChecklistMarks = Object.fromEntries(topics.map((t) => [t.id, 'fine' as const]));
	const seen = new Set<string>();
	for (const part of value.split(',')) {
		if (!part.trim()) continue;
		const [topic, mark = '', ...rest] = part.split(':').map((x) => x.trim());
		if (!topics.some((t) => t.id === topic))
			return { ok: false, error: `checklist "${q.id}" has no topic "${topic}"` };
		if (rest.length || !isMark(mark))
			return { ok: false, error: `topic "${topic}": the mark is fine, veil or line, not "${mark}"` };
		if (seen.has(topic)) return { ok: false, error: `topic "${topic}" is marked twice` };
		seen.add(topic);
		marks[topic] = mark;
	}
	return { ok: true, marks };
};

/**
 * The safety effects of a checklist answer: each topic's tags leave the Lines and Veils, then a
 * Line or Veil puts them back on that side — nothing outside the screen's topics changes. The
 * profile is complete once every checklist screen of the pack is answered (seed 002 section 7.2) and
 * never goes back from complete.
 */
export const checklistEffects = (
	pack: QuestionnairePack,
	q: QuestionContract,
	marks: ChecklistMarks,
	asked: readonly string[],
	safety: SafetyProfileState
): Effects => {
	const topics = q.checklist?.topics ?? [];
	const tagsOf = (mark: ChecklistMark) => topics.filter((t) => marks[t.id] === mark).flatMap((t) => t.tags);
	const all = topics.flatMap((t) => t.tags);
	const done = pack.questions.every((x) => !x.checklist || asked.includes(x.id));
	return {
		set_safety: {
			lines_remove: all,
			veils_remove: all,
			lines_add: tagsOf('line'),
			veils_add: tagsOf('veil'),
			completion_mode: safety.completion_mode === 'completed' || done ? 'completed' : 'partial'
		}
	};
};

/** Every topic of the pack's checklist screens, in pack order. */
export const checklistTopics = (pack: QuestionnairePack): ChecklistTopic[] =>
	pack.questions.flatMap((q) => q.checklist?.topics ?? []);

/**
 * A topic's mark read from a tag profile: the strictest of its tags (a topic with one Line'd tag
 * reads as a Line — the safe reading for a GM). Works for any profile, including a sim's by tags.
 */
export const markOf = (topic: ChecklistTopic, safety: Pick<SafetyProfileState, 'lines' | 'veils'>) =>
	topic.tags.some((t) => safety.lines.includes(t))
		? 'line'
		: topic.tags.some((t) => safety.veils.includes(t))
			? 'veil'
			: 'fine';

/** The marks of screen `q`'s topics as the profile has them now (what the chips start from). */
export const marksFromProfile = (
	q: QuestionContract,
	safety: Pick<SafetyProfileState, 'lines' | 'veils'>
): ChecklistMarks => Object.fromEntries((q.checklist?.topics ?? []).map((t) => [t.id, markOf(t, safety)]));

/** The Line'd and Veil'd topics of a profile, by topic id (the share payload's `safety.topics`). */
export const topicsOf = (
	pack: QuestionnairePack,
	safety: Pick<SafetyProfileState, 'lines' | 'veils'>
): { lines: string[]; veils: string[] } => {
	const topics = checklistTopics(pack);
	return {
		lines: topics.filter((t) => markOf(t, safety) === 'line').map((t) => t.id),
		veils: topics.filter((t) => markOf(t, safety) === 'veil').map((t) => t.id)
	};
};

export type SafetyItem = { kind: 'topic' | 'tag'; id: string; label: string };

/**
 * Lines and Veils for people to read: per checklist topic (its label), plus any tag no topic
 * covers (its own label). `topics` (from a share link) wins over what the tags imply.
 */
export const readableSafety = (
	pack: QuestionnairePack,
	safety: { lines: string[]; veils: string[]; topics?: { lines: string[]; veils: string[] } }
): { lines: SafetyItem[]; veils: SafetyItem[] } => {
	const topics = checklistTopics(pack);
	const marked = safety.topics ?? topicsOf(pack, safety);
	const covered = new Set(topics.flatMap((t) => t.tags));
	const tagLabel = (id: string) => pack.safety_tags.find((t) => t.id === id)?.label ?? id;
	// each tag once: the views key these items by kind and id (a link may name one twice)
	const side = (topicIds: string[], tags: string[]): SafetyItem[] => [
		...topics
			.filter((t) => topicIds.includes(t.id))
			.map((t) => ({ kind: 'topic' as const, id: t.id, label: t.label })),
		...[...new Set(tags)]
			.filter((t) => !covered.has(t))
			.map((t) => ({ kind: 'tag' as const, id: t, label: tagLabel(t) }))
	];
	return { lines: side(marked.lines, safety.lines), veils: side(marked.veils, safety.veils) };
};

/**
 * Answers a question can be given without a UI (the sim's default, the progress forecast, tests):
 * its option ids, or for a checklist screen all fine, all Veil, all Line.
 */
export const choiceValues = (q: QuestionContract): string[] => {
	if (!q.checklist) return (q.options ?? []).map((o) => o.id);
	const all = (mark: ChecklistMark) =>
		encodeChecklist(q, Object.fromEntries(q.checklist!.topics.map((t) => [t.id, mark])));
	return CHECKLIST_MARKS.map(all);
};
