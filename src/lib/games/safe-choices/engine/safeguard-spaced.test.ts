import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadActModel } from '$lib/engines/acts';
import { stopsTheScene } from './safeguard';
import { STOP_LINES } from './testing/stop-lines';
import type { RiskLanguage } from './types';

const model = await loadActModel();

/**
 * A disclosure typed with its letters spaced out or broken up still stops the scene, and an
 * ordinary line typed so does not (docs/safe-choices.md "Safeguarding"; engine/spaced.ts).
 */
const ZW = (text: string) => [...text].join('\u200b');

const DISGUISED: readonly [RiskLanguage, string][] = [
	['en', 'i w a n t t o d i e'],
	['en', 'I  W A N T  T O  D I E'],
	['en', 'h e  t o u c h e s  m e'],
	['en', 'k-i-l-l m-y-s-e-l-f'],
	['en', 'k.i.l.l.m.y.s.e.l.f'],
	['en', ZW('iwanttodie')],
	['en', 'i\u200bwant\u200bto\u200bdie'],
	['en', 'm y  s t e p d a d  h i t s  m e'],
	['en', 'im s c a r e d'],
	['ru', 'м н е п л о х о'],
	['ru', 'м н е  п л о х о'],
	['ru', 'хочу у м е р е т ь'],
	['ru', 'я х о ч у у м е р е т ь'],
	['ru', 'о-т-ч-и-м б-ь-е-т м-е-н-я'],
	['ru', ZW('помогите')],
	['ru', 'y a  h o c h u  u m e r e t'],
	['ru', 'y a h o c h u u m e r e t'],
	['ru', 'm n e  s t r a s h n o']
];

const ORDINARY: readonly [RiskLanguage, string][] = [
	['en', 'n o'],
	['en', 'o k'],
	['en', 'l o l'],
	['en', 'n o p e  n o t  d o i n g  i t'],
	['en', 'n o p e n o t d o i n g i t'],
	['en', 'n o  t h a n k s'],
	['en', 's t o p'],
	['en', 'b y e'],
	['en', 'i m  f i n e'],
	['en', 'w h a t e v e r'],
	['ru', 'н е т'],
	['ru', 'н е  х о ч у'],
	['ru', 'н е т  с п а с и б о'],
	['ru', 'о т с т а н ь'],
	['ru', 'n e t'],
	['ru', 'л о л']
];

describe('safeguarding reads letters spaced out or broken up', () => {
	for (const [language, text] of DISGUISED)
		it(`${language}: "${text}" stops the scene`, () => {
			expect(stopsTheScene(model, text, language)).toBe(true);
		});
	it('does not stop an ordinary line typed spaced out', () => {
		// spaced out, a line reads as the line itself: it stops only where its words do (a bare "im
		// fine" reads as distress at the threshold on some retrains, spaced out or not — docs/safe-choices.md
		// "How safe is it": the player goes back with "Not me")
		const words = (text: string) =>
			text
				.split(/\s{2,}/u)
				.map((w) => w.replace(/\s/gu, ''))
				.join(' ');
		const stopped = ORDINARY.filter(([language, text]) => stopsTheScene(model, text, language));
		const wordsStop = ORDINARY.filter(([language, text]) => stopsTheScene(model, words(text), language));
		expect(stopped).toEqual(wordsStop);
		expect(stopped.length).toBeLessThanOrEqual(1);
	});
});

/** Marks typed between the letters of a word. */
const MARKS = [' ', '-', '.', '_', '*', '\u200b'];

describe('spacing out any word of a stopping line still stops it', () => {
	for (const { language, text } of STOP_LINES)
		it(`${language}: "${text}"`, () => {
			expect(stopsTheScene(model, text, language)).toBe(true);
			const words = text.split(' ');
			fc.assert(
				fc.property(
					fc.array(fc.boolean(), { minLength: words.length, maxLength: words.length }),
					fc.constantFrom(...MARKS),
					(spaced, mark) =>
						stopsTheScene(model, words.map((w, i) => (spaced[i] ? [...w].join(mark) : w)).join(' '), language)
				),
				{ numRuns: 60, seed: 25 }
			);
		});
});
