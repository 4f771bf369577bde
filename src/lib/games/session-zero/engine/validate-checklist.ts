import type { QuestionnairePack } from './schema';

type Issue = { path: string; message: string };

/** A checklist screen should fit one phone screen (docs/session-zero.md "Content-limits checklist": "chips, one screen per group"). */
export const MAX_TOPICS_PER_SCREEN = 10;

/**
 * The checklist screens (session-zero.md "Content-limits checklist"): only on `safety`
 * questions, without options; topic ids unique in the pack; every topic tag a known safety tag
 * and in one topic only (a mark changes exactly its topic's tags). Warnings: a screen longer than a
 * phone, a safety tag no topic lets anyone mark.
 */
export const checklistIssues = (
	pack: QuestionnairePack,
	tags: ReadonlySet<string>,
	errors: Issue[],
	warnings: Issue[]
): void => {
	const topicAt = new Map<string, string>();
	const tagTopic = new Map<string, string>();
	pack.questions.forEach((q, i) => {
		const c = q.checklist;
		if (!c) return;
		const at = `questions[${i}]`;
		if (q.type !== 'safety')
			errors.push({ path: `${at}.checklist`, message: `a ${q.type} question cannot be a checklist screen` });
		if (q.options?.length)
			errors.push({ path: `${at}.options`, message: 'a checklist screen has topics, not options' });
		if (c.topics.length > MAX_TOPICS_PER_SCREEN)
			warnings.push({
				path: `${at}.checklist.topics`,
				message: `${c.topics.length} topics on one screen (more than ${MAX_TOPICS_PER_SCREEN} will not fit a phone)`
			});
		c.topics.forEach((t, k) => {
			const tp = `${at}.checklist.topics[${k}]`;
			if (topicAt.has(t.id))
				errors.push({
					path: `${tp}.id`,
					message: `duplicate topic id "${t.id}" (also at ${topicAt.get(t.id)})`
				});
			else topicAt.set(t.id, tp);
			t.tags.forEach((tag, j) => {
				if (!tags.has(tag))
					errors.push({ path: `${tp}.tags[${j}]`, message: `unknown content tag "${tag}"` });
				else if (tagTopic.has(tag) && tagTopic.get(tag) !== t.id)
					errors.push({
						path: `${tp}.tags[${j}]`,
						message: `tag "${tag}" is already in topic "${tagTopic.get(tag)}" (a tag belongs to one topic)`
					});
				else tagTopic.set(tag, t.id);
			});
		});
	});
	if (!topicAt.size) return;
	pack.safety_tags.forEach((t, i) => {
		if (!tagTopic.has(t.id))
			warnings.push({
				path: `safety_tags[${i}]`,
				message: `tag "${t.id}" is in no checklist topic, so no one can mark it`
			});
	});
};
