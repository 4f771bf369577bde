import { describe, expect, it } from 'vitest';
import { planAssessment } from './assess';
import { creditNotShown, NO_EVIDENCE } from './evidence';
import { scoreHeuristic } from './heuristic';
import { bandOf, totalPoints } from './rubric';
import type { RiskLanguage, TranscriptLine } from './types';

import { loadActModel } from '$lib/engines/acts';

const model = await loadActModel();

const chat = (...player: string[]): TranscriptLine[] =>
	player.flatMap((text): TranscriptLine[] => [
		{ role: 'npc', text: 'come on, just one photo' },
		{ role: 'player', text }
	]);
const score = (transcript: TranscriptLine[], language: RiskLanguage = 'en', kind = 'final' as const) =>
	scoreHeuristic({ model, transcript, language, kind, lastAssessedTurn: 0 });

describe('a dimension with no evidence is "not shown yet", not a penalty', () => {
	it('help-seeking the teen had no turn to show is not shown; saying it, or giving in, is evidence', () => {
		expect(score(chat('No.', "No, you're pressuring me.")).notShown).toEqual(['safety']);
		expect(score(chat('Нет.', 'Нет, ты на меня давишь.'), 'ru').notShown).toEqual(['safety']);
		expect(score(chat('No.', "I'm telling my mum.")).notShown).toEqual([]);
		expect(score(chat('ok fine, sending it')).notShown).toEqual([]);
		// the Leave button after a refusal: leaving is the evidence of safety
		expect(
			score([...chat('No.'), { role: 'player', text: "I'm leaving.", action: 'leave' }]).notShown
		).toEqual([]);
	});

	it('is not marked down below its no-evidence band, and showing it still scores better', () => {
		const early = score(chat('No.', "No, you're pressuring me."));
		// without the rule, a firm player who has not mentioned help gets the bottom of "no mention"
		expect(early.dimensions.safety).toBeGreaterThan(3);
		expect(bandOf('safety', early.dimensions.safety)).toBe(bandOf('safety', NO_EVIDENCE.safety));
		const told = score(chat('No.', "No, you're pressuring me. I'm telling my mum."));
		expect(told.dimensions.safety).toBeGreaterThan(early.dimensions.safety);
		expect(told.riskScore).toBeLessThan(early.riskScore);
	});

	it('keeps the arithmetic whole: riskScore = 100 − the sum of the four dimensions', () => {
		for (const t of [chat('No.'), chat('what photo?'), chat('hmm'), chat("i'll ask my mom first")]) {
			const a = score(t);
			expect(a.total).toBe(totalPoints(a.dimensions));
			expect(a.riskScore).toBe(100 - a.total);
		}
	});

	it('follows the level of the rest of the play: a hesitant player is not lifted', () => {
		const d = { recognition: 5, boundaries: 6, communication: 5, safety: 0 };
		const strong = { recognition: 22, boundaries: 28, communication: 22, safety: 0 };
		expect(creditNotShown(d, ['safety']).safety).toBeLessThan(creditNotShown(strong, ['safety']).safety);
		expect(creditNotShown(d, []).safety).toBe(0);
	});

	it("the model judge's score of a dimension not shown is replaced the same way", () => {
		const plan = planAssessment({
			model,
			transcript: chat('No.', "No, you're pressuring me."),
			language: 'en',
			kind: 'interval',
			lastAssessedTurn: 0
		});
		const a = plan.finalize({
			recognition: 20,
			boundaries: 27,
			communication: 22,
			safety: 0,
			confidence: 70,
			notes: 'You said “No.” clearly and named the pressure; well done.'
		});
		expect(a.notShown).toEqual(['safety']);
		expect(a.dimensions.safety).toBeGreaterThan(0);
		expect(a.guards).toContain('not_shown');
		expect(a.riskScore).toBe(100 - totalPoints(a.dimensions));
	});
});
