/**
 * The one form a line from a model, a pack or a player is shown in (docs/nhie.md "Content
 * filter"): the content filter judges this string and returns it, and only it is put on a page, so
 * what was judged is what is seen. Format characters are removed — bidi controls (an override would
 * show "…rac a ni xes dah" as "…had sex in a car"), zero-width characters, soft hyphens, tags — but
 * the joiner and variation selectors that build an emoji stay; control characters become spaces
 * (a line break stays).
 */
const FORMAT = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const CONTROL = /[^\P{Cc}\n]|[\u2028\u2029]/gu;
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{fe0f}\u20e3]/u;
const EMOJI_BASE = /\p{Emoji}/u;
const ZWJ = '\u200d';
const SELECTORS = /[\ufe0e\ufe0f]/u;

export const displayText = (text: string): string => {
	const chars = [...text.normalize('NFC').replace(CONTROL, ' ')];
	let out = '';
	let prev = '';
	chars.forEach((c, i) => {
		if (FORMAT.test(c)) {
			const next = chars[i + 1] ?? '';
			const keep =
				(SELECTORS.test(c) && EMOJI_BASE.test(prev)) ||
				(c === ZWJ && EMOJI.test(prev) && /\p{Extended_Pictographic}/u.test(next));
			if (!keep) return;
		}
		out += c;
		prev = c;
	});
	return out;
};
