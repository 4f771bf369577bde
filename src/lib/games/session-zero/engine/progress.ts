import { choiceValues } from './checklist';
import { indexPack } from './defaults';
import { answerCurrent } from './machine';
import type { Effects, QuestionContract, QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';

const evidenceOf = (e: Effects | undefined): number =>
	[e?.axis_evidence, e?.evidence, e?.module_evidence].reduce(
		(n, r) => n + Object.values(r ?? {}).reduce((a, b) => a + b, 0),
		0
	);

/** The answer that tells the engine the most (ties: the first), so the estimate is not pessimistic. */
const informativeAnswer = (q: QuestionContract): string | number => {
	if (q.type === 'slider') {
		const r = (q.effects_by_range ?? []).reduce<{ v: number; ev: number } | null>((best, x) => {
			const ev = evidenceOf(x.effects);
			return !best || ev > best.ev ? { v: x.range.min, ev } : best;
		}, null);
		return r?.v ?? q.slider!.default;
	}
	if (q.checklist) return choiceValues(q)[0]; // all fine: a checklist screen moves no axis
	const opts = q.options ?? [];
	return opts.reduce((best, o) => (evidenceOf(o.effects) > evidenceOf(best.effects) ? o : best), opts[0]).id;
};

/**
 * "About N left" (session-zero.md) that neither stalls nor overshoots: the run is played
 * forward from here with the most informative answer to every question, by the same engine and stop
 * rules, and the answers it takes to reach a proposal (or the end) are counted. The current question
 * counts. Deterministic and bounded by max_questions.
 */
export const estimateRemaining = (pack: QuestionnairePack, s: SessionZeroState): number => {
	if (s.phase !== 'RENDER_QUESTION' || !s.current) return 0;
	if (s.flow) return s.flow.queue.length + 1;
	let t = s;
	let n = 0;
	while (t.phase === 'RENDER_QUESTION' && t.current && n <= t.stop.max_questions) {
		const r = answerCurrent(pack, t, informativeAnswer(indexPack(pack).byId.get(t.current.qid)!.q), 0);
		if (!r.ok) break;
		t = r.state;
		n++;
	}
	return Math.max(1, n);
};
