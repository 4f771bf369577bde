/**
 * Reads a body with a byte cap (a 100 MB model reply was read in full; a small share link
 * inflated to 1 GB): a larger Content-Length is refused before reading, a stream is cut off as soon
 * as it passes the cap.
 */
/** Thrown when a body is larger than allowed; the reading stopped at the cap. */
export class TooLarge extends Error {}

/** The body as text, reading at most `maxBytes` (Content-Length checked first, then as it streams). */
export const readCapped = async (res: Response, maxBytes: number): Promise<string> => {
	const declared = Number(res.headers.get('content-length'));
	if (Number.isFinite(declared) && declared > maxBytes) {
		await res.body?.cancel().catch(() => undefined);
		throw new TooLarge();
	}
	if (!res.body) return res.text();
	const reader = res.body.getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > maxBytes) {
			await reader.cancel().catch(() => undefined);
			throw new TooLarge();
		}
		chunks.push(value);
	}
	const all = new Uint8Array(size);
	let at = 0;
	for (const c of chunks) {
		all.set(c, at);
		at += c.byteLength;
	}
	return new TextDecoder().decode(all);
};
