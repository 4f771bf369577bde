/**
 * Blocklists per language for the content filter (escalation.md). Entries are lower-case word
 * stems matched at the start of a word; a trailing `$` means "the whole word only" (to avoid
 * blocking innocent words that share a prefix). Kept deliberately short and high-precision.
 */
export type Blocklist = { slurs: string[]; sexual: string[]; minors: string[] };
export type FilterLanguage = 'en' | 'ru' | 'pl' | 'sv';

export const BLOCKLISTS: Record<FilterLanguage, Blocklist> = {
	en: {
		slurs: [
			'nigger',
			'nigga',
			'faggot',
			'fag$',
			'retard',
			'tranny',
			'chink',
			'spic$',
			'kike',
			'wetback',
			'dyke$'
		],
		sexual: [
			'sex$',
			'sexual',
			'sexting',
			'nude',
			'naked',
			'porn',
			'orgasm',
			'masturbat',
			'blowjob',
			'handjob',
			'threesome',
			'foreplay',
			'dildo',
			'vibrator',
			'genital',
			'penis',
			'vagina',
			'erotic',
			'kinky',
			'fetish',
			'bdsm',
			'horny',
			'hookup',
			'hooked$',
			'one-night',
			'skinny-dip',
			'stripper',
			'striptease',
			'boobs',
			'nipple',
			'condom',
			'fuck'
		],
		minors: [
			'child',
			'children',
			'kid$',
			'kids$',
			'minor$',
			'minors$',
			'underage',
			'preteen',
			'toddler',
			'schoolgirl',
			'schoolboy',
			'teen$',
			'teenager',
			'pupil'
		]
	},
	ru: {
		slurs: [
			'ниггер',
			'негритос',
			'пидор',
			'пидар',
			'педик',
			'хач$',
			'хачи$',
			'жид$',
			'жиды$',
			'чурка',
			'даун$',
			'дауны$'
		],
		sexual: [
			'секс',
			'сексуальн',
			'голый',
			'голая',
			'голые',
			'обнаж',
			'порно',
			'оргазм',
			'мастурб',
			'минет',
			'эрот',
			'фетиш',
			'интим',
			'возбужд',
			'презерватив',
			'стриптиз',
			'член$',
			'влагалищ',
			'трах',
			'ебат',
			'ебал',
			'нюдс'
		],
		minors: [
			'ребенок',
			'ребенк',
			'дети$',
			'детей$',
			'детск',
			'несовершеннолетн',
			'малолет',
			'школьниц',
			'школьник',
			'подрост'
		]
	},
	pl: {
		slurs: ['pedał', 'pedal$', 'ciota', 'czarnuch', 'żydek', 'zydek', 'cwel'],
		sexual: [
			'seks',
			'nagi$',
			'naga$',
			'nago$',
			'porno',
			'orgazm',
			'masturb',
			'erotycz',
			'pieprz',
			'rucha',
			'penis',
			'wagin',
			'prezerwatyw'
		],
		minors: ['dziecko', 'dzieci', 'nieletni', 'małolat', 'malolat', 'uczennic']
	},
	sv: {
		slurs: ['neger$', 'negrer', 'bögjävel', 'blatte', 'svartskalle', 'cepe$'],
		sexual: [
			'sex$',
			'sexuell',
			'naken',
			'nakna',
			'porr',
			'orgasm',
			'onan',
			'knulla',
			'erotisk',
			'kondom',
			'strippa'
		],
		minors: ['barn$', 'barnen', 'minderårig', 'minderarig', 'småbarn']
	}
};
