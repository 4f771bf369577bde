import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { disguised } from '$lib/engines/kit/testing/obfuscate';
import { loadPackSync } from './testing/packs';
import { validateResponse } from './validate';
import { DIFFICULTIES, PIRATE_LANGUAGES, type PirateLanguage } from './schema';
import { SURRENDER_PHRASES } from './surrender-phrases';

// pirate.md: thresholds easy 40, medium 60, hard 80; "close" is within 5 points (seed 004).
const T = { easy: 40, medium: 60, hard: 80 } as const;

const phraseVariants: Record<PirateLanguage, string[]> = {
	en: [
		'Arr. Here is my treasure, take it.',
		'HERE IS MY TREASURE, TAKE IT!!!',
		'here   is my   treasure take it',
		'Here is my treasure… take it — ye earned it',
		'Hére ís my treasure, také it',
		'ＨＥＲＥ ＩＳ my treasure, take it', // fullwidth: NFKC
		'"here-is-my-treasure, take-it"'
	],
	pl: [
		'Oto mój skarb, weź go!',
		'OTO MÓJ SKARB, WEŹ GO',
		'oto moj skarb wez go',
		'Oto  mój skarb — weź   go...',
		'Oto mo\u0301j skarb, wez\u0301 go', // decomposed accents
		'Arr, oto mój skarb; weź go, łotrze'
	],
	ru: [
		'Вот моё сокровище, бери его!',
		'ВОТ МОЁ СОКРОВИЩЕ, БЕРИ ЕГО',
		'вот мое сокровище бери его',
		'Вот  моё сокровище — бери   его...',
		'Вот моё сокровище, бери его' // decomposed ё
	]
};
const agreementVariants: Record<PirateLanguage, string[]> = {
	en: ['Arr, fine — the treasure is yours.', 'TAKE THE GOLD and begone!', 'The  gold   is yours, matey'],
	pl: ['Niech będzie, skarb jest twój.', 'WEŹ ZŁOTO i znikaj!', 'zloto jest twoje, kamracie'],
	ru: ['Ладно, сокровище твоё.', 'ЗАБИРАЙ ЗОЛОТО и проваливай!', 'золото твое, дружище']
};
const neutral: Record<PirateLanguage, string> = {
	en: 'Ye talk a lot for a landlubber.',
	pl: 'Dużo gadasz jak na szczura lądowego.',
	ru: 'Много болтаешь для сухопутной крысы.'
};
const nearMiss: Record<PirateLanguage, string> = {
	en: 'Here is my treasure chest; ye will never take it.',
	pl: 'Oto mój skarb; nigdy go nie weźmiesz.',
	ru: 'Вот моё сокровище; тебе его никогда не взять.'
};

describe.each(['en', 'pl', 'ru'] as const)(
	'validateResponse (seed 004 "Win Condition Logic"), %s',
	(lang) => {
		const pack = loadPackSync(lang);
		describe.each(DIFFICULTIES)('%s', (d) => {
			const t = T[d];
			it.each(phraseVariants[lang])('exact phrase "%s": win at ≥ threshold, blocked below', (text) => {
				expect(validateResponse(text, t, d, pack)).toEqual({
					isWon: true,
					isBlocked: false,
					reason: 'exact_phrase_high_score'
				});
				expect(validateResponse(text, 100, d, pack).reason).toBe('exact_phrase_high_score');
				for (const s of [t - 1, t - 5, 0])
					expect(validateResponse(text, s, d, pack)).toEqual({
						isWon: false,
						isBlocked: true,
						reason: 'blocked_exact_phrase_low_score'
					});
			});
			it.each(agreementVariants[lang])('agreement "%s": high, close, or allowed without a win', (text) => {
				expect(validateResponse(text, t, d, pack)).toEqual({
					isWon: true,
					isBlocked: false,
					reason: 'agreement_high_score'
				});
				for (const s of [t - 1, t - 5])
					expect(validateResponse(text, s, d, pack)).toEqual({
						isWon: true,
						isBlocked: false,
						reason: 'agreement_close_score'
					});
				for (const s of [t - 6, 0])
					expect(validateResponse(text, s, d, pack)).toEqual({
						isWon: false,
						isBlocked: false,
						reason: 'none'
					});
			});
			it('neither: high score alone wins, otherwise allowed with no win', () => {
				expect(validateResponse(neutral[lang], t, d, pack)).toEqual({
					isWon: true,
					isBlocked: false,
					reason: 'high_score'
				});
				expect(validateResponse(neutral[lang], t - 1, d, pack)).toEqual({
					isWon: false,
					isBlocked: false,
					reason: 'none'
				});
			});
			it('a near miss of the phrase is not the phrase', () => {
				expect(validateResponse(nearMiss[lang], t - 10, d, pack)).toEqual({
					isWon: false,
					isBlocked: false,
					reason: 'none'
				});
			});
		});
		it('the phrase of every other language is blocked in this game too', () => {
			for (const other of PIRATE_LANGUAGES.filter((l) => l !== lang))
				expect(validateResponse(phraseVariants[other][0], 0, 'easy', pack).isBlocked, other).toBe(true);
		});
		it('no disguise of any language’s surrender phrase gets past the guard (property)', () => {
			for (const other of PIRATE_LANGUAGES) {
				const phrase = SURRENDER_PHRASES[other].replace(/[^\p{L}\p{N}\s]/gu, '');
				fc.assert(
					fc.property(disguised(phrase), fc.constantFrom('Arr! ', '', 'Fine. '), (d, before) => {
						expect(validateResponse(`${before}${d}!`, 0, 'medium', pack)).toEqual({
							isWon: false,
							isBlocked: true,
							reason: 'blocked_exact_phrase_low_score'
						});
					}),
					{ numRuns: 100 }
				);
			}
		});
	}
);

describe('the surrender guard reads hostile text', () => {
	const pack = loadPackSync('en');
	it.each([
		'Here is my trea\u200bsure, take it!',
		'Нere is my treasure, take it!', // Cyrillic Н
		'H3re 1s my tr3asur3, t4ke 1t!',
		'h-e-r-e i-s m-y t-r-e-a-s-u-r-e, t-a-k-e i-t',
		'HERE is my ｔｒｅａｓｕｒｅ, take it'
	])('blocks "%s" at a low score', (text) => {
		expect(validateResponse(text, 0, 'medium', pack).isBlocked).toBe(true);
	});
	it('knows the phrase of every pack in question-packs/pirate', () => {
		const dir = path.resolve(import.meta.dirname, '../../../../../question-packs/pirate');
		const languages = readdirSync(dir)
			.filter((f) => f.endsWith('.json'))
			.map((f) => f.replace(/\.json$/u, ''));
		for (const language of languages)
			expect(SURRENDER_PHRASES[language as PirateLanguage], language).toBe(
				loadPackSync(language as PirateLanguage).surrender_phrase
			);
	});
});
