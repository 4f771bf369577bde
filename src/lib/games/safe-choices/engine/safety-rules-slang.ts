/**
 * Guard rules for harm and distress said sideways (docs/safe-choices.md "Safeguarding", "How safe is
 * it"): chat and game slang ("kms", "uninstalling life", «ливаю из жизни», a dad as a "boss fight"),
 * understatement ("a normal tuesday at mine"), "asking for a friend", an adult's "our secret", a
 * blade bought, a last post, scratching till it bleeds, wanting a car to hit them. Written from a
 * seventh fresh safety check's misses; run on the kit's folded words (й → и, ё → е).
 */
import { anyRule, rules } from './rule-patterns';

const ADULT_EN = `(?:coach|teacher|trainer|tutor|pastor|priest|youth leader|uncle|grandpa|grandad|stepdad|step dad)`;
const ADULT_RU = `(?:батюшка|священник|тренер|учитель|дядя|дед|дедушка|отчим|репетитор|вожатыи)`;
const ADULT_TR = `(?:batushka|svyashchennik|trener|uchitel|dyadya|ded|dedushka|otchim|repetitor|vozhatyi)`;

const HARM: readonly RegExp[] = rules(
	`\\b${ADULT_EN}\\w*\\b.*\\b(?:massages?|our secret|our little secret|wouldnt want me to tell|not to tell anyone)\\b|\\bgets? (?:weird|funny|strange|touchy|handsy) with me when (?:we(?:re| are)|its just us) alone\\b`,
	`\\bgives? (?:her|him|me|them) (?:money|gifts|stuff|sweets) (?:to not|not to|so (?:she|he|i) (?:doesnt|dont|wont)) tell\\b|\\bshowed me (?:the|her|his) (?:bruises|cuts)\\b|\\bshowed me (?:her|his) marks\\b|\\bshowed me the marks\\b(?! (?:on|for|in) (?:the|my|a|our) (?:test|exam|paper|essay|homework)\\b)`,
	`\\bwhere my head (?:went|hit)\\b|\\bgetting the belt\\b|\\bno memory after\\b.*\\bdrink\\b|\\bwoke up\\b.*\\b(?:on wrong|no memory)\\b`,
	`${ADULT_RU}\\p{L}* .*(?:наш секрет|никому не говорить)|показал\\p{L}* (?:мне )?(?:синяки|следы|порезы)|(?:мне|ему|еи|нам|что то) подмешал\\p{L}*|подмешал\\p{L}* (?:мне|что то|в (?:напиток|сок|колу|стакан|пиво|бокал|чаи))|(?:проснул|очнул)\\p{L}* без одежд|запира\\p{L}* (?:меня |нас )?на балкон|ремн\\p{L}* получа|получа\\p{L}* ремн|голов\\p{L}* в унитаз`,
	`${ADULT_TR}\\w* .*(?:nash sekret|nikomu ne govorit)|pokazal\\w* (?:mne )?(?:sinyaki|sledy|porezy)|(?:mne|chto-?to|chto to) podmeshal\\w*|podmeshal\\w* (?:mne|chto)|golovu v unitaz|(?:papa|otec|otchim|batya)\\w* .*boss ?fight|(?:папа|отец|отчим|батя)\\p{L}* .*(?:boss ?fight|босс ?фаит)`
);

const DISTRESS: readonly RegExp[] = rules(
	`\\bkms\\b(?! (?:lol|lmao|haha)\\b)|\\bunaliv(?:e|ing)\\b|\\buninstall(?:ing)? life\\b|\\b(?:logging|signing) off for good\\b|\\bthis is my last post\\b|\\bmy last post (?:ever|here|on here)\\b|\\b\\d+ (?:months?|weeks?|days?) clean\\b`,
	`\\bscratch(?:ing)? (?:till|until) (?:it )?bleeds?\\b|\\bbought (?:a )?(?:blade|blades|razor|razors)\\b(?! for (?:my )?(?:legs|shaving|beard|face|dad)\\b)|\\bwish a (?:car|bus|train) would hit me\\b|\\bwants to (?:die|kill (?:herself|himself|themself))\\b`,
	`(?:чешу|расчесываю|царапаю) (?:\\p{L}+ )?до крови|купил\\p{L}* лезви|ливаю из жизни|выпилиться|выпилюсь|уиду насовсем|таблетки (?:уже )?(?:лежат|готовы)|если (?:я )?(?:завтра )?не проснусь(?! вовремя| к | в | на )|задыхаюсь(?! от смеха)|два пальца в рот`,
	`мои последнии пост|с крыши вниз|хочет (?:умереть|покончить)|(?:чтоб|чтобы) меня (?:\\p{L}+ )?сбил\\p{L}*|сил (?:держаться|жить|терпеть) (?:больше |уже )?(?:ноль|нет|не осталось)|надоело существовать|лучше (?:уже )?не будет никогда|на пределе`,
	`cheshu (?:\\w+ )?do krovi|kupil\\w* lezvi|livayu iz zhizni|vypilitsya|vypilyus|nadoelo sushch?estvovat|sil net sovsem|na predele|luchshe (?:uzhe )?ne budet nikogda|(?:otdal\\w*|razdal\\w*) .*(?:zachem|neobyazatelno|ne ponadob)|(?:отдал\\p{L}*|раздал\\p{L}*) .*(?:зачем|необязательно знать|не понадоб)`
);

export const slangHarm = (said: string): boolean => anyRule(HARM, said);
export const slangDistress = (said: string): boolean => anyRule(DISTRESS, said);
