import { describe, expect, it } from 'vitest';
import { quizMessages } from '$lib/games/session-zero/views/messages';
import { axisSentence } from '$lib/games/session-zero/views/why';
import { loadPack } from '$lib/games/session-zero-table/engine/testing/fixtures';
import { buildGroupView } from '$lib/games/session-zero-table/engine/group';
import { answerCurrent, startRun } from './machine';
import { summarise } from './result';
import type { QuestionnairePack } from './schema';
import { buildSharePayload } from './share';
import type { SessionZeroState } from './state';

/** Answers `qid` with `value` whatever the router would have asked (the run is otherwise real). */
const answerAs = (
	pack: QuestionnairePack,
	s: SessionZeroState,
	qid: string,
	value: string | number,
	ts = 0
) => {
	const r = answerCurrent(pack, { ...s, current: { ...s.current!, qid, veiled: false } }, value, ts);
	if (!r.ok) throw new Error(r.error);
	return r.state;
};
const run = (pack: QuestionnairePack, answers: [string, string | number][]) =>
	answers.reduce(
		(s, [qid, v], i) => answerAs(pack, s, qid, v, i),
		startRun(pack, { session_id: 't', ts: 0 })
	);

describe('a guess is never an answer (session-zero.md "Not asked")', () => {
	it.each(['en', 'ru'])(
		'%s: a theme only touched by another question’s evidence is "not asked", not "none"',
		(lang) => {
			const pack = loadPack(lang);
			// "Between adventures: build a home" gives romance a little evidence and says nothing of it
			const s = run(pack, [
				['q_limits_gate', 'o_open'],
				['q_home', 'o_build']
			]);
			const r = summarise(pack, s);
			expect(r.modules.map((m) => m.id)).toEqual(['m_downtime']);
			const payload = buildSharePayload(pack, s);
			expect(Object.keys(payload.modules)).toEqual(['m_downtime']);
			// the GM's heat map counts that player under "not asked", apart from "none"
			const view = buildGroupView(pack, [
				{ id: 'a', payload },
				{ id: 'b', payload: buildSharePayload(pack, run(pack, [['q_relationships', 'o_none']])) }
			]);
			expect(view.modules.m_romance).toMatchObject({ levels: [1, 0, 0, 0], not_asked: 1 });
		}
	);

	it('a scale no answer touched is "not asked" in words; only a scale answered about is "you chose"', () => {
		const pack = loadPack('ru');
		const m = quizMessages('ru');
		// "a bright place where kindness wins" is about the world's tone, and moves morality on the way;
		// asked twice, morality reaches low confidence on the Heroic side
		const s = run(pack, [
			['q_world_mood', 'o_sunny'],
			['q_hero_type', 'o_unsure'],
			['q_world_mood', 'o_sunny']
		]);
		const r = summarise(pack, s);
		const morality = r.axes.find((a) => a.id === 'morality')!;
		expect(morality.answer).toBe('inferred');
		expect(morality.level).not.toBe('none');
		expect(morality.score).toBeLessThan(0);
		const said = axisSentence(pack, 'morality', r, m);
		expect(said).toContain('Героизм');
		expect(said).not.toContain('ваш выбор');
		expect(axisSentence(pack, 'tone', r, m)).toContain('ваш выбор');
		expect(r.axes.find((a) => a.id === 'risk')!.answer).toBe('not_asked');
		expect(axisSentence(pack, 'risk', r, m)).toBe(
			`${pack.axes.find((a) => a.id === 'risk')!.title}: не спрашивали.`
		);
	});
});
