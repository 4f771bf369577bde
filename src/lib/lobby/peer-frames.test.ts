import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAME_CHARS, FrameJoiner, MAX_FRAME_CHARS, MAX_FRAMES, splitFrames } from './peer-frames';

/** docs/lobby.md "What the host decodes": the host's long messages as frames a guest joins. */
describe('host → guest frames', () => {
	it('any text comes out whole, each frame within the limit, no surrogate pair cut', () => {
		fc.assert(
			fc.property(
				fc.string({ unit: 'grapheme', maxLength: 3000 }),
				fc.integer({ min: 0, max: 4 }),
				(piece, repeat) => {
					const text = `{"t":"state","view":"${piece.repeat(1 + repeat * 40)}"}`;
					const frames = splitFrames(text);
					expect(frames.every((f) => f.length <= MAX_FRAME_CHARS)).toBe(true);
					expect(frames.every((f) => !/[\uD800-\uDBFF]$/.test(f) || f === text)).toBe(true);
					const joiner = new FrameJoiner();
					const out = frames.map((f) => joiner.push(f)).filter((t) => t !== null);
					expect(out).toEqual([text]);
				}
			),
			{ numRuns: 60 }
		);
	});

	it('a text that fits one frame is sent as it is', () => {
		const text = '{"t":"ping","at":1}';
		expect(splitFrames(text)).toEqual([text]);
		expect(new FrameJoiner().push(text)).toBe(text);
	});

	it('a frame out of order, a bad header or too many frames drops what was gathered', () => {
		const text = `{"v":"${'é'.repeat(FRAME_CHARS * 2)}"}`;
		const [a, b, c] = splitFrames(text);
		const joiner = new FrameJoiner();
		expect(joiner.push(a)).toBeNull();
		expect(joiner.push(c)).toBeNull(); // skipped b: dropped
		expect(joiner.push(b)).toBeNull();
		expect([a, b, c].map((f) => joiner.push(f)).at(-1)).toBe(text);
		expect(joiner.push(`~0/${MAX_FRAMES + 1}~x`)).toBeNull();
		expect(joiner.push('~x/y~')).toBeNull();
		// a whole message between frames starts afresh
		expect(joiner.push(a)).toBeNull();
		expect(joiner.push('{"t":"ping","at":2}')).toBe('{"t":"ping","at":2}');
		expect(joiner.push(b)).toBeNull();
	});
});
