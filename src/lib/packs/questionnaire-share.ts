import { SharePayloadSchema, type SharePayload } from '$lib/engines/questionnaire';

/**
 * Share links (seed 002 §12): the payload travels in the URL fragment — deflate-raw compressed,
 * base64url — so opening the link needs no server and the fragment never reaches one.
 */
const toBase64Url = (bytes: Uint8Array): string => {
	let bin = '';
	for (const b of bytes) bin += String.fromCharCode(b);
	return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string): Uint8Array => {
	const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
	const bin = atob(b64);
	return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};
const pipe = async (
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
	{ ok: true; payload: SharePayload } | { ok: false; reason: 'empty' | 'corrupt' | 'invalid' };

export const decodeSharePayload = async (fragment: string): Promise<ShareDecode> => {
	const text = fragment.replace(/^#/, '').trim();
	if (!text) return { ok: false, reason: 'empty' };
	let json: unknown;
	try {
		const bytes = await pipe(fromBase64Url(text), new DecompressionStream('deflate-raw'));
		json = JSON.parse(new TextDecoder().decode(bytes));
	} catch {
		return { ok: false, reason: 'corrupt' };
	}
	const parsed = SharePayloadSchema.safeParse(json);
	return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, reason: 'invalid' };
};
