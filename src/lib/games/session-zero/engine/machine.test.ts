import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceValues } from './checklist';
import { indexPack } from './defaults';
import { answerCurrent, keepAnswering, replay, seeResult, startFlow, startRun, undoLast } from './machine';
import type { QuestionnairePack } from './schema';
import { buildSharePayload } from './share';
import { SharePayloadSchema } from './share-schema';
import { ALLOWED_TRANSITIONS, type SessionZeroState } from './state';
import { summarise } from './result';
import { proposalReason } from './stop';
import { testPack } from './testing/test-pack';
import { validateQuestionnairePack } from './validate';

const load = (edit?: (p: QuestionnairePack) => void): QuestionnairePack => {
	const raw = testPack();
	edit?.(raw);
	const r = validateQuestionnairePack(raw);
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.pack;
};
const firstAnswer = (pack: QuestionnairePack, s: SessionZeroState, pickIndex = 0): string | number => {
	const q = indexPack(pack).byId.get(s.current!.qid)!.q;
	if (q.type === 'slider') return q.slider!.default;
	return choiceValues(q)[pickIndex % choiceValues(q).length];
};
/** Answers until the run rests (S6/S7); keeps answering through proposals when asked to. */
const run = (pack: QuestionnairePack, picks: number[], keep = true): SessionZeroState => {
	let s = startRun(pack, { session_id: 'x', ts: 0 });
	let i = 0;
	for (let guard = 0; guard < 100; guard++) {
		if (s.phase === 'RENDER_QUESTION') {
			const r = answerCurrent(pack, s, firstAnswer(pack, s, picks[i % picks.length] ?? 0), i++);
			if (!r.ok) throw new Error(r.error);
			s = r.state;
		} else if (s.phase === 'PROPOSE_RESULT' && keep) {
			const r = keepAnswering(pack, s);
			if (!r.ok) throw new Error(r.error);
			s = r.state;
		} else break;
	}
	return s;
};

describe('stop rules (seed 002 section 11)', () => {
	it('max_questions is a hard stop, even when the user keeps answering', () => {
		const pack = load();
		const s = run(pack, [0]);
		expect(s.phase).toBe('RESULT_VIEW');
		expect(s.count).toBe(pack.stop.max_questions);
		expect(s.stop_reason).toBe('max_questions');
		expect(keepAnswering(pack, s).ok).toBe(false);
	});

	it('stopped at max_questions with no clear leader, the result offers the closest 2–3 settings as a draw', () => {
		// a margin no run can reach: the leader is never clear, so the run ends at the question limit
		const pack = load((p) => (p.stop.target_margin = 2));
		const s = run(pack, [0, 1]);
		expect(s.stop_reason).toBe('max_questions');
		const r = summarise(pack, s);
		expect(r.draw).not.toBeNull();
		expect(r.draw!.length).toBeGreaterThanOrEqual(2);
		expect(r.draw!.length).toBeLessThanOrEqual(3);
		// the draw is the top of the ranking, in its order
		expect(r.draw).toEqual(r.ranking.slice(0, r.draw!.length).map((x) => x.id));
	});

	it('proposes when min questions, key confidence, no conflict and margin hold', () => {
		const pack = load((p) => (p.engine!.confidence_levels = { low: 0.9, medium: 0.95, high: 0.99 }));
		const s = startRun(pack, { session_id: 'x', ts: 0 });
		s.count = 3;
		s.axes.tone.confidence = 0.4;
		s.axes.risk.confidence = 0.4;
		s.candidates.margin = 0.2;
		expect(proposalReason(pack, s)).toBe('saturated');
		s.axes.risk.conflicts = 1;
		expect(proposalReason(pack, s)).toBeNull();
		s.axes.risk.conflicts = 0;
		s.candidates.margin = 0.1;
		expect(proposalReason(pack, s)).toBeNull();
		s.candidates.margin = 0.2;
		s.count = 2;
		expect(proposalReason(pack, s)).toBeNull();
	});

	it('override: one high axis and another medium axis proposes regardless', () => {
		const pack = load();
		const s = startRun(pack, { session_id: 'x', ts: 0 });
		s.axes.tone.confidence = 0.7;
		expect(proposalReason(pack, s)).toBeNull();
		s.axes.humour.confidence = 0.45;
		expect(proposalReason(pack, s)).toBe('override_high_medium');
	});

	it('override: every key axis and module at least low proposes regardless', () => {
		const pack = load();
		const s = startRun(pack, { session_id: 'x', ts: 0 });
		s.axes.tone.confidence = 0.2;
		s.axes.risk.confidence = 0.2;
		expect(proposalReason(pack, s)).toBeNull();
		s.modules.m_mystery.confidence = 0.2;
		expect(proposalReason(pack, s)).toBe('override_all_low'); // humour is not key
	});
});

