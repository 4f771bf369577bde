import { describe, expect, it } from 'vitest';
import { isIntervalDue, planAssessments, transcriptUpTo, turnWeight } from './schedule';

describe('assessment schedule (safe-choices.md, "When it scores")', () => {
	it('is due every SUMMARY_INTERVAL player turns, once', () => {
		expect([1, 2, 3, 4, 5, 6].filter((t) => isIntervalDue(t, 3, 0))).toEqual([3, 6]);
		expect(isIntervalDue(3, 3, 3)).toBe(false);
		expect(isIntervalDue(0, 3, 0)).toBe(false);
	});

	it('plans interval assessments and a final one for the sim', () => {
		expect(planAssessments(7, 3)).toEqual([
			{ afterPlayerTurn: 3, kind: 'interval', lastAssessedTurn: 0 },
			{ afterPlayerTurn: 6, kind: 'interval', lastAssessedTurn: 3 },
			{ afterPlayerTurn: 7, kind: 'final', lastAssessedTurn: 6 }
		]);
		expect(planAssessments(2, 3)).toEqual([{ afterPlayerTurn: 2, kind: 'final', lastAssessedTurn: 0 }]);
	});

	it('weighs turns since the previous assessment double', () => {
		expect([1, 2, 3, 4, 5].map((t) => turnWeight(t, 3))).toEqual([1, 1, 1, 2, 2]);
	});

	it('cuts the transcript after a given player turn', () => {
		const t = [
			{ role: 'npc' as const, text: 'a' },
			{ role: 'player' as const, text: '1' },
			{ role: 'npc' as const, text: 'b' },
			{ role: 'player' as const, text: '2' }
		];
		expect(transcriptUpTo(t, 1).map((l) => l.text)).toEqual(['a', '1', 'b']);
	});
});
