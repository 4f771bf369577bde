import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { choiceValues } from './checklist';
import { indexPack } from './defaults';
import { earlierChoice, undoneAnswers } from './earlier';
import { answerCurrent, keepAnswering, seeResult, startFlow, startRun, undoLast } from './machine';
import type { QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';
import { validateQuestionnairePack } from './validate';

const root = path.resolve(import.meta.dirname, '../../../../../question-packs/questionnaire');
const load = (lang: string): QuestionnairePack => {
	const r = validateQuestionnairePack(
		JSON.parse(readFileSync(path.join(root, `session-zero.${lang}.json`), 'utf8'))
	);
	if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 5)));
	return r.pack;
};
const ok = (r: { ok: true; state: SessionZeroState } | { ok: false; error: string }): SessionZeroState => {
	if (!r.ok) throw new Error(r.error);
	return r.state;
};
/** The last option of a choice question, the slider's maximum: never what a blank question shows. */
const pick = (pack: QuestionnairePack, s: SessionZeroState): string | number => {
	const q = indexPack(pack).byId.get(s.current!.qid)!.q;
	return q.type === 'slider' ? q.slider!.max : choiceValues(q).at(-1)!;
};
const answer = (pack: QuestionnairePack, s: SessionZeroState, ts: number) =>
	ok(answerCurrent(pack, s, pick(pack, s), ts));

describe('Back and the Adjust mini-flows show the earlier choice', () => {
	for (const lang of ['en', 'ru']) {
		it(`${lang}: after Back, the question shows the answer Back undid`, () => {
			const pack = load(lang);
			let s = startRun(pack, { session_id: 't', ts: 0 });
			for (let i = 1; i <= 3; i++) s = answer(pack, s, i);
			const back1 = ok(undoLast(pack, s));
			let undone = undoneAnswers(s.answers, back1.answers);
			const back2 = ok(undoLast(pack, back1));
			undone = [...undoneAnswers(back1.answers, back2.answers), ...undone];
			expect(back2.current?.qid).toBe(s.answers[1].qid);
			const shown = earlierChoice([...back2.answers, ...undone], back2.current!.qid);
			expect(shown).toBe(s.answers[1].oid ?? s.answers[1].value);
			// a question never answered shows nothing
			expect(earlierChoice(back2.answers, back2.current!.qid)).toBeNull();
		});

		it(`${lang}: "Adjust content limits" shows each limit as it was set`, () => {
			const pack = load(lang);
			let s = startRun(pack, { session_id: 't', ts: 0 });
			for (let i = 1; i < 80 && s.phase !== 'RESULT_VIEW'; i++)
				s =
					s.phase === 'PROPOSE_RESULT'
						? i < 40
							? ok(keepAnswering(pack, s))
							: ok(seeResult(pack, s))
						: answer(pack, s, i);
			expect(s.phase).toBe('RESULT_VIEW');
			// set the limits once, then open "Adjust content limits" again
			let first = ok(startFlow(pack, s, 'safety'));
			for (let i = 0; first.phase === 'RENDER_QUESTION'; i++) first = answer(pack, first, 50 + i);
			let flow = ok(startFlow(pack, first, 'safety'));
			let checked = 0;
			while (flow.phase === 'RENDER_QUESTION' && flow.current) {
				const before = first.answers.findLast((a) => a.qid === flow.current!.qid);
				if (before) {
					expect(earlierChoice(flow.answers, flow.current.qid)).toBe(before.oid ?? before.value);
					checked++;
				}
				flow = answer(pack, flow, 100 + checked);
			}
			expect(checked).toBeGreaterThan(0);
		});
	}
});
