import type { QuestionnairePack, SessionZeroState, RunResult } from '$lib/games/session-zero/engine';
import { indexPack } from '$lib/games/session-zero/engine/defaults';
import { explain } from '$lib/games/session-zero/engine/result';
import type { quizMessages } from './messages';

type M = ReturnType<typeof quizMessages>;

/** seed 002 section 13: the log turned into plain sentences, one per axis plus the leading setting. */
export const whySentences = (pack: QuestionnairePack, s: SessionZeroState, r: RunResult, m: M): string[] => {
	const idx = indexPack(pack);
	const ex = explain(pack, s);
	const out: string[] = [];
	for (const a of r.axes) {
		const head = axisSentence(pack, a.id, r, m);
		const reason = ex.axes.find((x) => x.axis === a.id)?.from[0];
		if (!reason || a.level === 'none' || Math.abs(a.score) < 0.5) {
			out.push(head);
			continue;
		}
		const q = idx.byId.get(reason.qid)!.q;
		const veiled =
			!!q.veil_variants && idx.byId.get(reason.qid)!.contentTags.some((t) => s.safety.veils.includes(t));
		const prompt = (veiled ? q.veil_variants?.prompt : undefined) ?? q.prompt;
		const because =
			typeof reason.answer === 'number'
				? m.becauseSlider(reason.answer, prompt)
				: m.because(
						(veiled ? q.veil_variants?.options?.[reason.answer] : undefined) ??
							q.options?.find((o) => o.id === reason.answer)?.label ??
							reason.answer,
						prompt
					);
		out.push(/[?!.…]”?»?$/.test(because) ? `${head} ${because}` : `${head} ${because}.`);
	}
	const leader = leaderSentence(pack, r, ex.leaderFits, m);
	if (leader) out.push(leader);
	return out;
};

export const axisSentence = (pack: QuestionnairePack, axisId: string, r: RunResult, m: M): string => {
	const def = pack.axes.find((a) => a.id === axisId)!;
	const a = r.axes.find((x) => x.id === axisId)!;
	// session-zero.md "Not asked": a scale no answer touched is said so; only a scale the player
	// answered about is their choice (leanTo), one moved by other answers reads as inferred
	if (a.answer === 'not_asked') return m.notAskedAxis(def.title);
	if (a.level === 'none') return m.unknownAxis(def.title);
	const conf = m.confidence[a.level];
	if (Math.abs(a.score) < 0.5) return m.centre(def.title, conf);
	const pole = a.score > 0 ? def.polarity.pos_label : def.polarity.neg_label;
	return a.answer === 'chosen' ? m.leanTo(def.title, pole, conf) : m.leanToInferred(def.title, pole, conf);
};

export const leaderSentence = (
	pack: QuestionnairePack,
	r: RunResult,
	fits: string[],
	m: M
): string | null => {
	const c = pack.clusters.find((x) => x.id === r.leader);
	if (!c || r.draw) return null; // a draw is explained by its own card
	const titles = fits.slice(0, 3).map((id) => pack.axes.find((a) => a.id === id)?.title.toLowerCase() ?? id);
	return titles.length ? m.leaderWhy(c.title, titles.join(', ')) : m.leaderWhyNone(c.title);
};
