import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { defaultMoleSettings, type MoleState } from './state';
import { ACT_MODEL, PERSONAS, seats } from './testing/fixtures';

/**
 * A narrator line as the lobby host and the sim both get it: the slot's task (`pendingTask`), its
 * value handed back through `resolveTask` — the model's line when it passes the checks, the
 * engine's fallback otherwise (mole.md "Prompts and fallbacks").
 */
const game = createMoleGame(PERSONAS, ACT_MODEL);
const T0 = 1_000_000;

/** Four players; nobody acts, so the game's timers approve the auto team and secure the mission. */
const discussion = (): MoleState => {
	let s = game.start(seats(4), { ...defaultMoleSettings(), persona: 'en', discussionSeconds: 100 }, 5, T0);
	while (s.phase !== 'discussion') s = game.tick(s, game.nextDeadline(s)!)!;
	// the round's whispers are the first tasks: resolved offline
	for (let t = game.pendingTask!(s); t; t = game.pendingTask!(s))
		s = game.resolveTask!(s, t.key, t.request.fallback, s.discussionStart!);
	return s;
};

/** Players 1–3 talk before slot 1 while Player4 says nothing: slot 1 accuses Player4 of silence. */
const accusationTask = () => {
	let s = discussion();
	const start = s.discussionStart!;
	const lines = ['who goes on the job?', 'me and Player2', 'fine by me', 'good'];
	lines.forEach((text, i) => {
		const r = game.apply(s, `p${(i % 3) + 1}`, { type: 'chat', text }, start + (i + 1) * 5_000);
		if (!r.ok) throw new Error(r.reason);
		s = r.state;
	});
	s = game.tick(s, start + 40_000)!;
	const task = game.pendingTask!(s)!;
	return { s, task, now: start + 41_000 };
};

const lastLine = (s: MoleState) => s.chat.at(-1)!;

describe('narrator lines through the game', () => {
	it('offline (the fallback handed back) → the template, marked as the fallback', () => {
		const { s, task, now } = accusationTask();
		expect(s.narrator[0]).toMatchObject({ action: 'accusation', target: 'p4', anomaly: 'silence' });
		expect(task.request.site).toBe('deduction.accusation');
		const done = game.resolveTask!(s, task.key, task.request.fallback, now);
		expect(lastLine(done)).toMatchObject({
			kind: 'narrator',
			action: 'accusation',
			text: task.request.fallback
		});
		expect(done.narrator[0]).toMatchObject({
			status: 'done',
			source: 'fallback',
			text: task.request.fallback
		});
		expect(task.request.fallback).toContain('Player4');
	});
	it('a model line that names the target is used, trimmed of quotes; a direct @mention survives', () => {
		const { s, task, now } = accusationTask();
		const quoted = game.resolveTask!(s, task.key, ' "Player4 went quiet. Why?" ', now);
		expect(lastLine(quoted).text).toBe('Player4 went quiet. Why?');
		expect(quoted.narrator[0].source).toBe('llm');
		const at = game.resolveTask!(s, task.key, '@Player4, you went quiet.', now);
		expect(lastLine(at).text).toBe('@Player4, you went quiet.');
	});
	it('a model line that drops the target, or fails the content filter, falls back', () => {
		const { s, task, now } = accusationTask();
		for (const bad of ['Someone went quiet.', 'Player4, see https://x.example.com']) {
			const done = game.resolveTask!(s, task.key, bad, now);
			expect(lastLine(done).text).toBe(task.request.fallback);
			expect(done.narrator[0].source).toBe('fallback');
		}
	});

	it("an accusation on the target's words names one of them and does not quote them, else it falls back", () => {
		let s = discussion();
		const start = s.discussionStart!;
		const said = 'you are a liar, a filthy liar, you are lying about the whole heist plan';
		for (const [i, [id, text]] of [
			['p1', 'who goes?'],
			['p2', said],
			['p3', 'ok'],
			['p2', 'liar liar, you are lying about the heist']
		].entries()) {
			const r = game.apply(s, id, { type: 'chat', text }, start + (i + 1) * 5_000);
			if (!r.ok) throw new Error(r.reason);
			s = r.state;
		}
		s = game.tick(s, start + 40_000)!;
		expect(s.narrator[0]).toMatchObject({ target: 'p2', evidence: { kind: 'message' } });
		const task = game.pendingTask!(s)!;
		const now = start + 41_000;
		const quoting = `Player2 says "${said.slice(0, 28)}". Hm.`;
		for (const bad of ['Player2, you look shifty tonight.', quoting]) {
			const done = game.resolveTask!(s, task.key, bad, now);
			expect(done.narrator[0].source, bad).toBe('fallback');
		}
		const fine = 'Player2, all that talk of lying is a bold move.';
		expect(lastLine(game.resolveTask!(s, task.key, fine, now)).text).toBe(fine);
	});
	it("a whisper from the model may speak of its recipient's own role", () => {
		const s = game.start(seats(4), { ...defaultMoleSettings(), persona: 'en' }, 5, T0);
		const task = game.pendingTask!(s)!;
		const w = s.whispers.find((x) => x.key === task.key)!;
		const name = s.players.find((p) => p.id === w.to)!.name;
		const own = `${name}, you're loyal to the family. Watch who proposes whom.`;
		const done = game.resolveTask!(s, task.key, own, T0 + 1);
		expect(done.whispers.find((x) => x.key === task.key)?.text).toBe(own);
	});
});
