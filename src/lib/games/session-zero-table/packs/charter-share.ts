import { CharterSchema, type Charter } from '$lib/games/session-zero-table/engine';
import { readCapped } from '$lib/io/read-capped';
import { fromBase64Url, pipe, toBase64Url } from '$lib/games/session-zero/packs/questionnaire-share';

/**
 * A table charter's share link (docs/session-zero.md "Session zero for a group"): like a result link (seed 002 section 12), the charter travels
 * deflated in the URL fragment, never reaching a server. Same caps as result links.
 */
const MAX_FRAGMENT = 64 * 1024;
const MAX_JSON = 256 * 1024;

export const encodeCharter = async (c: Charter): Promise<string> =>
	toBase64Url(
		await pipe(
			new TextEncoder().encode(JSON.stringify(CharterSchema.parse(c))),
			new CompressionStream('deflate-raw')
		)
	);

export const decodeCharter = async (fragment: string): Promise<Charter | null> => {
	const text = fragment.replace(/^#/, '').trim();
	if (!text || text.length > MAX_FRAGMENT) return null;
	try {
		const inflated = new Blob([fromBase64Url(text) as BlobPart])
			.stream()
			.pipeThrough(new DecompressionStream('deflate-raw'));
		const parsed = CharterSchema.safeParse(JSON.parse(await readCapped(new Response(inflated), MAX_JSON)));
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
};
