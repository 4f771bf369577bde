import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disguised } from '$lib/engines/kit/testing/obfuscate';
import nhieEn from '../../../../question-packs/nhie/en.json';
import nhieRu from '../../../../question-packs/nhie/ru.json';
import { contentFilter } from './content-filter';

/** What got through the old filter with adult questions off. */
const ATTACKS_EN = [
	'Never have I ever had s\u200bex',
	'Never have I ever had s-e-x in a car',
	'Never have I ever sent a n\u00adude',
	'Never have I ever given a b l o w j o b',
	'Never have I ever had s3x',
	'Never have I ever watched p0rn',
	'Never have I ever had ѕex',
	'Never have I ever had a one night stand',
	'Never have I ever had a one-night stand',
	'Never have I ever sucked a dick',
	'Never have I ever had $ex!',
	'Never have I ever had S.E.X. on a train',
	'Never have I ever had a s e x toy'
];

const MINORS = [
	['Never have I ever slept with a 15-year-old', 'en'],
	['Never have I ever sexted a minor', 'en'],
	['Never have I ever sexted a high schooler', 'en'],
	['Never have I ever sent nudes to a 16yo', 'en'],
	['Never have I ever had sex with someone aged 14', 'en'],
	['Never have I ever hooked up with a kid from school', 'en'],
	['Я никогда не спал(а) с несовершеннолетней', 'ru'],
	['Я никогда не спал с несовершеннолетней', 'ru'],
	['Я никогда не занимался сексом со школьницей', 'ru'],
	['Я никогда не спала с 15-летним', 'ru'],
	['Я никогда не отправлял нюдсы школьнику', 'ru'],
	['Nigdy nie uprawiałem seksu z nieletnią', 'pl'],
	['Jag har aldrig haft sex med en minderårig', 'sv'],
	// an age said the way people say it (found by an outside check of the sim's content-filter)
	['Never have I ever had sex at 14', 'en'],
	['Never have I ever lost my virginity at 15', 'en'],
	['Never have I ever had sex when I was 16', 'en'],
	['Never have I ever had sex before I turned 16', 'en'],
	['Never have I ever had sex with someone who was 15', 'en'],
	['Я никогда не занимался сексом в 15', 'ru'],
	['Я никогда не занимался сексом до 16', 'ru'],
	['Nigdy nie uprawiałem seksu przed 16', 'pl'],
	['Jag har aldrig haft sex vid 15', 'sv']
] as const;

describe('content filter on the text module', () => {
	it('blocks every attack of the report when adult questions are off', () => {
		for (const line of ATTACKS_EN)
			expect(contentFilter(line, 'en', false), line).toMatchObject({ ok: false });
	});
	it('refuses sexual content with a minor whatever the settings', () => {
		for (const [line, lang] of MINORS) {
			expect(contentFilter(line, lang, true), line).toMatchObject({ ok: false, reason: 'minors_sexual' });
			// read with another language's lists too (a model may switch language)
			expect(contentFilter(line, lang === 'en' ? 'ru' : 'en', true).reason, line).toBe('minors_sexual');
		}
	});
	it('lets adults be adults with adult questions on, and innocent ages and kids pass', () => {
		expect(contentFilter('Never have I ever had sex in a car', 'en', true).ok).toBe(true);
		expect(contentFilter('Never have I ever had sex 15 years into a marriage', 'en', true).ok).toBe(true);
		expect(contentFilter('Never have I ever had sex at 21', 'en', true).ok).toBe(true);
		expect(contentFilter('Never have I ever had sex 3 times in one night', 'en', true).ok).toBe(true);
		expect(contentFilter('Never have I ever been drunk at 15', 'en', false).ok).toBe(true);
		expect(contentFilter('Never have I ever taken my kids to a museum', 'en', false).ok).toBe(true);
		expect(contentFilter('Never have I ever run 15 km at the age of 40', 'en', false).ok).toBe(true);
		expect(contentFilter('Я никогда не хранил(а) пакет с пакетами', 'ru', false).ok).toBe(true);
		expect(contentFilter('Never have I ever lived in Essex or Sussex', 'en', false).ok).toBe(true);
	});
	it('names the entry that matched', () => {
		expect(contentFilter('Never have I ever had s3x', 'en', false)).toEqual({
			ok: false,
			reason: 'sexual_nsfw_off',
			match: 'sex',
			text: 'Never have I ever had s3x'
		});
		expect(contentFilter('slept with a 15 y/o', 'en', true)).toMatchObject({ match: 'slept with + # y o' });
	});
	it('finds every disguise of blocked words and phrases (property)', () => {
		const cases = [
			['sex', 'en'],
			['porn', 'en'],
			['blowjob', 'en'],
			['one night stand', 'en'],
			['nudes', 'en'],
			['orgasm', 'ru'],
			['сексом', 'ru'],
			['порно', 'ru'],
			['нюдсы', 'ru']
		] as const;
		for (const [word, lang] of cases)
			fc.assert(
				fc.property(disguised(word), (d) => {
					expect(contentFilter(`I never had ${d} at work`, lang, false).ok).toBe(false);
				}),
				{ numRuns: 200 }
			);
	});
	it('finds every disguise of a minor next to a sexual word, even with adult questions on (property)', () => {
		for (const [word, lang] of [
			['minor', 'en'],
			['schoolgirl', 'en'],
			['несовершеннолетней', 'ru'],
			['школьницей', 'ru']
		] as const)
			fc.assert(
				fc.property(disguised(word), disguised(lang === 'en' ? 'sexted' : 'секс'), (m, s) => {
					expect(contentFilter(`${s} ${m}`, lang, true).reason).toBe('minors_sexual');
				}),
				{ numRuns: 200 }
			);
	});
	it('fails every adult question of the built-in packs with adult questions off; ≥ 99 % of the others pass', () => {
		for (const pack of [nhieEn, nhieRu]) {
			const adult = pack.questions.filter((q) => q.is_nsfw);
			const clean = pack.questions.filter((q) => !q.is_nsfw);
			expect(adult.filter((q) => contentFilter(q.text, pack.language, false).ok).map((q) => q.text)).toEqual(
				[]
			);
			const passing = clean.filter((q) => contentFilter(q.text, pack.language, false).ok).length;
			expect(passing / clean.length).toBeGreaterThanOrEqual(0.99);
			// with adult questions on, the adult questions themselves pass (none involves a minor)
			expect(adult.filter((q) => !contentFilter(q.text, pack.language, true).ok).map((q) => q.text)).toEqual(
				[]
			);
		}
	});
});
