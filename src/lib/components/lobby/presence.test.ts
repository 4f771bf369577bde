import { describe, expect, it } from 'vitest';
import type { PlayerEntry } from '$lib/lobby/protocol';
import { lobbyMessages } from './messages';
import { presenceText } from './presence';

const player = (name: string, presence: PlayerEntry['presence'] = 'connected'): PlayerEntry => ({
	id: name.toLowerCase(),
	name,
	isHost: name === 'Host',
	presence
});

describe('presenceText (the lobby status strip)', () => {
	const m = lobbyMessages('en');
	it('a host alone is not told that everyone is here', () => {
		expect(presenceText([player('Host')], m)).toBe('No one else has joined yet');
		expect(presenceText([player('Host')], lobbyMessages('ru'))).toBe('Пока никто не присоединился');
	});

	it('names who is away, else everyone is here', () => {
		expect(presenceText([player('Host'), player('Ana')], m)).toBe('Everyone is here');
		expect(presenceText([player('Host'), player('Ana', 'away'), player('Bo', 'away')], m)).toBe(
			'Away: Ana, Bo'
		);
	});
});
