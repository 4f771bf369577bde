import { describe, expect, it } from 'vitest';
import { checkName, suggestName } from './names';
import { ROOM_ALPHABET, hostPeerId, isRoomCode, newRoomCode, newToken, normalizeRoomCode } from './room-code';
import { resolveSignaling } from './signaling';

const loc = { hostname: '192.168.1.20', port: '5173', protocol: 'http:' };

describe('room codes (lobby.md, "Joining")', () => {
	it('use 4 characters without 0/O/1/I/L', () => {
		for (const c of '0O1IL') expect(ROOM_ALPHABET).not.toContain(c);
		for (let i = 0; i < 200; i++) expect(isRoomCode(newRoomCode())).toBe(true);
		expect(isRoomCode('AB1C')).toBe(false);
		expect(normalizeRoomCode(' ab-cd ')).toBe('ABCD');
		// hostile input (docs/lobby.md "Joining"): zero-width and bidi marks, fullwidth, Cyrillic look-alikes, NBSP
		expect(normalizeRoomCode('a\u200bb\u2060c\u200ed')).toBe('ABCD');
		expect(normalizeRoomCode('ＡＢＣＤ')).toBe('ABCD');
		expect(normalizeRoomCode('\u0410\u0412\u0421\u0415')).toBe('ABCE');
		expect(normalizeRoomCode('к7\u00a0qd')).toBe('K7QD');
		expect(normalizeRoomCode('k7–qd.')).toBe('K7QD');
		expect(isRoomCode(normalizeRoomCode('KO1L'))).toBe(false);
		expect(hostPeerId('ABCD').endsWith('ABCD')).toBe(true);
	});
	it('tokens carry 128 random bits', () => {
		const t = newToken();
		expect(t).toMatch(/^[0-9a-f]{32}$/);
		expect(newToken()).not.toBe(t);
	});
});

describe('names', () => {
	it('are trimmed, 1–20 characters, unique case-insensitively with a suggestion', () => {
		expect(checkName('  Ana  ', [])).toEqual({ ok: true, name: 'Ana' });
		expect(checkName('   ', []).ok).toBe(false);
		expect(checkName('a'.repeat(21), []).ok).toBe(false);
		expect(checkName('ANA', ['Ana'])).toEqual({ ok: false, reason: 'taken', suggestion: 'ANA 2' });
		expect(suggestName('Ana', ['Ana', 'Ana 2'])).toBe('Ana 3');
		expect([...suggestName('x'.repeat(20), ['x'.repeat(20)])].length).toBeLessThanOrEqual(20);
	});
	it('refuses links and handles (kit content filter)', () => {
		expect(checkName('www.spam.com', []).ok).toBe(false);
		expect(checkName('@someone', []).ok).toBe(false);
	});
});

describe('signalling precedence', () => {
	const served = {
		peerServer: { sameOrigin: true as const, path: '/peerjs', key: 'parlor' },
		iceServers: []
	};
	it('uses the page origin when served by npm start', () => {
		expect(resolveSignaling({ peerServer: null, iceServers: null }, served, loc)).toEqual({
			host: '192.168.1.20',
			port: 5173,
			path: '/peerjs',
			key: 'parlor',
			secure: false,
			config: { iceServers: [] },
			source: 'served'
		});
		expect(
			resolveSignaling({ peerServer: null, iceServers: null }, served, {
				...loc,
				port: '',
				protocol: 'https:'
			})
		).toMatchObject({
			port: 443,
			secure: true
		});
	});
	it('falls back to the public server, and the user settings override both', () => {
		expect(resolveSignaling({ peerServer: null, iceServers: null }, null, loc)).toEqual({ source: 'public' });
		const custom = { host: 'peer.example.org', port: 9000, path: '/', key: 'k', secure: true };
		const ice = [{ urls: 'turn:t.example.org', username: 'u', credential: 'p' }];
		expect(resolveSignaling({ peerServer: custom, iceServers: ice }, served, loc)).toEqual({
			...custom,
			config: { iceServers: ice },
			source: 'custom'
		});
	});
});
