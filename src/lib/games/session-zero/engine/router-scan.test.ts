import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceValues } from './checklist';
import { indexPack } from './defaults';
import type { RepeatRules } from './eligibility';
import { answerCurrent, keepAnswering, startRun } from './machine';
import { pickBest } from './router';
import type { QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';
import { testPack } from './testing/test-pack';
import { validateQuestionnairePack } from './validate';

const root = path.resolve(import.meta.dirname, '../../../../../question-packs/questionnaire');
const valid = (json: unknown): QuestionnairePack => {
	const r = validateQuestionnairePack(json);
	if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 5)));
	return r.pack;
};
const fixture = testPack();
// Cooldowns and a type repeat so every filter of seed 002 section 9.1 takes part.
fixture.questions[1].cooldown = { questions: 2 };
fixture.questions[4].cooldown = { questions: 3 };
const packs: Record<string, QuestionnairePack> = {
	fixture: valid(fixture),
	en: valid(JSON.parse(readFileSync(path.join(root, 'session-zero.en.json'), 'utf8'))),
	ru: valid(JSON.parse(readFileSync(path.join(root, 'session-zero.ru.json'), 'utf8')))
};

/** A run driven by `choices` (option index per answer, slider position), with a given safety profile. */
const runTo = (
	pack: QuestionnairePack,
	choices: number[],
	safety: SessionZeroState['safety']
): SessionZeroState => {
	let s = startRun(pack, { session_id: 'p', ts: 0, safety });
	for (const [i, c] of choices.entries()) {
		if (s.phase === 'PROPOSE_RESULT') {
			const k = keepAnswering(pack, s);
			if (!k.ok) break;
			s = k.state;
		}
		if (s.phase !== 'RENDER_QUESTION') break;
		const q = indexPack(pack).byId.get(s.current!.qid)!.q;
		const v = q.slider
			? q.slider.min + (c % (Math.floor((q.slider.max - q.slider.min) / q.slider.step) + 1)) * q.slider.step
			: choiceValues(q)[c % choiceValues(q).length];
		const r = answerCurrent(pack, s, v, i);
		if (!r.ok) throw new Error(r.error);
		s = r.state;
	}
	return s;
};

const tagsOf = (pack: QuestionnairePack) => pack.safety_tags.map((t) => t.id);
const ids = (pack: QuestionnairePack) => pack.questions.map((q) => q.id);

const scenario = fc.constantFrom(...Object.keys(packs)).chain((name) => {
	const pack = packs[name];
	return fc.record({
		name: fc.constant(name),
		choices: fc.array(fc.nat(9), { maxLength: 30 }),
		lines: fc.subarray(tagsOf(pack)),
		veils: fc.subarray(tagsOf(pack)),
		mode: fc.constantFrom('unset', 'partial', 'completed'),
		// Direct edits a run never makes, so the scan meets repeats, unknown ids and stale cooldowns.
		extraAsked: fc.array(fc.constantFrom(...ids(pack), 'not_a_question'), { maxLength: 4 }),
		cooldowns: fc.array(fc.tuple(fc.constantFrom(...ids(pack), 'nope'), fc.integer({ min: -2, max: 40 })), {
			maxLength: 4
		}),
		rules: fc.record({ notAsked: fc.boolean(), respectCooldown: fc.boolean(), maxRepeats: fc.nat(3) })
	});
});

describe('router scan (seed 002 section 9; its linear cost is measured by `npm run bench -- questionnaire`)', () => {
	it('picks exactly what the reference isCandidate + scoreQuestion walk picks, bit for bit', () => {
		fc.assert(
			fc.property(scenario, (sc) => {
				const pack = packs[sc.name];
				const veils = sc.veils.filter((t) => !sc.lines.includes(t));
				const s = runTo(pack, sc.choices, { lines: sc.lines, veils, completion_mode: sc.mode });
				// pickContext reads the last two asked questions, so an unknown id stays out of the tail.
				const known = sc.extraAsked.filter((id) => id !== 'not_a_question');
				s.asked = s.asked.length >= 2 ? [...sc.extraAsked, ...s.asked] : [...s.asked, ...known];
				for (const [id, until] of sc.cooldowns) s.cooldowns[id] = { until };
				const all = indexPack(pack).list;
				for (const rules of [undefined, sc.rules] as (RepeatRules | undefined)[]) {
					const fast = pickBest(pack, s, undefined, rules);
					const reference = pickBest(pack, s, all, rules);
					expect(fast?.x.q.id).toBe(reference?.x.q.id);
					if (fast && reference) {
						expect(Object.is(fast.score, reference.score)).toBe(true);
						expect([fast.base, fast.gain, fast.penalty, fast.veiled]).toEqual([
							reference.base,
							reference.gain,
							reference.penalty,
							reference.veiled
						]);
					}
				}
			}),
			{ numRuns: 150 }
		);
	});
});
