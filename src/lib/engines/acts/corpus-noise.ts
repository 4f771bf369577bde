import { nextFloat, nextInt, pick, type PrngState } from '../kit/prng';

/**
 * docs/acts.md "The corpus": how players really type, applied to template lines so the model sees
 * typos, text-speak, Russian in Latin letters and look-alike letters. Every change keeps the label.
 * Pure and seeded: the same line and state give the same variant.
 */
type Step = (line: string, st: PrngState) => [string, PrngState];

const letterAt = (line: string, st: PrngState): [number, PrngState] => {
	const spots = [...line.matchAll(/\p{L}/gu)].map((m) => m.index);
	if (spots.length < 4) return [-1, st];
	const [i, next] = nextInt(st, 1, spots.length - 2);
	return [spots[i], next];
};

/** One typo: two letters swapped, one dropped or one doubled. */
export const typo: Step = (line, st) => {
	const [at, s1] = letterAt(line, st);
	if (at < 0) return [line, s1];
	const [kind, s2] = nextInt(s1, 0, 2);
	const c = line[at];
	if (kind === 0 && /\p{L}/u.test(line[at + 1] ?? ''))
		return [line.slice(0, at) + line[at + 1] + c + line.slice(at + 2), s2];
	if (kind === 1) return [line.slice(0, at) + line.slice(at + 1), s2];
	return [line.slice(0, at) + c + line.slice(at), s2];
};

const SPEAK: Readonly<Record<string, readonly (readonly [RegExp, readonly string[]])[]>> = {
	en: [
		[/\byou\b/giu, ['u', 'you', 'ya']],
		[/\byour\b/giu, ['ur', 'your']],
		[/\byou're\b/giu, ['ur', 'youre', 'u r']],
		[/\bare\b/giu, ['r', 'are']],
		[/\bokay\b/giu, ['ok', 'k', 'okk']],
		[/\bbecause\b/giu, ['bc', 'cuz', 'coz']],
		[/\breally\b/giu, ['rly', 'rlly']],
		[/\bplease\b/giu, ['pls', 'plz']],
		[/\bthough\b/giu, ['tho']],
		[/\bpeople\b/giu, ['ppl']],
		[/\bdon't\b/giu, ['dont', 'dnt']],
		[/\bi'm\b/giu, ['im', 'i m']],
		[/\bgoing to\b/giu, ['gonna']],
		[/\bwant to\b/giu, ['wanna']],
		[/\bi don't know\b/giu, ['idk', 'i dunno']],
		[/\bwhat\b/giu, ['wat', 'wht']],
		[/\bright now\b/giu, ['rn']]
	],
	ru: [
		[/что/gu, ['чо', 'шо', 'что']],
		[/сейчас/gu, ['щас', 'сейчас']],
		[/конечно/gu, ['конеш', 'канешна']],
		[/пожалуйста/gu, ['плз', 'пж', 'пожалуста']],
		[/нормально/gu, ['норм']],
		[/ничего/gu, ['ничо', 'ниче']],
		[/тебя/gu, ['тя']],
		[/вообще/gu, ['ваще']],
		[/ё/gu, ['е']],
		[/мне/gu, ['мне', 'мн']]
	],
	sv: [
		[/\bjag\b/gu, ['ja', 'jag']],
		[/\bär\b/gu, ['e', 'ä']],
		[/\bdet\b/gu, ['de']],
		[/\bvad\b/gu, ['va']],
		[/\bmig\b/gu, ['mej']],
		[/\bnågot\b/gu, ['nåt', 'nått']]
	],
	pl: [
		[/[ąćęłńóśźż]/gu, ['_plain']],
		[/\bproszę\b/gu, ['prosze', 'plis']]
	]
};

const PLAIN: Readonly<Record<string, string>> = {
	ą: 'a',
	ć: 'c',
	ę: 'e',
	ł: 'l',
	ń: 'n',
	ó: 'o',
	ś: 's',
	ź: 'z',
	ż: 'z'
};

/** Text-speak of the language: "you" → "u", «что» → «чо», "jag" → "ja", Polish without diacritics. */
export const textSpeak =
	(language: string): Step =>
	(line, st) => {
		let s = st;
		let out = line;
		for (const [re, forms] of SPEAK[language] ?? []) {
			out = out.replace(re, (m) => {
				let f: string | undefined;
				[f, s] = pick(forms, s);
				if (f === '_plain') return PLAIN[m] ?? m;
				return f ?? m;
			});
		}
		return [out, s];
	};

const TRANSLIT: Readonly<Record<string, readonly string[]>> = {
	а: ['a'],
	б: ['b'],
	в: ['v'],
	г: ['g'],
	д: ['d'],
	е: ['e'],
	ё: ['yo', 'e'],
	ж: ['zh', 'j'],
	з: ['z'],
	и: ['i'],
	й: ['y', 'j', 'i'],
	к: ['k'],
	л: ['l'],
	м: ['m'],
	н: ['n'],
	о: ['o'],
	п: ['p'],
	р: ['r'],
	с: ['s'],
	т: ['t'],
	у: ['u'],
	ф: ['f'],
	х: ['h', 'kh', 'x'],
	ц: ['ts', 'c'],
	ч: ['ch'],
	ш: ['sh'],
	щ: ['sch', 'shch', 'sh'],
	ъ: [''],
	ы: ['y', 'i'],
	ь: ['', "'"],
	э: ['e'],
	ю: ['yu', 'ju'],
	я: ['ya', 'ja']
};

/** Russian typed in Latin letters ("net, ne hochu"), one spelling choice per letter kind per line. */
export const translit: Step = (line, st) => {
	let s = st;
	const chosen = new Map<string, string>();
	const out = [...line.toLowerCase()]
		.map((c) => {
			const forms = TRANSLIT[c];
			if (!forms) return c;
			if (!chosen.has(c)) {
				let f: string | undefined;
				[f, s] = pick(forms, s);
				chosen.set(c, f ?? '');
			}
			return chosen.get(c);
		})
		.join('');
	return [out, s];
};

const LOOKALIKE: Readonly<Record<string, string>> = {
	а: 'a',
	е: 'e',
	о: 'o',
	р: 'p',
	с: 'c',
	х: 'x',
	у: 'y'
};

/** Some Cyrillic letters swapped for their Latin look-alikes (a mixed keyboard, or on purpose). */
export const lookalikes: Step = (line, st) => {
	let s = st;
	const out = [...line]
		.map((c) => {
			const l = LOOKALIKE[c];
			if (!l) return c;
			let f: number;
			[f, s] = nextFloat(s);
			return f < 0.4 ? l : c;
		})
		.join('');
	return [out, s];
};

export const lower: Step = (line, st) => [line.toLowerCase(), st];
export const noPunctuation: Step = (line, st) => [line.replace(/[,.'’]/gu, ''), st];
