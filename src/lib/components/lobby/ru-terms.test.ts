import { describe, expect, it } from 'vitest';
import { lobbyMessages } from './messages';
import { networkMessages } from './network-messages';
import { saveMessages } from './save-messages';
import { gameLobbyMessages } from './game-lobby-messages';
import { lifecycleMessages } from './lifecycle-messages';
import { moleMessages } from '$lib/games/mole/views/messages';
import { nhieMessages } from '$lib/games/nhie/views/messages';
import { screenMessages } from '../screen/messages';
import { roomMessages } from '$lib/games/session-zero-table/views/room-messages';

/**
 * The Russian lobby texts use one set of terms — «комната» for the lobby and «ведущий» for
 * its host — never the loanwords «лобби» / «хост» mixed in. Every text of every catalogue a lobby
 * shows is expanded (functions called with sample arguments) and searched.
 */
const texts = (value: unknown): string[] => {
	if (typeof value === 'string') return [value];
	if (typeof value === 'function') {
		for (const args of [['Ана', 'Боб', 'Вера'], [3, 5, 7], [true], [false]]) {
			try {
				return texts(value(...args));
			} catch {
				// another argument shape
			}
		}
		return [];
	}
	if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
	return [];
};

const catalogues = {
	lobbyMessages,
	networkMessages,
	saveMessages,
	gameLobbyMessages,
	lifecycleMessages,
	moleMessages,
	nhieMessages,
	screenMessages,
	roomMessages
};

describe('Russian lobby terms', () => {
	for (const [name, catalogue] of Object.entries(catalogues)) {
		it(`${name}: комната / ведущий, never лобби / хост`, () => {
			const ru = texts(catalogue('ru'));
			expect(ru.length).toBeGreaterThan(0);
			expect(ru.filter((t) => /лобби|хост/i.test(t))).toEqual([]);
		});
	}

	it('a players heading keeps the plural noun and the count in brackets: «Игроки (3)»', () => {
		const m = lobbyMessages('ru');
		expect([1, 2, 3, 5, 21].map(m.players)).toEqual([
			'Игроки (1)',
			'Игроки (2)',
			'Игроки (3)',
			'Игроки (5)',
			'Игроки (21)'
		]);
	});
});
