import { describe, expect, it } from 'vitest';
import { analyzeBehavior } from './analysis';
import { computeMood, shouldSendGapFill } from './mood';
import { msg, READ, spread } from './testing/fixtures';
import type { AnalysedMessage, SlotNumber } from './types';

const run = (players: string[], messages: AnalysedMessage[], round: number, slot: SlotNumber) =>
	analyzeBehavior({ players, messages, round, slot, read: READ.en });
const HOSTILE = 'You are lying, it was you';
const JOKE = 'haha lol';

describe('windows and history (mole.md)', () => {
	it('slot 1 sees [0, 0.40) of its round; slot 2 sees [0.40, 0.85); later messages are in no window', () => {
		const m = [
			msg('a', 1, 0.1),
			msg('a', 1, 0.39),
			msg('a', 1, 0.4),
			msg('a', 1, 0.84),
			msg('a', 1, 0.85),
			msg('a', 1, 0.95)
		];
		expect(run(['a'], m, 1, 1).players.a).toMatchObject({ messages: 2, historyMessages: 0 });
		expect(run(['a'], m, 1, 2).players.a).toMatchObject({ messages: 2, historyMessages: 2 });
		// Round 2 slot 1: history = both windows of round 1 (4 messages), not the ≥ 0.85 ones.
		expect(run(['a'], m, 2, 1).players.a).toMatchObject({ messages: 0, historyMessages: 4 });
	});
	it('counts mean length in the window and in history', () => {
		const m = [msg('a', 1, 0.1, 'abcd'), msg('a', 1, 0.2, 'ab'), msg('a', 1, 0.5, 'abcdef')];
		const a = run(['a'], m, 1, 2).players.a;
		expect(a.meanLength).toBe(6);
		expect(a.historyMeanLength).toBe(3);
	});
	it('ignores players not in the game and future rounds', () => {
		const r = run(['a'], [msg('x', 1, 0.1), msg('a', 2, 0.1)], 1, 1);
		expect(r.players.x).toBeUndefined();
		expect(r.totalMessages).toBe(0);
	});
});

