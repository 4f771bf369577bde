import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disguised } from '$lib/engines/kit/testing/obfuscate';
import { admit } from './admission';
import { checkName, cleanName } from './names';
import type { AnyLobbyGame } from './projection';
import { PROTOCOL_VERSION } from './protocol';
import { newLobbyRecord } from './store';

/** Names by skeleton (docs/lobby.md "Joining"): what a looser rule would let in. */
describe('names by skeleton', () => {
	it('counts on from a suggested name that is taken too: "Anna 3", not "Anna 2 2"', () => {
		// two guests were offered "Anna 2" (a Cyrillic «А» and a zero-width space); one took it
		expect(checkName('Anna 2', ['Anna', 'Аnna 2'])).toMatchObject({ reason: 'taken', suggestion: 'Anna 3' });
		expect(checkName('Anna 9', ['Anna', 'Anna 9', 'Anna 10'])).toMatchObject({ suggestion: 'Anna 11' });
		// a number that is part of the name is kept
		expect(checkName('R2', ['R2'])).toMatchObject({ suggestion: 'R2 2' });
	});

	it('refuses a look-alike of a taken name', () => {
		expect(checkName('Аna', ['Ana'])).toMatchObject({ ok: false, reason: 'taken' }); // Cyrillic А
		expect(checkName('Ana\u200b', ['Ana'])).toMatchObject({ ok: false, reason: 'taken' });
		expect(checkName('Àna', ['Ana'])).toMatchObject({ ok: false, reason: 'taken' });
		expect(checkName('Anna', ['Ana'])).toEqual({ ok: true, name: 'Anna' });
	});
	it('refuses bidi controls and names with nothing visible', () => {
		expect(checkName('Ana\u202eevil', []).ok).toBe(false);
		expect(checkName('\u2067Bob', []).ok).toBe(false);
		expect(checkName('\u200b', [])).toEqual({ ok: false, reason: 'invalid' });
		expect(checkName('\u3164\u3164', [])).toEqual({ ok: false, reason: 'invalid' });
		expect(checkName('\u2800 \u200d', [])).toEqual({ ok: false, reason: 'invalid' });
		expect(checkName('!!!', [])).toEqual({ ok: false, reason: 'invalid' });
	});
	it('shows the name normalised', () => {
		expect(cleanName('  Ｂob\u200b  Lee ')).toBe('Bob Lee');
		expect(checkName('Bo\u00adb', [])).toEqual({ ok: true, name: 'Bob' });
	});
	it('refuses every disguise of a taken or banned name (property)', () => {
		for (const name of ['Ana', 'Bob', 'Sam Lee', 'Oksana'])
			fc.assert(
				fc.property(disguised(name), (d) => {
					expect(checkName(d, [name]).ok).toBe(false);
					expect(checkName(d, [], [name]).ok).toBe(false);
				}),
				{ numRuns: 200 }
			);
	});
});

describe('admission after a kick', () => {
	const game = { maxPlayers: 8 } as unknown as AnyLobbyGame;
	const record = () => ({
		...newLobbyRecord({
			code: 'ABCD',
			mode: 'nhie',
			peerToken: 'p',
			hostId: 'h',
			hostName: 'Host',
			hostToken: 'ht',
			settings: {},
			seed: 1,
			now: 0
		}),
		bannedNames: ['Bob'],
		bannedTokens: ['device-of-bob']
	});
	const hello = (name: string, token?: string) => ({ protocolVersion: PROTOCOL_VERSION, name, token });

	it('refuses the kicked name in any disguise', () => {
		for (const name of ['Bob', 'Bob\u200b', 'Вob', 'Bób', 'B0b', 'BOB', 'B o b'])
			expect(admit(record(), game, hello(name)), name).toEqual({ kind: 'reject', reason: 'kicked' });
		expect(admit(record(), game, hello('Rob'))).toEqual({ kind: 'newcomer', name: 'Rob' });
	});
	it('refuses the kicked device under a new name', () => {
		expect(admit(record(), game, hello('Totally New', 'device-of-bob'))).toEqual({
			kind: 'reject',
			reason: 'kicked'
		});
	});
	it("gives a seat back by the claim it was made with (a first join's retry), never by name alone", () => {
		const claim = 'c'.repeat(32);
		const withAna = record();
		withAna.seats.push({ id: 'a', name: 'Ana', isHost: false, token: 't'.repeat(32), joinedAt: 0, claim });
		expect(admit(withAna, game, { ...hello('Ana'), claim })).toMatchObject({
			kind: 'rejoin',
			seat: { id: 'a' }
		});
		expect(admit(withAna, game, { ...hello('Ana'), claim: 'd'.repeat(32) })).toMatchObject({
			kind: 'reject',
			reason: 'name_taken'
		});
	});
	it('stores the cleaned name of a newcomer', () => {
		expect(admit(record(), game, hello(' Ana\u200b '))).toEqual({ kind: 'newcomer', name: 'Ana' });
		expect(admit(record(), game, hello('Ноst'))).toMatchObject({ kind: 'reject', reason: 'name_taken' });
	});
});
