import { describe, expect, it } from 'vitest';
import {
	FINGERPRINT,
	hostPublicKey,
	keyFingerprint,
	newHostSecret,
	signChallenge,
	verifyChallenge
} from './host-identity';

const code = 'ABCD';
const nonce = 'ab'.repeat(16);
// the host's end is the guest's remote and the other way round
const hostSide = { local: 'HOST-CERT', remote: 'GUEST-CERT' };
const guestSide = { local: 'GUEST-CERT', remote: 'HOST-CERT' };

describe('the room key proves the host on one channel (docs/lobby.md "Host identity")', () => {
	const secret = newHostSecret();
	const key = hostPublicKey(secret);
	const sig = signChallenge(secret, code, nonce, hostSide);

	it('a guest accepts the room key’s answer to its own nonce on its own channel', () => {
		expect(verifyChallenge(key, code, nonce, guestSide, sig)).toBe(true);
	});

	it('an answer made for another channel does not verify: a relay has other certificates', () => {
		const relayed = { local: 'GUEST-CERT', remote: 'RELAY-CERT' };
		expect(verifyChallenge(key, code, nonce, relayed, sig)).toBe(false);
		const hostSawRelay = signChallenge(secret, code, nonce, { local: 'HOST-CERT', remote: 'RELAY-CERT' });
		expect(verifyChallenge(key, code, nonce, guestSide, hostSawRelay)).toBe(false);
	});

	it('another nonce, another room or another key does not verify', () => {
		expect(verifyChallenge(key, code, 'cd'.repeat(16), guestSide, sig)).toBe(false);
		expect(verifyChallenge(key, 'WXYZ', nonce, guestSide, sig)).toBe(false);
		const other = hostPublicKey(newHostSecret());
		expect(verifyChallenge(other, code, nonce, guestSide, sig)).toBe(false);
	});

	it('garbage in place of a key or a signature is a no, never a throw', () => {
		expect(verifyChallenge('x', code, nonce, guestSide, sig)).toBe(false);
		expect(verifyChallenge(key, code, nonce, guestSide, 'A'.repeat(86))).toBe(false);
		expect(verifyChallenge('A'.repeat(43), code, nonce, guestSide, sig)).toBe(false);
	});

	it('a join link names the key by a short fingerprint, the same for the same key', () => {
		expect(keyFingerprint(key)).toMatch(FINGERPRINT);
		expect(keyFingerprint(hostPublicKey(secret))).toBe(keyFingerprint(key));
		expect(keyFingerprint(hostPublicKey(newHostSecret()))).not.toBe(keyFingerprint(key));
	});
});