describe('anomalies against the player’s own history', () => {
	// Silence needs the others to talk meanwhile: b writes 2 messages in each window below.
	const others = (round: number, slot: 1 | 2) =>
		spread('b', round, 2, slot === 1 ? 0 : 0.4, slot === 1 ? 0.4 : 0.85);
	it('silence after ≥ 2 earlier in this round', () => {
		const two = [...spread('a', 1, 2, 0, 0.4), ...others(1, 2)];
		expect(run(['a', 'b'], two, 1, 2).players.a.anomalies).toContain('silence');
		const one = [...spread('a', 1, 1, 0, 0.4), ...others(1, 2)];
		expect(run(['a', 'b'], one, 1, 2).players.a.anomalies).not.toContain('silence');
	});
	it('silence after ≥ 2 per round on average in previous rounds', () => {
		const m = [...spread('a', 1, 3, 0, 0.85), ...spread('a', 2, 1, 0, 0.85), ...others(3, 1)]; // 2/round
		expect(run(['a', 'b'], m, 3, 1).players.a.anomalies).toContain('silence');
		const fewer = [...spread('a', 1, 2, 0, 0.85), ...spread('a', 2, 1, 0, 0.85), ...others(3, 1)]; // 1.5/round
		expect(run(['a', 'b'], fewer, 3, 1).players.a.anomalies).not.toContain('silence');
	});
	it('no silence while nobody else talks either (silence is when the others talk)', () => {
		expect(run(['a', 'b'], spread('a', 1, 2, 0, 0.4), 1, 2).players.a.anomalies).not.toContain('silence');
	});
	it('a player who never said a word is silent once ≥ 2 others write ≥ 3 messages in the window', () => {
		const talk = [...spread('b', 1, 2, 0, 0.4), ...spread('c', 1, 1, 0, 0.4)];
		const a = run(['a', 'b', 'c'], talk, 1, 1).players;
		expect(a.a.anomalies).toEqual(['silence']);
		expect(a.b.anomalies).toEqual([]);
		// one other player talking alone is a monologue, not a group the silent one sits out
		expect(run(['a', 'b'], spread('b', 1, 5, 0, 0.4), 1, 1).players.a.anomalies).toEqual([]);
	});
	it('aggression_spike: ≥ 2 hostile messages and a share ≥ twice the historical share', () => {
		// history 1 hostile of 4 (25 %); window 2 of 4 (50 % = 2 × 25 %) → spike.
		const hist = [msg('a', 1, 0.1, HOSTILE), ...spread('a', 1, 3, 0.15, 0.4)];
		const win = [msg('a', 1, 0.5, HOSTILE), msg('a', 1, 0.6, HOSTILE), ...spread('a', 1, 2, 0.7, 0.85)];
		expect(run(['a'], [...hist, ...win], 1, 2).players.a.anomalies).toContain('aggression_spike');
		// one more neutral message in the window: 2 of 5 (40 %) < 50 % → no spike.
		const diluted = [...hist, ...win, msg('a', 1, 0.8)];
		expect(run(['a'], diluted, 1, 2).players.a.anomalies).not.toContain('aggression_spike');
		// a single hostile message is never a spike
		expect(run(['a'], [msg('a', 1, 0.1, HOSTILE)], 1, 1).players.a.anomalies).not.toContain(
			'aggression_spike'
		);
	});
	it('aggression_spike needs no history', () => {
		const m = [msg('a', 1, 0.1, HOSTILE), msg('a', 1, 0.2, HOSTILE)];
		expect(run(['a'], m, 1, 1).players.a.anomalies).toContain('aggression_spike');
	});
	it('activity_drop: > 0 but < 40 % of the historical per-window average', () => {
		// round 1: 10 messages over 2 windows = 5 per window; round 2 slot 1: 1 message (< 2) → drop.
		const hist = spread('a', 1, 10, 0, 0.85);
		expect(run(['a'], [...hist, msg('a', 2, 0.1)], 2, 1).players.a.anomalies).toContain('activity_drop');
		// 2 messages = 40 % exactly → not below.
		expect(run(['a'], [...hist, msg('a', 2, 0.1), msg('a', 2, 0.2)], 2, 1).players.a.anomalies).not.toContain(
			'activity_drop'
		);
		// no history → never
		expect(run(['a'], [msg('a', 1, 0.1)], 1, 1).players.a.anomalies).not.toContain('activity_drop');
	});
	it('behavior_shift: ≥ 2 messages whose dominant non-neutral tone differs from history', () => {
		const hist = spread('a', 1, 3, 0, 0.4, JOKE);
		const shifted = [...hist, msg('a', 1, 0.5, "I'm scared"), msg('a', 1, 0.6, 'so worried')];
		expect(run(['a'], shifted, 1, 2).players.a.anomalies).toContain('behavior_shift');
		const same = [...hist, msg('a', 1, 0.5, JOKE), msg('a', 1, 0.6, JOKE)];
		expect(run(['a'], same, 1, 2).players.a.anomalies).not.toContain('behavior_shift');
		const single = [...hist, msg('a', 1, 0.5, "I'm scared")];
		expect(run(['a'], single, 1, 2).players.a.anomalies).not.toContain('behavior_shift');
		// history needed
		expect(
			run(['a'], [msg('a', 1, 0.1, "I'm scared"), msg('a', 1, 0.2, 'worried')], 1, 1).players.a.anomalies
		).not.toContain('behavior_shift');
	});
	it('a player’s tone is the window’s dominant tone', () => {
		const m = [msg('a', 1, 0.1, JOKE), msg('a', 1, 0.2, HOSTILE), msg('a', 1, 0.3, HOSTILE)];
		expect(run(['a'], m, 1, 1).players.a.tone).toBe('accusatory');
	});
});

describe('mood (seed 003 Pattern 2)', () => {
	it('fewer than 2 messages in all → active, whatever else', () => {
		expect(computeMood(run(['a', 'b'], [msg('a', 1, 0.1)], 1, 1))).toBe('active');
	});
	it('tense with ≥ 2 accusatory players', () => {
		const m = [msg('a', 1, 0.1, HOSTILE), msg('b', 1, 0.2, HOSTILE)];
		expect(computeMood(run(['a', 'b'], m, 1, 1))).toBe('tense');
	});
	it('tense with ≥ 2 anomalous players', () => {
		const m = [...spread('a', 1, 2, 0, 0.4), ...spread('b', 1, 2, 0, 0.4), ...spread('c', 1, 3, 0.4, 0.85)];
		expect(computeMood(run(['a', 'b', 'c'], m, 1, 2))).toBe('tense');
	});
	it('calm with < 3 window messages and no anomaly', () => {
		expect(computeMood(run(['a', 'b'], [msg('a', 1, 0.1), msg('b', 1, 0.2)], 1, 1))).toBe('calm');
	});
	it('active otherwise', () => {
		const m = spread('a', 1, 2, 0, 0.4).concat(spread('b', 1, 2, 0, 0.4));
		expect(computeMood(run(['a', 'b'], m, 1, 1))).toBe('active');
	});
	it('gap-fill gate: tense always, active only when quiet (< 2 window messages), calm once a round', () => {
		expect(shouldSendGapFill('tense', 50, 1)).toBe(true);
		expect(shouldSendGapFill('active', 1)).toBe(true);
		expect(shouldSendGapFill('active', 2)).toBe(false);
		expect(shouldSendGapFill('calm', 0, 0)).toBe(true);
		expect(shouldSendGapFill('calm', 0, 1)).toBe(false);
	});
});
