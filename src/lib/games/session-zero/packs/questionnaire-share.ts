import { SharePayloadSchema, type SharePayload } from '$lib/games/session-zero/engine/share-schema';
import { readCapped, TooLarge } from '$lib/io/read-capped';

/**
 * Share links (seed 002 section 12): the payload travels in the URL fragment — deflate-raw compressed,
 * base64url — so opening the link needs no server and the fragment never reaches one.
 */
export const toBase64Url = (bytes: Uint8Array): string => {
	let bin = '';
	for (const b of bytes) bin += String.fromCharCode(b);
	return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
export const fromBase64Url = (text: string): Uint8Array => {
	const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
	const bin = atob(b64);
	return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};
export const pipe = async (
	bytes: Uint8Array,
	stream: CompressionStream | DecompressionStream
): Promise<Uint8Array> =>
	new Uint8Array(
		await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream)).arrayBuffer()
	);

/** Rounds numbers for a shorter link (display needs 3 digits at most). */
const compact = (p: SharePayload): SharePayload =>
	JSON.parse(
		JSON.stringify(p, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v))
	) as SharePayload;

export const encodeSharePayload = async (p: SharePayload): Promise<string> => {
	const json = new TextEncoder().encode(JSON.stringify(compact(SharePayloadSchema.parse(p))));
	return toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
};

export type ShareDecode =
	{ ok: true; payload: SharePayload } | { ok: false; reason: 'empty' | 'too-large' | 'corrupt' | 'invalid' };

/**
 * A 1.3 MB link inflated to 1 GB (12 s) before "broken link". A real link is a few hundred
 * characters; the fragment is refused past 64 KB before anything is inflated, and inflating stops at
 * 256 KB (deflate can multiply a small link a thousandfold).
 */
export const MAX_SHARE_FRAGMENT_CHARS = 64 * 1024;
export const MAX_SHARE_JSON_BYTES = 256 * 1024;

export const decodeSharePayload = async (fragment: string): Promise<ShareDecode> => {
	const text = fragment.replace(/^#/, '').trim();
	if (!text) return { ok: false, reason: 'empty' };
	if (text.length > MAX_SHARE_FRAGMENT_CHARS) return { ok: false, reason: 'too-large' };
	let json: unknown;
	try {
		const inflated = new Blob([fromBase64Url(text) as BlobPart])
			.stream()
			.pipeThrough(new DecompressionStream('deflate-raw'));
		json = JSON.parse(await readCapped(new Response(inflated), MAX_SHARE_JSON_BYTES));
	} catch (e) {
		return { ok: false, reason: e instanceof TooLarge ? 'too-large' : 'corrupt' };
	}
	const parsed = SharePayloadSchema.safeParse(json);
	if (!parsed.success) return { ok: false, reason: 'invalid' };
	// Lines and Veils travel only in a GM link that says it carries them: a public link never shows them.
	const { safety, ...rest } = parsed.data;
	const gm = rest.share_scope === 'gm' && rest.safety_included;
	return { ok: true, payload: gm && safety ? { ...rest, safety } : rest };
};
