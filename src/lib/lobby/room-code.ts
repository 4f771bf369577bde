import { LOWER_CONFUSABLES, UPPER_CONFUSABLES } from '$lib/engines/kit/confusables';
import { stripInvisible } from '$lib/engines/kit/text';

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
		.map((c) => UPPER_CONFUSABLES[c] ?? LOWER_CONFUSABLES[c] ?? c)
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

/** The big screen of a room (docs/lobby.md "The big screen"): a spectator's view for a laptop or a TV. */
export const screenPath = (code: string, fingerprint?: string | null): string =>
	`/screen/${code}${fingerprint ? `#h=${fingerprint}` : ''}`;

/** The room key's fingerprint in this page's address, when the page is room `code`'s link. */
export const linkFingerprint = (code: string): string | undefined => {
	if (typeof location === 'undefined') return undefined;
	const m = /^#h=([A-Za-z0-9_-]{22})$/.exec(location.hash);
	const last = location.pathname.split('/').filter(Boolean).pop() ?? '';
	return m && normalizeRoomCode(last) === code ? m[1] : undefined;
};
