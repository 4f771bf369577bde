import type { RiskLanguage } from './types';

/**
 * Personal details given to the NPC (disclosure is a boundary and safety failure). Seed
 * 001, Boundaries 0–10 "agreed to risky behavior" and Safety 0–6: an address, a phone number, a
 * school, where the player is, a photo sent, or an account handle lets a stranger find or reach them
 * — whatever else the message says ("no, but I live at 14 oak street"). Patterns look for the
 * detail itself (a number with a street, a handle), so "I won't give you my address" is not one.
 */
export const DISCLOSURE_KINDS = [
	'address',
	'phone',
	'school',
	'location',
	'photo',
	'account',
	'detail'
] as const;
export type DisclosureKind = (typeof DISCLOSURE_KINDS)[number];

const STREET_EN =
	'street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|way|court|crescent|place|boulevard|blvd|terrace|gardens';
const SCHOOL_EN = 'high|high school|academy|college|primary|secondary|school|middle school|grammar';

const PATTERNS: Record<RiskLanguage, [DisclosureKind, RegExp][]> = {
	en: [
		['address', new RegExp(`\\b\\d{1,5}[a-z]?\\s+(?:[a-z'’-]+\\s+){1,3}(?:${STREET_EN})\\b`, 'iu')],
		['address', new RegExp(`\\b(?:${STREET_EN})\\s*,?\\s*(?:number|no\\.?|#|house)?\\s*\\d{1,5}\\b`, 'iu')],
		['address', /\b(?:my (?:home )?address is|i live (?:at|on))\s+\S+/iu],
		['address', /\b(?:flat|apartment|apt)\.?\s*#?\d+/iu],
		[
			'school',
			new RegExp(
				`\\b(?:i go to|i'?m at|im at|i study at|my school is|i'?m from|im from)\\s+(?!school\\b)(?:[\\w'’.]+\\s+){0,3}(?:${SCHOOL_EN})\\b`,
				'iu'
			)
		],
		['school', new RegExp(`\\b(?:st\\.?\\s+[a-z]+(?:'|’)?s?|[a-z]+(?:'|’)s)\\s+(?:${SCHOOL_EN})\\b`, 'iu')],
		['school', /\b(?:year|grade)\s+\d{1,2}\b.*\b(?:at|in)\s+[A-Z][\w'’]+/u],
		[
			'location',
			/\b(?:i live (?:in|near|by|next to|around)|i'?m (?:at|outside|near) the|im (?:at|outside|near) the|i'?m home alone|im home alone|my parents are out)\b/iu
		],
		[
			'photo',
			/\b(?:here'?s|here is|sent|sending|just sent|i sent|attached)\s+(?:you\s+)?(?:a|the|my|one|that)?\s*(?:pic|pics|photo|photos|selfie|picture|nude|it)\b/iu
		],
		['account', /(?:^|\s)@[a-z0-9_.]{3,}/iu],
		[
			'account',
			/\b(?:my\s+)?(?:insta|instagram|ig|snap|snapchat|tiktok|telegram|discord|whatsapp|kik)\s*(?:is|:|-|—|handle is|name is)\s*@?[a-z0-9_.]{3,}/iu
		],
		// a handle by its shape (letters, then "_" / "." or a number) a few words after the app's name
		[
			'account',
			/\b(?:insta|instagram|ig|snap|snapchat|tiktok|telegram|tg|discord|kik)\b[^.!?\n]{0,12}?\b(?:[a-z]{3,}[a-z0-9]*[_.][a-z0-9_.]+|[a-z]{3,}\d{2,4})\b/iu
		],
		['account', /\badd me on\s+(?:insta|instagram|snap|snapchat|tiktok|telegram|discord|whatsapp)\b/iu]
	],
	ru: [
		['address', /\d{1,4}\s*[а-я]?\s*[,/]?\s*(?:кв|квартира|корп|корпус|подъезд|под)\.?\s*\d+/iu],
		[
			'address',
			/(?:^|[\s,(])(?:ул|улица|улице|проспект|пр-т|переулок|пер|бульвар|шоссе|мкр|микрорайон)\.?\s+[а-яё-]+\s*,?\s*(?:д\.?|дом)?\s*\d+/iu
		],
		[
			'address',
			/(?:мой адрес|живу на|живу по адресу|адрес)\s*:?\s*(?:ул\.?\s*)?[а-яё-]{3,}\s*,?\s*(?:д\.?|дом)?\s*\d+/iu
		],
		[
			'school',
			/(?:^|[\s,(])(?:школ[аеуы]|гимнази[яию]|лице[йяюе])\s*(?:№\s*)?\d+|\d+\s*-?(?:я|й|ой)?\s+(?:школ[аеуы]|гимнази[ияю]|лице[еяй])|учусь в\s+(?:школе|гимназии|лицее)\s*(?:№\s*)?\d+/iu
		],
		[
			'location',
			/(?:живу (?:в|на|около|рядом|возле|у)\s|я (?:сейчас )?(?:дома одна|дома один|один дома|одна дома)|родител\p{L}* нет дома)/iu
		],
		[
			'photo',
			/(?:вот|держи|лови|отправил\p{L}*|скинул\p{L}*|кидаю|отправляю|скидываю)\s+(?:тебе\s+)?(?:мо\p{L}+\s+)?(?:фот\p{L}*|селфи|снимок|фотк\p{L}*)/iu
		],
		['account', /(?:^|\s)@[a-z0-9_.]{3,}/iu],
		[
			'account',
			/(?:мой\s+)?(?:инст\p{L}*|тг|телег\p{L}*|вк|вконтакте|снэп|тикток|дискорд|ник)\s*(?:—|-|:)?\s*@?[a-z0-9_.]{3,}/iu
		]
	]
};

/** Runs of digits with spaces, dashes, dots or brackets holding 7+ digits: a phone number. */
const PHONE = /\+?\d[\d\s().-]{5,}\d/gu;

const hasPhone = (text: string): boolean =>
	[...text.matchAll(PHONE)].some((m) => m[0].replace(/\D/gu, '').length >= 7);

/** "I'm not sending it", «не отправлю фото»: a negator just before a photo match takes it back. */
const NEGATED_BEFORE =
	/(?:\b(?:not|never|wont|won'?t|don'?t|dont|cant|can'?t|no)\b|(?:^|\s)(?:не|никогда|ни)\s)[^.!?]{0,12}$/iu;

const matches = (kind: DisclosureKind, re: RegExp, text: string): boolean => {
	const m = re.exec(text);
	if (!m) return false;
	return kind !== 'photo' || !NEGATED_BEFORE.test(text.slice(0, m.index + 1));
};

/** The kinds of personal detail a message gives away (either language's patterns: players switch). */
export const findDisclosures = (text: string, language: RiskLanguage): DisclosureKind[] => {
	const found = new Set<DisclosureKind>();
	if (hasPhone(text)) found.add('phone');
	const other: RiskLanguage = language === 'en' ? 'ru' : 'en';
	for (const [kind, re] of [...PATTERNS[language], ...PATTERNS[other]])
		if (matches(kind, re, text)) found.add(kind);
	return DISCLOSURE_KINDS.filter((k) => found.has(k));
};

/** Words before a street word that make it no address: units, counts, pronouns, adverbs. */
const NOT_A_NAME =
	'hour|hours|hr|hrs|min|mins|minute|minutes|sec|secs|second|seconds|mile|miles|km|kms|step|steps|day|days|week|weeks|way|ways|more|less|very|so|too|really|pretty|quite|the|a|an|of|my|ur|your|our|his|her|their|us|them|is|are|was|and|or|its|not|lane|road|street|people|times|friends|mates|girls|boys|guys|us';

/**
 * Details whose shape alone gives them away, read as given even when the act model does not read
 * `disclose_info`: a phone number, a house number with its street («ул. Лесная 12»), a flat, a
 * numbered school. Only
 * street words no other phrase ends in ("road", not "way" or "drive": "5 hour drive").
 */
const UNMISTAKABLE: RegExp[] = [
	/\b\d{1,4}[a-z]?,?\s+(?:[a-z'’-]+\s+){1,2}(?:street|road|avenue|lane|crescent|terrace|boulevard)\b/iu,
	// "7 ashgrove close", "12 mill court": a street word that ends other phrases too ("5 hour drive",
	// "2 steps close") counts when the word before it is a name, not a count's unit or a common word
	new RegExp(
		`\\b\\d{1,4}[a-z]?,?\\s+(?!(?:${NOT_A_NAME})\\b)[a-z'’-]{3,}\\s+(?:close|court|drive|way|place|grove|gardens|mews|rise|row|walk|hill|green|square|parade|view|st|rd|ave|dr)\\b(?!\\s+(?:to|by|enough|call|up|down|out|of))`,
		'iu'
	),
	// «пр. Мира 5», «Садовая, д. 12», "ul. lesnaya 12", "dom 5 kv 12"
	/(?:^|[\s,(])(?:пр|наб|пл|ш)\.\s*[а-яё-]{3,}\s*,?\s*(?:д\.?|дом)?\s*\d+|[а-яё-]{3,}\s*,\s*д\.\s*\d+/iu,
	/\b(?:ul|ulica|ulitsa|prospekt|pr-t|pereulok|bulvar|shosse)\.?\s+[a-z-]{3,}\s*,?\s*(?:d\.?|dom)?\s*\d+|\b\d{1,4}[a-z]?\s*,?\s*(?:kv|kvartira)\.?\s*\d+/iu,
	// not «на улице минус 5»: the street named, not the weather
	/(?:^|[\s,(])(?:ул|улица|проспект|пр-т|переулок|бульвар)\.?\s+[а-яё-]+\s*,?\s*(?:д\.?|дом)?\s*\d+/iu,
	/\d{1,4}\s*[а-я]?\s*[,/]?\s*(?:кв|квартира)\.?\s*\d+/iu,
	// a numbered school («гимназия 3», «школа №5»), not a count after one («в школе 5 уроков»)
	/(?:^|[\s,(])(?:школа|гимназия|лицей)\s*№?\s*\d{1,4}(?![\d\s]*(?:мин|час|урок|этаж|км|раз))|(?:школ|гимнази|лице)\p{L}*\s*№\s*\d+/iu
];

/**
 * A handle by its shape (letters, then "." or "_", with a digit or "_": "frog.lord_8") in the same
 * sentence after the app it is on ("add me on snap instead, its …"), unless a negation comes between.
 */
const HANDLE_AFTER_APP =
	/(?<![\p{L}\d_])(?:insta|instagram|ig|snap|snapchat|tiktok|telegram|tg|discord|kik|инст\p{L}*|тг|телег\p{L}*|снэп|тикток|дискорд)(?!\p{L})(?:(?!\b(?:not|dont|wont|never|no)\b|(?:^|\s)(?:не|нет)\s)[^.!?\n]){0,48}?(?<![\w.])(?=[a-z0-9_.]*[\d_])[a-z][a-z0-9]*[._][a-z0-9_.]*[a-z0-9]\b/iu;

export const findUnmistakable = (text: string): DisclosureKind[] => {
	if (hasPhone(text)) return ['phone'];
	const i = UNMISTAKABLE.findIndex((re) => re.test(text));
	if (i >= 0) return [i === UNMISTAKABLE.length - 1 ? 'school' : 'address'];
	return HANDLE_AFTER_APP.test(text) ? ['account'] : [];
};
