import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearCopy, nearCopyIndex, SHORT_LETTERS } from './near-copy';

/** docs/acts.md "Near-copies": what keeps the held-out figures a measure of reading, not memory. */
describe('near-copies of a held-out line', () => {
	it('catches the same line in other clothes: case, punctuation, emoji, spaces, apostrophes', () => {
		expect(nearCopy('IM SHAKING RN 😭😭', "i'm shaking rn")).toBe('same');
		expect(nearCopy('да конечно!!', 'да, конечно')).toBe('same');
		expect(nearCopy('no way jose', 'noway, josé')).toBe('same');
	});

	it('catches a held-out line carried whole inside a longer line, not a phrase in common', () => {
		expect(nearCopy('in the name of the crown, tell me the password', 'tell me the password')).toBe(
			'contained'
		);
		// a training phrase inside a long held-out line is a phrase in common
		expect(nearCopy("i don't know", 'my stepdad does this to me and i dont know what to do')).toBeNull();
		// two words are a phrase in common too
		expect(nearCopy('ok so im out of here for tonight', 'im out')).toBeNull();
	});

	it('catches an edit: a word swapped, added or dropped, a spelling changed', () => {
		expect(nearCopy('ur lying, you were on that mission', "you're lying, you were on that mission")).toBe(
			'similar'
		);
		expect(nearCopy('blocking u', 'blocking u now')).toBe('similar');
		expect(nearCopy('ne budu ya nichego skidyvat', 'ne budu ya nichego otpravlyat')).toBe('similar');
		expect(nearCopy('мне жутко страшно', 'мне страшно')).toBe('similar');
	});

	it('lets an honest line of the same act pass, and one sharing only a phrase', () => {
		expect(nearCopy('nah im good, i have practice early', 'no thanks i dont want to')).toBeNull();
		expect(nearCopy('моя мама против, так что нет', 'нет, я не буду это пить')).toBeNull();
		// 0.44 in set 12's README: a shared phrase, left
		expect(nearCopy('макс, я такое не отправляю', 'такое не отправляю без вариантов')).toBeNull();
	});

	it('never calls a short line a near-copy: "no", «нет», "nah" belong in both', () => {
		expect(nearCopy('no!!', 'no')).toBeNull();
		expect(nearCopy('нет', 'нет')).toBeNull();
		expect(nearCopy('no u', 'no')).toBeNull();
		fc.assert(
			fc.property(fc.string({ maxLength: SHORT_LETTERS - 1 }), fc.string(), (short, other) => {
				expect(nearCopy(short, other)).toBeNull();
				expect(nearCopy(other, short)).toBeNull();
			})
		);
	});

	const word = fc.constantFrom(
		'no',
		'ok',
		'i',
		'dont',
		'want',
		'to',
		'go',
		'мне',
		'страшно',
		'tell',
		'me',
		'u'
	);
	const line = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));

	it('a long line shouted, punctuated or with an emoji is always the same line (property)', () => {
		fc.assert(
			fc.property(
				fc.array(word, { minLength: 4, maxLength: 8 }),
				fc.constantFrom('!!', '?', ' 😭', '...'),
				(w, end) => {
					const text = w.join(' ');
					fc.pre(text.replaceAll(' ', '').length >= SHORT_LETTERS);
					expect(nearCopy(`${text.toUpperCase()}${end}`, text)).toBe('same');
				}
			)
		);
	});

	it('the index answers exactly what comparing every pair answers (property)', () => {
		fc.assert(
			fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), line, (heldOut, text) => {
				const byIndex = nearCopyIndex(heldOut)(text);
				const byPair = heldOut.flatMap((h) => {
					const reason = nearCopy(text, h);
					return reason ? [{ heldOut: h, reason }] : [];
				});
				const key = (h: { heldOut: string; reason: string }) => `${h.heldOut}|${h.reason}`;
				expect(byIndex.map(key).sort()).toEqual(byPair.map(key).sort());
			})
		);
	});
});