describe('state machine (seed 002 section 8)', () => {
	it('only allowed transitions are offered', () => {
		const pack = load();
		const s = startRun(pack, { session_id: 'x', ts: 0 });
		expect(s.phase).toBe('RENDER_QUESTION');
		expect(keepAnswering(pack, s).ok).toBe(false);
		expect(seeResult(pack, s).ok).toBe(false);
		expect(startFlow(pack, s, 'safety').ok).toBe(false);
		expect(ALLOWED_TRANSITIONS.RESULT_VIEW).toEqual(['PICK_NEXT']);
		expect(ALLOWED_TRANSITIONS.PROPOSE_RESULT).toEqual(['RESULT_VIEW', 'PICK_NEXT']);
	});

	it('S6 → S7 → mini-flows come back to the result; keep answering resumes without reset', () => {
		const pack = load((p) => (p.stop.max_questions = 20));
		let s = run(pack, [0], false);
		expect(s.phase).toBe('PROPOSE_RESULT');
		const before = s.count;
		const kept = keepAnswering(pack, s);
		expect(kept.ok && kept.state.count).toBe(before);
		const seen = seeResult(pack, s);
		if (!seen.ok) throw new Error(seen.error);
		s = seen.state;
		const flow = startFlow(pack, s, 'format');
		if (!flow.ok) throw new Error(flow.error);
		expect(flow.state.current?.qid).toBe('q_mode');
		const done = answerCurrent(pack, flow.state, 'o_yes', 99);
		if (!done.ok) throw new Error(done.error);
		expect(done.state.phase).toBe('RESULT_VIEW');
		expect(done.state.modes.pvp).toBe('true');
		expect(done.state.count).toBe(before); // mini-flow answers do not count
		const safety = startFlow(pack, done.state, 'safety');
		expect(safety.ok && safety.state.phase).toBe('RESULT_VIEW'); // the only safety question is the opening
	});

	it('same answers → the same run, byte for byte (property)', () => {
		const pack = load((p) => (p.stop.max_questions = 8));
		fc.assert(
			fc.property(fc.array(fc.nat(5), { minLength: 1, maxLength: 10 }), (picks) => {
				expect(JSON.stringify(run(pack, picks))).toBe(JSON.stringify(run(pack, picks)));
			}),
			{ numRuns: 50 }
		);
	});

	it('undo of the last answer equals the run without it (property)', () => {
		const pack = load((p) => (p.stop.max_questions = 8));
		fc.assert(
			fc.property(fc.array(fc.nat(5), { minLength: 2, maxLength: 8 }), fc.nat(6), (picks, n) => {
				let s = startRun(pack, { session_id: 'x', ts: 0 });
				const states = [s];
				for (let i = 0; i < n && s.phase === 'RENDER_QUESTION'; i++) {
					const r = answerCurrent(pack, s, firstAnswer(pack, s, picks[i % picks.length]), i);
					if (!r.ok) throw new Error(r.error);
					s = r.state;
					states.push(s);
				}
				const u = undoLast(pack, s);
				if (states.length === 1) expect(u.ok).toBe(false);
				else expect(u.ok && JSON.stringify(u.state)).toBe(JSON.stringify(states.at(-2)));
			}),
			{ numRuns: 50 }
		);
	});

	it('asks the opening first, but not an opening safety question when safety is already completed', () => {
		const pack = load();
		expect(startRun(pack, { session_id: 'x', ts: 0 }).current).toMatchObject({
			qid: 'q_gate',
			picked_by: 'opening'
		});
		const done = { lines: [], veils: [], completion_mode: 'completed' as const };
		expect(startRun(pack, { session_id: 'x', ts: 0, safety: done }).current?.qid).not.toBe('q_gate');
	});

	it('replay refuses an invalid event sequence', () => {
		const pack = load();
		expect(replay(pack, { session_id: 'x', ts: 0 }, [{ t: 'see_result' }]).ok).toBe(false);
	});
});

