import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixturePool, testGame } from './testing/fixtures';
import { createNhieGame, NhieSettingsSchema } from './game';
import { groupMoments } from './view';

const pool = fixturePool(8);
const { game, seats: players, ok, offline } = testGame(pool, { timesUsed: { 'en-0001': 5 } });
const settings = NhieSettingsSchema.parse({ rounds: 10 });

const started = () => offline(game.start(players, settings, 9, 0), 1000);

describe('nhie lobby game', () => {
	it('validates the host settings (rounds 10–50, timeout 30 s by default)', () => {
		expect(NhieSettingsSchema.parse({})).toMatchObject({
			rounds: 20,
			nsfw: false,
			language: 'en',
			answerTimeoutMs: 30_000
		});
		expect(NhieSettingsSchema.safeParse({ rounds: 9 }).success).toBe(false);
		expect(NhieSettingsSchema.safeParse({ rounds: 51 }).success).toBe(false);
	});

	it('starts by selecting; the question then shows on every phone with a 30 s deadline', () => {
		const s0 = game.start(players, settings, 9, 0);
		expect(s0.phase).toBe('selecting');
		expect(game.pendingTask!(s0)?.request.site).toBe('escalation.pick');
		const s = offline(s0, 1000);
		expect(s.phase).toBe('question');
		expect(game.nextDeadline(s)).toBe(31_000);
		const views = players.map((p) => game.project(s, p.id));
		expect(new Set(views.map((v) => v.question?.text)).size).toBe(1);
		expect(views[0]).toMatchObject({
			round: 1,
			maxRounds: 10,
			answeredIds: [],
			myAnswer: null,
			isHost: true
		});
		// times_used from the device: en-0001 was used 5 times, so another intensity-1 question leads
		expect(views[0].question?.questionId).not.toBe('en-0001');
	});

	it('shows who answered but not what, and closes the round when everyone has', () => {
		let s = started();
		s = ok(game.apply(s, 'a', { type: 'answer', round: 1, have: true }, 2000));
		const hostView = game.project(s, 'h');
		expect(hostView.answeredIds).toEqual(['a']);
		expect(JSON.stringify(hostView)).not.toContain('"have":true');
		expect(game.project(s, 'a').myAnswer).toBe(true);
		s = ok(game.apply(s, 'b', { type: 'answer', round: 1, have: false }, 2500));
		s = ok(game.apply(s, 'h', { type: 'answer', round: 1, have: true }, 3000));
		expect(s.phase).toBe('result');
		expect(game.project(s, 'b').result).toEqual({ have: 2, answered: 3, who: null });
		expect(s.esc.history[0].have_ratio).toBeCloseTo(2 / 3, 12);
		// the next round starts by itself a few seconds later
		expect(game.tick(s, 3000 + settings.resultMs - 1)).toBeNull();
		const next = game.tick(s, 3000 + settings.resultMs)!;
		expect(next.phase).toBe('selecting');
		expect(offline(next).esc.history).toHaveLength(2);
	});

	it('on timeout counts only those who answered', () => {
		let s = started();
		s = ok(game.apply(s, 'a', { type: 'answer', round: 1, have: true }, 2000));
		s = game.tick(s, 31_000)!;
		expect(s.phase).toBe('result');
		expect(s.esc.history[0]).toMatchObject({ answered: 1, have: 1, have_ratio: 1 });
	});

	it('refuses stale, foreign and wrong-phase answers and guests ending the game; a second answer replaces the first', () => {
		const s = started();
		expect(game.apply(s, 'a', { type: 'answer', round: 2, have: true }, 1)).toMatchObject({ ok: false });
		const once = ok(game.apply(s, 'a', { type: 'answer', round: 1, have: true }, 1));
		expect(ok(game.apply(once, 'a', { type: 'answer', round: 1, have: false }, 1)).answers).toEqual({
			a: false
		});
		expect(game.apply(s, 'zz', { type: 'answer', round: 1, have: true }, 1)).toEqual({
			ok: false,
			reason: 'not_a_player'
		});
		expect(game.apply(s, 'a', { type: 'end' }, 1)).toEqual({ ok: false, reason: 'host_only' });
		expect(
			game.apply(game.start(players, settings, 1, 0), 'a', { type: 'answer', round: 0, have: true }, 1).ok
		).toBe(false);
		const ended = ok(game.apply(s, 'h', { type: 'end' }, 5));
		expect(game.isFinished(ended)).toBe(true);
	});

	it('uses the LLM pick when valid and the first candidate otherwise', () => {
		const s0 = game.start(players, settings, 9, 0);
		const task = game.pendingTask!(s0)!;
		const cands = s0.plan!.candidates;
		const picked = game.resolveTask!(
			s0,
			task.key,
			{ id: cands[3].id, rephrased: 'Never have I ever hummed in a lift' },
			0
		);
		expect(picked.esc.history[0]).toMatchObject({
			question_id: cands[3].id,
			text: 'Never have I ever hummed in a lift',
			source: 'llm_pick'
		});
		const bad = game.resolveTask!(s0, task.key, { id: 'nope', rephrased: null }, 0);
		expect(bad.esc.history[0]).toMatchObject({
			question_id: cands[0].id,
			text: cands[0].text,
			source: 'pool_fallback'
		});
		expect(game.resolveTask!(s0, 'other-key', task.request.fallback, 0)).toBe(s0);
	});

	it('finishes after the last round and keeps the full history for the end chart', () => {
		let s = started();
		for (let r = 1; r <= 10; r++) {
			for (const p of players)
				s = ok(game.apply(s, p.id, { type: 'answer', round: r, have: p.id !== 'b' }, r * 100));
			s = game.tick(s, r * 100 + settings.resultMs)!;
			if (r < 10) s = offline(s, r * 100 + settings.resultMs);
		}
		expect(game.isFinished(s)).toBe(true);
		const view = game.project(s, 'a');
		expect(view.history).toHaveLength(10);
		expect(new Set(s.esc.usedIds).size).toBe(10);
	});

	it('offers to end or reuse when the pool is exhausted', () => {
		const tinyGame = createNhieGame({ pools: { en: pool.slice(0, 1) } });
		let s = tinyGame.start(players, settings, 1, 0);
		s = tinyGame.resolveTask!(
			s,
			tinyGame.pendingTask!(s)!.key,
			tinyGame.pendingTask!(s)!.request.fallback,
			0
		);
		s = tinyGame.tick(s, 10 ** 9)!; // timeout
		s = tinyGame.tick(s, 10 ** 10)!; // next round
		s = tinyGame.resolveTask!(
			s,
			tinyGame.pendingTask!(s)!.key,
			tinyGame.pendingTask!(s)!.request.fallback,
			0
		);
		expect(s.phase).toBe('exhausted');
		const reused = tinyGame.apply(s, 'h', { type: 'reuse' }, 0);
		expect(reused.ok && reused.state.phase).toBe('selecting');
	});

	it('a player never learns what another answered (property)', () => {
		fc.assert(
			fc.property(
				fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
				fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
				(x, y) => {
					const run = (v: boolean[]) => {
						let s = started();
						s = ok(game.apply(s, 'a', { type: 'answer', round: 1, have: v[0] }, 1));
						s = ok(game.apply(s, 'b', { type: 'answer', round: 1, have: v[1] }, 1));
						return game.project(s, 'h');
					};
					expect(run(x)).toEqual(run(y));
				}
			)
		);
	});

	it('names the boldest and the most cautious moments', () => {
		const point = (round: number, tone: 'safe' | 'secretive', have_ratio: number) => ({
			round,
			tone,
			have_ratio,
			intensity: 1,
			boldness: 0,
			effective: 0,
			answered: 4,
			have: 0,
			de_escalated: false,
			text: ''
		});
		const m = groupMoments([point(1, 'safe', 1), point(2, 'secretive', 0.5), point(3, 'secretive', 0.25)]);
		expect(m.boldest?.round).toBe(2); // 0.5 × 1.5 = 0.75 > 1 × 0.5
		expect(m.cautious?.round).toBe(3); // 0.75 × 1.5
		// everyone answered alike: a boldest moment only, not the same round named cautious too
		const alike = groupMoments([point(1, 'safe', 2 / 3), point(2, 'safe', 2 / 3), point(3, 'safe', 2 / 3)]);
		expect([alike.boldest?.round, alike.cautious]).toEqual([3, null]);
	});
});
