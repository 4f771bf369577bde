import { describe, expect, it } from 'vitest';
import { roomMessages } from './room-messages';

/** docs/session-zero.md "Session zero for a group": the room's counts read naturally (Intl plural forms; Russian genitive after «из»). */
describe('the room’s counts', () => {
	it('English: one player, players; is / are', () => {
		const m = roomMessages('en');
		expect(m.progress(0, 1)).toBe('0 of 1 player done');
		expect(m.progress(2, 3)).toBe('2 of 3 players done');
		expect(m.othersDone(1, 4)).toBe('1 of 4 players is done.');
		expect(m.othersDone(3, 3)).toBe('3 of 3 players are done.');
	});

	it('Russian: из 1 игрока, из 3 игроков, из 21 игрока', () => {
		const m = roomMessages('ru');
		expect([1, 3, 5, 21].map((n) => m.progress(1, n))).toEqual([
			'Готово: 1 из 1 игрока',
			'Готово: 1 из 3 игроков',
			'Готово: 1 из 5 игроков',
			'Готово: 1 из 21 игрока'
		]);
		expect(m.othersDone(2, 3)).toBe('Готово: 2 из 3 игроков.');
	});
});
