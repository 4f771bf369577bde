import { MAX_HOST_MESSAGE_BYTES } from './protocol';

/**
 * Host → guest messages over a raw data channel (docs/lobby.md "What the host decodes"). A long
 * game's view can outgrow what one SCTP message carries (256 KiB in Chromium), so the host cuts a long
 * text into frames `~k/n~piece`; a guest joins them. JSON always starts with `{`, so a frame is never
 * mistaken for a message. Only guests join frames: the host reads nothing but whole messages.
 */
/** Characters per frame: at most 3 UTF-8 bytes each, well under 256 KiB. */
export const FRAME_CHARS = 60_000;
/** The most frames one message may take (the host's own cap, MAX_HOST_MESSAGE_BYTES). */
export const MAX_FRAMES = Math.ceil(MAX_HOST_MESSAGE_BYTES / FRAME_CHARS) + 1;
/** The longest frame a guest accepts: a piece and its header. */
export const MAX_FRAME_CHARS = FRAME_CHARS + 8;

const HEADER = /^~(\d{1,2})\/(\d{1,2})~/;

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/** The frames of one message: the text itself when it fits in one. Never splits a surrogate pair. */
export const splitFrames = (text: string): string[] => {
	if (text.length <= FRAME_CHARS) return [text];
	const pieces: string[] = [];
	for (let start = 0; start < text.length;) {
		let end = Math.min(start + FRAME_CHARS, text.length);
		// a lone surrogate would reach the other side as U+FFFD
		if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
		pieces.push(text.slice(start, end));
		start = end;
	}
	return pieces.map((piece, k) => `~${k}/${pieces.length}~${piece}`);
};

/**
 * A guest's reassembly of one link's frames, in order (the channel is reliable and ordered). Anything
 * out of order, too many frames or a bad header drops what was gathered: the view is asked for again
 * at the next heartbeat (docs/lobby.md "A lost view heals").
 */
export class FrameJoiner {
	#parts: string[] = [];
	#count = 0;

	/** The whole message once its last frame came, else null. */
	push(frame: string): string | null {
		if (!frame.startsWith('~')) {
			this.#reset();
			return frame;
		}
		const m = HEADER.exec(frame.slice(0, 8));
		const k = m ? Number(m[1]) : -1;
		const n = m ? Number(m[2]) : -1;
		const fits = n >= 2 && n <= MAX_FRAMES && k === this.#parts.length && (k === 0 || n === this.#count);
		if (!m || !fits) {
			this.#reset();
			return null;
		}
		this.#count = n;
		this.#parts.push(frame.slice(m[0].length));
		if (this.#parts.length < n) return null;
		const text = this.#parts.join('');
		this.#reset();
		return text;
	}

	#reset(): void {
		this.#parts = [];
		this.#count = 0;
	}
}
