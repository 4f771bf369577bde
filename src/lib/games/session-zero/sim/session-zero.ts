import { z } from 'zod';
import {
	answerCurrent,
	buildSharePayload,
	CHECKLIST_MARKS,
	checklistTopics,
	choiceValues,
	encodeChecklist,
	indexPack,
	keepAnswering,
	renderQuestion,
	startRun,
	topicsOf,
	validateQuestionnairePack,
	type QuestionnairePack,
	type SessionZeroState
} from '$lib/games/session-zero/engine';
import { SimInputError, type SimEngine } from '$lib/sim/types';

/** sim.md "session-zero (seed 002)". */
const ScenarioSchema = z.object({
	engine: z.literal('session-zero'),
	pack: z
		.union([z.string().min(1), z.record(z.string(), z.unknown())])
		.default('question-packs/questionnaire/session-zero.en.json'),
	answers: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
	default_answer: z.enum(['first', 'skip']).default('first'),
	/** Marks for checklist topics by topic id (docs/session-zero.md "Content-limits checklist"); a topic not named here is fine. */
	checklist: z.record(z.string(), z.enum(CHECKLIST_MARKS)).default({}),
	safety: z
		.object({
			lines: z.array(z.string()).default([]),
			veils: z.array(z.string()).default([]),
			completion_mode: z.enum(['unset', 'partial', 'completed']).default('unset')
		})
		.optional(),
	continue_after_propose: z.boolean().default(false),
	share_for_gm: z.boolean().default(false)
});
type Scenario = z.infer<typeof ScenarioSchema>;

export const loadPack = async (
	ref: string | Record<string, unknown>,
	readJson: (p: string, field?: string) => Promise<unknown>
): Promise<QuestionnairePack> => {
	const json = typeof ref === 'string' ? await readJson(ref, 'pack') : ref;
	const r = validateQuestionnairePack(json);
	if (!r.ok) throw new SimInputError(`pack: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
	return r.pack;
};

const answerFor = (pack: QuestionnairePack, sc: Scenario, qid: string): string | number => {
	const q = indexPack(pack).byId.get(qid)!.q;
	if (qid in sc.answers) return sc.answers[qid];
	if (q.type === 'slider') return q.slider!.default;
	if (q.checklist) return encodeChecklist(q, sc.checklist);
	if (sc.default_answer === 'skip' && q.skip_option) return q.skip_option;
	return choiceValues(q)[0];
};

const engine: SimEngine<Scenario> = {
	schema: ScenarioSchema,
	run: async (sc, ctx) => {
		const pack = await loadPack(sc.pack, ctx.readJson);
		const topics = new Set(checklistTopics(pack).map((t) => t.id));
		for (const id of Object.keys(sc.checklist))
			if (!topics.has(id))
				throw new SimInputError(`checklist.${id}: the pack has no checklist topic "${id}"`);
		const canon = new Map(pack.safety_tags.flatMap((t) => (t.aliases ?? []).map((a) => [a, t.id] as const)));
		const canonical = (tags: string[]) => [...new Set(tags.map((t) => canon.get(t) ?? t))];
		const safety = sc.safety && {
			lines: canonical(sc.safety.lines),
			veils: canonical(sc.safety.veils),
			completion_mode: sc.safety.completion_mode
		};
		let s: SessionZeroState = startRun(pack, { session_id: 'sim', ts: 0, safety });
		const rendered = [];
		// S1→S5 until S6 (unless continue_after_propose), S7, max_questions or nothing left.
		for (let i = 0; i < 10_000; i++) {
			if (s.phase === 'PROPOSE_RESULT' && sc.continue_after_propose) {
				const k = keepAnswering(pack, s);
				if (!k.ok) break;
				s = k.state;
				continue;
			}
			if (s.phase !== 'RENDER_QUESTION' || !s.current) break;
			const q = indexPack(pack).byId.get(s.current.qid)!.q;
			const view = renderQuestion(q, s.current.veiled);
			rendered.push({
				qid: view.qid,
				type: view.type,
				prompt: view.prompt,
				veiled: view.veiled,
				options: view.options.map((o) => ({ id: o.id, label: o.label })),
				...(view.slider ? { slider: view.slider } : {}),
				...(view.topics ? { topics: view.topics.map((t) => ({ id: t.id, label: t.label })) } : {}),
				picked_by: s.current.picked_by,
				reason: s.current.reason
			});
			const value = answerFor(pack, sc, q.id);
			const r = answerCurrent(pack, s, value, i + 1);
			if (!r.ok) throw new SimInputError(`answers.${q.id}: ${r.error}`);
			s = r.state;
		}
		const out: Record<string, unknown> = {
			asked: s.asked,
			rendered,
			log: s.log,
			state: { axes: s.axes, modules: s.modules, modes: s.modes, safety: s.safety, tags: s.tags },
			safety_topics: topicsOf(pack, s.safety),
			candidates: s.candidates,
			phase: s.phase,
			stop_reason: s.stop_reason,
			share: buildSharePayload(pack, s)
		};
		if (sc.share_for_gm) out.share_gm = buildSharePayload(pack, s, { gm: true });
		return out;
	}
};

export default engine;
