import { LOWER_CONFUSABLES, UPPER_CONFUSABLES } from '$lib/engines/kit/confusables';
import { stripInvisible } from '$lib/engines/kit/text';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Room codes (lobby.md, "Joining"): 4 characters from an alphabet without 0/O and 1/I/L, so a code
 * read aloud or off a screen cannot be mistyped. The host's PeerJS id is a fixed app prefix + code,
 * so a guest needs nothing but the code (and the prefix keeps us apart on the shared public server).
 */
export const ROOM_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ROOM_CODE_LENGTH = 4;
export const PEER_ID_PREFIX = 'parlor-v1-';

/** `randomInt(n)` returns an integer in [0, n); defaults to crypto.getRandomValues. */
export const cryptoInt = (n: number): number => {
	const buf = new Uint32Array(1);
	crypto.getRandomValues(buf);
	return buf[0] % n;
};

export const newRoomCode = (randomInt: (n: number) => number = cryptoInt): string =>
	Array.from({ length: ROOM_CODE_LENGTH }, () => ROOM_ALPHABET[randomInt(ROOM_ALPHABET.length)]).join('');

/**
 * A code as typed, pasted or read off a screen (docs/lobby.md "Joining"): NFKC (fullwidth letters), invisible
 * characters, spaces, dashes and dots dropped, Cyrillic/Greek look-alikes made Latin (kit/confusables),
 * upper-cased. 0/O and 1/I/L are not in the alphabet, so they stay invalid rather than guessed.
 */
export const normalizeRoomCode = (input: string): string =>
	[...stripInvisible(input).replace(/[\s\p{Pd}._]/gu, '')]
		.map((c) => UPPER_CONFUSABLES[c.toUpperCase()] ?? LOWER_CONFUSABLES[c.toLowerCase()] ?? c)
		.join('')
		.toUpperCase();

export const isRoomCode = (code: string): boolean =>
	code.length === ROOM_CODE_LENGTH && [...code].every((c) => ROOM_ALPHABET.includes(c));

export const hostPeerId = (code: string): string => PEER_ID_PREFIX + code;

/** 128-bit random token as hex (reconnect tokens, lobby.md "Joining"). */
export const newToken = (): string => {
	const bytes = new Uint8Array(16);
	crypto.getRandomValues(bytes);
	return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** Short random id for seats (not secret). */
export const newId = (): string => newToken().slice(0, 12);

/**
 * A room's link. `fingerprint`: the room key's (docs/lobby.md "Host identity"), after `#h=` — a
 * fragment, so it never reaches a server — and a guest who came by the link trusts no other key.
 */
export const joinPath = (code: string, fingerprint?: string | null): string =>
	`/join/${code}${fingerprint ? `#h=${fingerprint}` : ''}`;

/**
 * The big screen of a room (docs/lobby.md "The big screen"): a spectator's view for a laptop or a TV.
 * Its fragment carries the room key's fingerprint (`h`) and the room's screen code (`s`).
 */
export const screenPath = (
	code: string,
	o: { fingerprint?: string | null; screenKey?: string | null } = {}
): string => {
	const params = [o.fingerprint ? `h=${o.fingerprint}` : '', o.screenKey ? `s=${o.screenKey}` : ''];
	const fragment = params.filter(Boolean).join('&');
	return `/screen/${code}${fragment ? `#${fragment}` : ''}`;
};

/** One value of a link's fragment (`#h=…&s=…`), or null. */
export const fragmentParam = (hash: string, name: string): string | null =>
	new URLSearchParams(hash.replace(/^#/, '')).get(name);

/** The room key's fingerprint in this page's address, when the page is room `code`'s link. */
export const linkFingerprint = (code: string): string | undefined => {
	if (typeof location === 'undefined') return undefined;
	const h = fragmentParam(location.hash, 'h');
	const last = location.pathname.split('/').filter(Boolean).pop() ?? '';
	return h && /^[A-Za-z0-9_-]{22}$/.test(h) && normalizeRoomCode(last) === code ? h : undefined;
};

export const SCREEN_KEY_LENGTH = 6;

/** Four 32-bit FNV-1a lanes of `text` (not a cryptographic hash: what it hides is chosen at random). */
const lanes = (text: string): number[] =>
	[0x811c9dc5, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35].map((seed) => {
		let h = seed;
		for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) ^ (h >>> 15);
		return h >>> 0;
	});

/**
 * The room's screen code (lobby.md "The big screen"): 6 characters of the room alphabet, derived
 * from the room's secret key by HMAC-SHA256, so it is the same after a host reload, needs no storage
 * of its own, and cannot be worked out from anything that crosses the wire (the PeerJS token does go
 * to the PeerServer). A new big screen needs it (host-watchers.ts).
 */
export const screenKeyOf = (roomSecret: string): string => {
	const mac = hmac(
		sha256,
		new TextEncoder().encode(roomSecret),
		new TextEncoder().encode('parlor screen code')
	);
	return Array.from(
		{ length: SCREEN_KEY_LENGTH },
		(_, i) => ROOM_ALPHABET[mac[i] % ROOM_ALPHABET.length]
	).join('');
};

/** What a screen sends for a screen code: a token (protocol.ts `watch`), where a known screen sends its own. */
export const screenTokenOf = (key: string): string =>
	lanes(`screen-code:${key}`)
		.map((n) => n.toString(16).padStart(8, '0'))
		.join('');
