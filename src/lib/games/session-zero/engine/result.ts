import { levelOf, type ConfidenceLevel } from './confidence';
import { answeredModules, axisAnswers, type AxisAnswer } from './answered';
import { drawOf } from './clusters';
import { indexPack, isKeyAxis, levelsOf } from './defaults';
import type { QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';

export type AxisResult = {
	id: string;
	score: number;
	confidence: number;
	level: ConfidenceLevel;
	key: boolean;
	/** answered.ts: chosen by an answer about it, inferred from other answers, or not asked. */
	answer: AxisAnswer;
};
export type RunResult = {
	axes: AxisResult[];
	/** The modules and modes the run asked about (a missing one was not asked). */
	modules: { id: string; level: number; confidence: number }[];
	modes: Record<string, string>;
	leader: string | null;
	/** Cluster ids, best first. */
	ranking: { id: string; score: number }[];
	margin: number;
	/** The 2–3 clusters of a draw (seed 002 section 11), or null when the leader is clear. */
	draw: string[] | null;
};

export const summarise = (pack: QuestionnairePack, s: SessionZeroState): RunResult => {
	const levels = levelsOf(pack);
	const answers = axisAnswers(pack, s.log);
	const spoken = answeredModules(pack, s.log);
	return {
		axes: pack.axes.map((a) => ({
			id: a.id,
			score: s.axes[a.id].score,
			confidence: s.axes[a.id].confidence,
			level: levelOf(s.axes[a.id].confidence, levels),
			key: isKeyAxis(a),
			answer: answers[a.id]
		})),
		// session-zero.md "Not asked": only what an answer spoke about; the rest shows "not asked" and
		// stays out of the share payload (a side note of another question's evidence is not an answer)
		modules: pack.modules
			.filter((m) => spoken.has(m.id))
			.map((m) => ({ id: m.id, level: s.modules[m.id].level, confidence: s.modules[m.id].confidence })),
		modes: Object.fromEntries(
			pack.modes.filter((m) => s.modes_answered[m.id]).map((m) => [m.id, s.modes[m.id]])
		),
		leader: s.candidates.leader,
		ranking: Object.entries(s.candidates.clusters)
			.map(([id, v]) => ({ id, score: v.score }))
			// stable: equal scores keep the ranking's order (by raw score, then id: clusters.ts)
			.sort((a, b) => b.score - a.score),
		margin: s.candidates.margin,
		draw: drawOf(pack, s.candidates)
	};
};

export type AxisReason = { qid: string; answer: string | number; delta: number };
export type AxisExplanation = { axis: string; direction: 'neg' | 'pos' | 'centre'; from: AxisReason[] };

/**
 * seed 002 section 13: from the log, the answers that moved each axis most (the UI turns these into
 * plain sentences), and the axes that fit the leading cluster best.
 */
export const explain = (
	pack: QuestionnairePack,
	s: SessionZeroState
): { axes: AxisExplanation[]; leaderFits: string[] } => {
	const idx = indexPack(pack);
	// docs/session-zero.md "Content-limits checklist": a question or option tagged with a Line is never quoted, whenever the Line was drawn.
	const lined = (qid: string) =>
		idx.byId.get(qid)?.contentTags.some((t) => s.safety.lines.includes(t)) ?? true;
	const axes = pack.axes.map((a): AxisExplanation => {
		const from = s.log
			.filter((e) => !lined(e.qid))
			.flatMap((e) => {
				const c = e.axis_changes[a.id];
				return c && c.delta !== 0 ? [{ qid: e.qid, answer: e.answer, delta: c.delta }] : [];
			})
			.filter((r) => Math.sign(r.delta) === Math.sign(s.axes[a.id].score) || s.axes[a.id].score === 0)
			.sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta))
			.slice(0, 2);
		const score = s.axes[a.id].score;
		return { axis: a.id, direction: score > 0 ? 'pos' : score < 0 ? 'neg' : 'centre', from };
	});
	const leader = s.candidates.leader;
	const leaderFits = leader
		? s.candidates.clusters[leader].why.filter((w) => w.endsWith(':+')).map((w) => w.slice(0, -2))
		: [];
	return { axes, leaderFits: leaderFits.filter((k) => indexPack(pack).axisById.has(k)) };
};
