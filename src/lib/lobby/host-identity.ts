import * as ed from '@noble/ed25519';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import type { ChannelBinding } from './transport';

/**
 * The room's signing key (docs/lobby.md "Host identity"): whoever registers the room's peer id is not
 * thereby the host. The host proves it holds the room's Ed25519 key by signing a guest's challenge
 * bound to this very data channel (both ends' DTLS fingerprints), and a guest sends its seat token
 * only to a host that did. Pure JS (@noble): the plain-http LAN address has no `crypto.subtle`;
 * `crypto.getRandomValues` exists in every context.
 */
ed.hashes.sha512 = sha512;

const HEX = /^[0-9a-f]{64}$/;
/** Base64url of 32 bytes (a public key), of 16 (a fingerprint), of 64 (a signature). */
const B64URL = (chars: number) => new RegExp(`^[A-Za-z0-9_-]{${chars}}$`);
export const PUBLIC_KEY = B64URL(43);
export const FINGERPRINT = B64URL(22);
export const SIGNATURE = B64URL(86);

const toHex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const fromHex = (s: string): Uint8Array => Uint8Array.from(s.match(/../g) ?? [], (h) => parseInt(h, 16));

export const toBase64Url = (b: Uint8Array): string =>
	btoa(String.fromCharCode(...b))
		.replace(/\+/g, '-')
		.replace(/\//g, '_')
		.replace(/=+$/, '');

export const fromBase64Url = (s: string): Uint8Array => {
	const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
	return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
};

/** A new room key: 32 random bytes as hex, kept with the lobby record on the host only. */
export const newHostSecret = (): string => toHex(ed.utils.randomSecretKey());

export const isHostSecret = (s: string): boolean => HEX.test(s);

/** The room's public key (base64url), which guests learn and keep with their seat. */
export const hostPublicKey = (secret: string): string => toBase64Url(ed.getPublicKey(fromHex(secret)));

/** What a join link carries (`#h=…`): the first 128 bits of the key's SHA-256, short enough for a QR code. */
export const keyFingerprint = (publicKey: string): string =>
	toBase64Url(sha256(fromBase64Url(publicKey)).slice(0, 16));

/**
 * The bytes the host signs: the room, the guest's nonce and the channel as the HOST sees it. A guest
 * checks it against the channel as it sees it (remote and local swapped): a relay in between has
 * other certificates on each side, so the host's answer to the relay's channel does not verify.
 */
const transcript = (code: string, nonce: string, hostEnd: string, guestEnd: string): Uint8Array =>
	new TextEncoder().encode(['parlor-host-proof/1', code, nonce, hostEnd, guestEnd].join('\n'));

export const signChallenge = (secret: string, code: string, nonce: string, binding: ChannelBinding): string =>
	toBase64Url(ed.sign(transcript(code, nonce, binding.local, binding.remote), fromHex(secret)));

/** True when `sig` is the room key's answer to `nonce` on this channel (the guest's own binding). */
export const verifyChallenge = (
	publicKey: string,
	code: string,
	nonce: string,
	binding: ChannelBinding,
	sig: string
): boolean => {
	if (!PUBLIC_KEY.test(publicKey) || !SIGNATURE.test(sig)) return false;
	try {
		const message = transcript(code, nonce, binding.remote, binding.local);
		return ed.verify(fromBase64Url(sig), message, fromBase64Url(publicKey));
	} catch {
		return false;
	}
};
