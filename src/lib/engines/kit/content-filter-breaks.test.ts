import { describe, expect, it } from 'vitest';
import { contentFilter } from './content-filter';
import { LOWER_CONFUSABLES } from './confusables';
import { TR39_LOWER, TR39_UPPER } from './confusables-tr39';
import { BIDI_CONTROLS } from './text';

/** What passed the filter in the attack run of docs/nhie.md "Content filter", one case each. */
describe('the filter judges the line as shown', () => {
	// U+202E shows "rac a ni xes" as "sex in a car"; the old filter judged it stripped, the page showed it raw
	const reversed = [
		['Never have I ever had \u202erac a ni xes', 'en'],
		['Never have I ever \u202edik a ot sedun tnes', 'en'],
		[`Я никогда не занимался \u202e${[...'сексом в машине'].reverse().join('')}`, 'ru']
	] as const;
	it('returns the line without its bidi override, the form it judged', () => {
		for (const [line, lang] of reversed) {
			const r = contentFilter(line, lang, false);
			expect(r.text, line).toBe(line.replace('\u202e', ''));
			expect(BIDI_CONTROLS.test(r.text)).toBe(false);
		}
	});
	it('keeps what an emoji needs and drops the rest of the format characters', () => {
		expect(
			contentFilter('Never have I ever 👩\u200d👩\u200d👧 and ❤\ufe0f s\u00adh\u200bi\u2066p', 'en', false)
		).toEqual({
			ok: true,
			reason: null,
			text: 'Never have I ever 👩\u200d👩\u200d👧 and ❤\ufe0f ship'
		});
	});
});

const sources = (letter: string) => [...(TR39_LOWER[letter] ?? ''), ...(TR39_UPPER[letter] ?? '')];

describe('look-alike letters from the Unicode TR39 data', () => {
	it('blocks the swaps of the report: ꜱ, ԁ, ɴ, ʀ, ᴏ, Coptic ⲣ ⲟ ⲥ, enclosed letters, small capitals', () => {
		for (const word of ['ꜱex', 'ԁick', 'ⲣⲟʀɴ', 'ᴘᴏʀɴ', 'ɴᴜᴅᴇꜱ', 'ⓢⓔⓧ', '🅢🅔🅧', '🆂🅴🆇', '⒮⒠⒳', 'ⲥⲟⲥk', 'ᴅɪᴄᴋ'])
			expect(contentFilter(`Never have I ever had ${word} at work`, 'en', false).ok, word).toBe(false);
	});
	it('blocks every single look-alike swap the table knows, letter by letter', () => {
		for (const word of ['sex', 'porn', 'nudes', 'dick', 'horny'])
			[...word].forEach((letter, i) => {
				for (const c of sources(letter)) {
					const swapped = word.slice(0, i) + c + word.slice(i + 1);
					const line = `Never have I ever had ${swapped} at work`;
					expect(contentFilter(line, 'en', false).ok, `${swapped} U+${c.codePointAt(0)!.toString(16)}`).toBe(
						false
					);
				}
			});
	});
});

describe('look-alike letters in a Russian word', () => {
	it('blocks every swap of a Cyrillic letter for a character the table folds the same way', () => {
		for (const word of ['секс', 'порно', 'нюдсы'])
			[...word].forEach((letter, i) => {
				const target = LOWER_CONFUSABLES[letter];
				for (const c of target ? [target, ...sources(target)] : []) {
					const swapped = word.slice(0, i) + c + word.slice(i + 1);
					const line = `Я никогда не отправлял ${swapped} на работе`;
					expect(contentFilter(line, 'ru', false).ok, `${swapped} U+${c.codePointAt(0)!.toString(16)}`).toBe(
						false
					);
				}
			});
	});
});

describe('minor ages in words and in any digits', () => {
	const lines = [
		['Never have I ever slept with a fifteen-yr-old', 'en'],
		["Never have I ever hooked up with her, she's 15", 'en'],
		['Never have I ever had sex with a \u0661\u0665 year old', 'en'],
		['Never have I ever had sex with a \u0967\u096b year old', 'en'],
		['Never have I ever sexted a 9th grader', 'en'],
		['Never have I ever sexted a ninth grader', 'en'],
		['Never have I ever slept with someone who was sixteen', 'en'],
		['Я никогда не занимался сексом с девушкой, которой 15', 'ru'],
		['Я никогда не спал с 15-ти летней', 'ru'],
		['Я никогда не занимался сексом с восьмиклассницей', 'ru'],
		['Я никогда не отправлял нюдсы восьмикласснице', 'ru'],
		['Я никогда не переспал с той, которой было пятнадцать', 'ru'],
		['Я никогда не занимался сексом в пятнадцать', 'ru']
	] as const;
	it('refuses each with a sexual word, whatever the settings', () => {
		for (const [line, lang] of lines)
			expect(contentFilter(line, lang, true), line).toMatchObject({ ok: false, reason: 'minors_sexual' });
	});
	it('lets the same numbers pass without a sexual word, and adult ages pass with adult questions on', () => {
		expect(contentFilter('Never have I ever been fifteen minutes late', 'en', false).ok).toBe(true);
		expect(contentFilter("Never have I ever met a 9th grader's parents", 'en', false).ok).toBe(true);
		expect(contentFilter('Never have I ever had sex with a twenty-five year old', 'en', true).ok).toBe(true);
		expect(contentFilter('Never have I ever had sex with someone ten years older', 'en', true).ok).toBe(true);
		expect(contentFilter('Never have I ever had sex three times in one night', 'en', true).ok).toBe(true);
		expect(contentFilter('Я никогда не занимался сексом в двадцать пять', 'ru', true).ok).toBe(true);
		expect(contentFilter('Я никогда не опаздывал на пятнадцать минут', 'ru', false).ok).toBe(true);
	});
});

describe('Russian word forms through the stemmer, and slur spellings', () => {
	it('blocks «трахает» and «сэксом» with adult questions off', () => {
		for (const line of ['Я никогда не видел, как он её трахает', 'Я никогда не занимался сэксом в машине'])
			expect(contentFilter(line, 'ru', false), line).toMatchObject({ ok: false, reason: 'sexual_nsfw_off' });
	});
	it('does not make a short stem a word («гол» is not «голый»)', () => {
		expect(contentFilter('Я никогда не забивал гол в свои ворота', 'ru', false).ok).toBe(true);
	});
	it('blocks "niqqer" and «п1дор» as slurs', () => {
		expect(contentFilter('Never have I ever met a niqqer', 'en', true)).toMatchObject({ reason: 'slur' });
		expect(contentFilter('Я никогда не называл никого п1дором', 'ru', true)).toMatchObject({
			reason: 'slur'
		});
		expect(contentFilter('Я никогда не называл никого п1дор', 'ru', true)).toMatchObject({ reason: 'slur' });
	});
});
