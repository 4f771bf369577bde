import { describe, expect, it } from 'vitest';
import { testGame } from './testing/fixtures';
import { NhieSettingsSchema } from './game';
import { inGameForm, ownQuestion } from './own-questions';

/** docs/nhie.md "Questions from the players". */
const { game, seats, ok, offline } = testGame();
const start = (over: object = {}) =>
	offline(game.start(seats, NhieSettingsSchema.parse({ rounds: 10, resultMs: 0, ...over }), 4, 0));

describe("players' own questions", () => {
	it('are put in the game’s form, filtered, and the 18+ rule holds', () => {
		expect(inGameForm('Danced on a table', 'en')).toBe('Never have I ever danced on a table');
		expect(inGameForm('Я никогда не пел в душе', 'ru')).toBe('Я никогда не пел в душе');
		const room = { language: 'en', nsfw: false, n: 1, tone: 'safe' as const };
		expect(ownQuestion('danced on a table', room)).toMatchObject({
			ok: true,
			question: { id: 'own-1', intensity: 2, is_nsfw: false }
		});
		expect(ownQuestion('had sex on a beach', room)).toEqual({ ok: false, reason: 'own_adult' });
		expect(ownQuestion('had sex on a beach', { ...room, nsfw: true })).toMatchObject({
			ok: true,
			question: { intensity: 8, is_nsfw: true }
		});
		expect(ownQuestion('visited https://x.example', room)).toEqual({ ok: false, reason: 'own_filtered' });
	});

	it('join the pool anonymously, come next in their tone, marked as a player’s; the host can retire one', () => {
		let s = start();
		s = ok(game.apply(s, 'a', { type: 'add_question', text: 'danced on a table' }, 10));
		s = ok(game.apply(s, 'b', { type: 'add_question', text: 'sung karaoke alone' }, 10));
		expect(game.apply(s, 'b', { type: 'add_question', text: 'Danced on a table' }, 10)).toEqual({
			ok: false,
			reason: 'own_repeat'
		});
		expect(JSON.stringify(s.own)).not.toMatch(/"a"|"b"|Ana|Bo/);
		expect(game.project(s, 'a')).toMatchObject({ ownCount: 2, ownQuestions: null });
		expect(game.project(s, 'h').ownQuestions?.map((q) => q.id)).toEqual(['own-1', 'own-2']);
		expect(game.apply(s, 'a', { type: 'remove_question', id: 'own-2' }, 10)).toEqual({
			ok: false,
			reason: 'host_only'
		});
		s = ok(game.apply(s, 'h', { type: 'remove_question', id: 'own-2' }, 10));
		for (const p of seats) s = ok(game.apply(s, p.id, { type: 'answer', round: 1, have: true }, 20));
		s = offline(ok(game.apply(s, 'h', { type: 'next', round: 1 }, 30)));
		expect(game.project(s, 'screen').question).toMatchObject({
			text: 'Never have I ever danced on a table',
			own: true
		});
		expect(s.esc.usedIds).toContain('own-1');
		expect(s.esc.usedIds).not.toContain('own-2');
	});

	it('a host may keep them out', () => {
		const s = start({ ownQuestions: false });
		expect(game.apply(s, 'a', { type: 'add_question', text: 'danced' }, 10)).toEqual({
			ok: false,
			reason: 'own_off'
		});
	});
});
