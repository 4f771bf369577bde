import { describe, expect, it } from 'vitest';
import { NhieSettingsSchema } from './game';
import { NhiePreludeViewSchema, nhiePrelude, type NhiePrelude } from './prelude';
import { testGame } from './testing/fixtures';

/**
 * docs/nhie.md "Questions from the players", before the start: every phone adds, the host removes,
 * the same filter and 18+ rule as in the game, whatever the "between rounds" setting; the game
 * starts with them and asks one first.
 */
const { game, seats, offline } = testGame();
const [host, ana, bo] = seats;
const settings = (over: object = {}) =>
	NhieSettingsSchema.parse({ rounds: 10, ownQuestions: false, ...over });
const add = (p: NhiePrelude | null, seat: (typeof seats)[number], text: string, over: object = {}) =>
	nhiePrelude.apply(p, seat, { type: 'add_question', text }, settings(over));
const okOf = (r: ReturnType<typeof add>): NhiePrelude => {
	if (!r.ok) throw new Error(r.reason);
	return r.state;
};

describe("players' questions while the room waits", () => {
	it('any phone adds one (the host’s "between rounds" off), filtered, anonymous; only the host removes', () => {
		let p = okOf(add(null, ana, 'danced on a table'));
		p = okOf(add(p, bo, 'sung karaoke alone'));
		expect(add(p, bo, 'Danced on a table')).toEqual({ ok: false, reason: 'own_repeat' });
		expect(add(p, bo, 'had sex on a beach')).toEqual({ ok: false, reason: 'own_adult' });
		expect(JSON.stringify(p)).not.toMatch(/Ana|Bo|"a"|"b"/);
		expect(nhiePrelude.project(p, ana)).toEqual({ ownCount: 2, ownQuestions: null });
		const hostSees = NhiePreludeViewSchema.parse(nhiePrelude.project(p, host));
		expect(hostSees.ownQuestions?.map((q) => q.text)).toEqual([
			'Never have I ever danced on a table',
			'Never have I ever sung karaoke alone'
		]);
		const remove = { type: 'remove_question', id: 'own-2' } as const;
		expect(nhiePrelude.apply(p, ana, remove, settings())).toEqual({ ok: false, reason: 'host_only' });
		p = okOf(nhiePrelude.apply(p, host, remove, settings()));
		expect(nhiePrelude.project(p, host)).toMatchObject({ ownCount: 1 });
		// nothing of the game itself before it starts
		expect(nhiePrelude.apply(p, ana, { type: 'answer', round: 1, have: true }, settings())).toEqual({
			ok: false,
			reason: 'not_started'
		});
	});

	it('the game starts with them and asks one first; an 18+ one stays out of a room no longer 18+', () => {
		let p = okOf(add(null, ana, 'danced on a table', { nsfw: true }));
		p = okOf(add(p, bo, 'had sex on a beach', { nsfw: true }));
		const adult = offline(game.start(seats, settings({ nsfw: true }), 4, 0, p));
		expect(adult.own.map((q) => q.id)).toEqual(['own-1', 'own-2']);
		const plain = offline(game.start(seats, settings(), 4, 0, p));
		expect(plain.own.map((q) => q.id)).toEqual(['own-1']);
		expect(game.project(plain, 'a')).toMatchObject({
			ownCount: 1,
			question: { text: 'Never have I ever danced on a table', own: true }
		});
		// without a prelude the game starts as before
		expect(offline(game.start(seats, settings(), 4, 0)).own).toEqual([]);
	});
});