describe('share payload (seed 002 section 12)', () => {
	it('has neither history nor safety unless GM is chosen', () => {
		const pack = load();
		let s = run(pack, [1]);
		s = { ...s, safety: { lines: ['spiders'], veils: ['explicit_gore'], completion_mode: 'completed' } };
		const pub = buildSharePayload(pack, s);
		const text = JSON.stringify(pub);
		expect(pub.safety_included).toBe(false);
		expect(pub.share_scope).toBe('public');
		for (const secret of [
			'safety',
			'answers',
			'asked',
			'log',
			'events',
			'spiders',
			'explicit_gore',
			'session_id'
		])
			expect(text).not.toContain(`"${secret}"`);
		const gm = buildSharePayload(pack, s, { gm: true });
		expect(gm.safety).toEqual({ lines: ['spiders'], veils: ['explicit_gore'] });
		expect(gm.share_scope).toBe('gm');
		expect(SharePayloadSchema.safeParse(gm).success).toBe(true);
		expect(SharePayloadSchema.safeParse({ ...pub, answers: s.answers }).success).toBe(false);
	});
	it('reports the axes and modules of the state', () => {
		const pack = load();
		const s = run(pack, [0]);
		const p = buildSharePayload(pack, s);
		expect(p.axes.tone).toEqual({ score: s.axes.tone.score, confidence: s.axes.tone.confidence });
		expect(p.result.leader).toBe(s.candidates.leader);
		// Only what was asked goes out
		const asked = (m: string) => s.log.some((e) => e.module_changes?.[m]);
		expect(Object.keys(p.modules)).toEqual(pack.modules.map((m) => m.id).filter(asked));
		for (const [m, v] of Object.entries(p.modules)) expect(v.level).toBe(s.modules[m].level);
		expect(Object.keys(p.modes)).toEqual(Object.keys(s.modes_answered));
	});
});

describe('shared result', () => {
	it('rebuilds the same summary from the share payload', async () => {
		const { resultFromShare } = await import('./share');
		const { summarise } = await import('./result');
		const pack = load();
		const s = run(pack, [0]);
		// a link carries no log: a scale the player chose reads as inferred from it, the rest as it was
		const own = summarise(pack, s);
		const shared = resultFromShare(pack, buildSharePayload(pack, s));
		const plain = (r: typeof own) => ({
			...r,
			axes: r.axes.map((a) => ({ ...a, answer: a.answer === 'not_asked' }))
		});
		expect(plain(shared)).toEqual(plain(own));
	});

	it('a link gives the same reason for the leading setting as the own result (property)', async () => {
		const { leaderFitsOf, resultFromShare } = await import('./share');
		const { explain } = await import('./result');
		const { readFileSync } = await import('node:fs');
		const r = validateQuestionnairePack(
			JSON.parse(readFileSync('question-packs/questionnaire/session-zero.en.json', 'utf8'))
		);
		if (!r.ok) throw new Error('pack');
		const pack = r.pack;
		fc.assert(
			fc.property(fc.array(fc.nat(4), { minLength: 1, maxLength: 6 }), (picks) => {
				const s = run(pack, picks, false);
				const link = SharePayloadSchema.parse(JSON.parse(JSON.stringify(buildSharePayload(pack, s))));
				const shared = resultFromShare(pack, link);
				expect(leaderFitsOf(pack, shared, link.result.fits)).toEqual(explain(pack, s).leaderFits);
			}),
			{ numRuns: 40, seed: 7 }
		);
	});
});

describe('progress estimate (honest, never stalls)', () => {
	it('counts down by one per answer for a player whose answers match the forecast, to the proposal', async () => {
		const { estimateRemaining } = await import('./progress');
		const { readFileSync } = await import('node:fs');
		const r = validateQuestionnairePack(
			JSON.parse(readFileSync('question-packs/questionnaire/session-zero.en.json', 'utf8'))
		);
		if (!r.ok) throw new Error('pack');
		const pack = r.pack;
		let s = startRun(pack, { session_id: 'x', ts: 0 });
		let estimate = estimateRemaining(pack, s);
		const first = estimate;
		let asked = 0;
		// the forecast's own answers: the most evidence, as progress.ts plays them
		while (s.phase === 'RENDER_QUESTION') {
			const q = indexPack(pack).byId.get(s.current!.qid)!.q;
			const ev = (e?: { axis_evidence?: object; module_evidence?: object }) =>
				[e?.axis_evidence, e?.module_evidence].reduce<number>(
					(n, x) => n + Object.values(x ?? {}).reduce((a: number, b: number) => a + b, 0),
					0
				);
			const v = q.checklist
				? choiceValues(q)[0]
				: q.options!.reduce((b, o) => (ev(o.effects) > ev(b.effects) ? o : b)).id;
			const next = answerCurrent(pack, s, v, 0);
			if (!next.ok) throw new Error(next.error);
			s = next.state;
			asked++;
			if (s.phase !== 'RENDER_QUESTION') break;
			const now = estimateRemaining(pack, s);
			expect(now).toBe(estimate - 1);
			estimate = now;
		}
		expect(asked).toBe(first);
		expect(estimateRemaining(pack, s)).toBe(0);
	});
});
