/**
 * Guard rules for two kinds a line can carry with no harm word (docs/safe-choices.md
 * "Safeguarding"): the scenario's pattern said to be happening with an adult the teen knows — "my"
 * or "our" teacher, coach, tutor… asking them for photos, telling them to delete the chat or keep
 * it from their parents, writing to them every night — and quiet distress about waking up or having
 * no strength left. On the kit's folded words, as ./safety-rules.ts, in English, Russian and Russian
 * in Latin letters. The adult must be theirs: a teen naming the character's tactic ("ur a coach
 * telling me to delete the chat, thats grooming") is not a disclosure.
 */
import { anyRule, rules } from './rule-patterns';

const ADULT_EN =
	'(?:my|our) (?:\\w+ )?(?:coach|teacher|tutor|neighbour|neighbor|instructor|trainer|youth leader|pastor|priest|uncle|stepdad|stepbrother|cousin|babysitter|form tutor|head of year|pe teacher|dads (?:mate|friend)|mums (?:mate|friend)|family friend)';
const ADULT_RU =
	'(?:мо[ия]|наш\\p{L}*) (?:\\p{L}+ )?(?:тренер\\p{L}*|учител\\p{L}*|училк\\p{L}*|информатик\\p{L}*|физрук\\p{L}*|математичк\\p{L}*|историк\\p{L}*|репетитор\\p{L}*|сосед\\p{L}*|дяд\\p{L}*|отчим\\p{L}*|вожат\\p{L}*|препод\\p{L}*|классн\\p{L}*|батюшк\\p{L}*|брат\\p{L}*)';
const ADULT_TR =
	'(?:moi|moy|moya|nash\\w*) (?:\\w+ )?(?:trener\\w*|uchitel\\w*|uchilk\\w*|informatik\\w*|fizruk\\w*|matematichk\\w*|istorik\\w*|repetitor\\w*|sosed\\w*|dyad\\w*|otchim\\w*|vozhat\\w*|prepod\\w*|klassn\\w*|brat\\w*)';

/** What a groomer does to the teen, said of that adult. */
const GROOMS_EN =
	'(?:asks|asked|keeps asking|wants|wanted) me (?:\\w+ ){0,2}(?:for )?(?:pics|photos|a photo|a pic|selfies|nudes)|(?:tells|told|makes|made) me (?:to )?(?:delete|wipe|clear) (?:\\w+ )?(?:messages|msgs|chats?|texts|dms)|(?:tells|told) me not to tell|says (?:its|it is) our (?:little )?secret|(?:messages|texts|dms|snaps) me every (?:night|evening)';
const GROOMS_RU =
	'(?:просил|просит|попросил|просила|хочет) (?:\\p{L}+ ){0,2}(?:фот\\p{L}*|селфи|нюдс\\p{L}*)|(?:велел|велит|сказал|говорит|просит|просил|заставляет) (?:\\p{L}+ ){0,2}(?:стирать|удалять|удалить|стереть|чистить) (?:\\p{L}+ )?(?:переписк\\p{L}*|сообщени\\p{L}*|чат\\p{L}*|смс)|(?:велел|велит|сказал|говорит|просит|просил) (?:\\p{L}+ ){0,2}никому не (?:говорить|рассказывать)|пишет мне (?:\\p{L}+ ){0,3}(?:каждый вечер|каждую ночь|по ночам|каждыи вечер)';
const GROOMS_TR =
	'(?:prosil|prosit|poprosil|prosila|hochet|khochet) (?:\\w+ ){0,2}(?:fot\\w*|selfi|nyuds\\w*)|(?:velel|velit|skazal|govorit|prosit|prosil|zastavlyaet) (?:\\w+ ){0,2}(?:stirat|udalyat|udalit|steret|chistit) (?:\\w+ )?(?:perepisk\\w*|soobshch\\w*|soobsh\\w*|chat\\w*|sms)|(?:velel|velit|skazal|govorit|prosit|prosil) (?:\\w+ ){0,2}nikomu ne (?:govorit|rasskazyvat)|pishet mne (?:\\w+ ){0,3}(?:kazhd\\w* vecher|kazhd\\w* noch|po nocham)';

/** The adult named, then within a sentence or two what they do to the teen. */
export const KNOWN_ADULT: readonly RegExp[] = rules(
	`\\b${ADULT_EN}\\b(?: \\w+){0,12} (?:${GROOMS_EN})\\b`,
	`(?:^| )${ADULT_RU}(?: \\p{L}+){0,12} (?:${GROOMS_RU})`,
	`\\b${ADULT_TR}\\b(?: \\w+){0,12} (?:${GROOMS_TR})\\b`
);

/** Quiet distress: no strength left, no reason to wake up, better if they were not there. */
export const QUIET_DISTRESS: readonly RegExp[] = rules(
	`\\b(?:no|zero) (?:strength|energy) left\\b(?=.*\\b(?:why|point|anymore|any more|tired of)\\b)|\\bwhy (?:even )?bother (?:waking|getting|to wake|to get) up\\b|\\bwhy (?:do i )?even wake up (?:any ?more|at all)\\b|\\bno point (?:in )?(?:waking|getting) up\\b|\\bwish i (?:wasnt|werent|was not) (?:here|alive|around)\\b`,
	`сил (?:уже |больше )?(?:никаких |совсем )?(?:больше )?нет(?! (?:как|терпеть эт))(?=.*(?:зачем|просыпат|жить|не могу|устал))|зачем (?:вообще |мне )?(?:жить|просыпаться)|не хочу (?:больше )?просыпаться|лучше бы меня не было`,
	`sil (?:uzhe |bolshe )?(?:nikakih |nikakikh |sovsem )?(?:bolshe )?net\\b(?=.*(?:zachem|prosypat|zhit|ne mogu|ustal))|zachem (?:voobshe |voobshche |mne )?(?:zhit|prosypatsya)|ne (?:ho|kho|xo)chu (?:bolshe )?prosypatsya|luchshe by menya ne bylo`
);

export const knownAdultHarm = (said: string): boolean => anyRule(KNOWN_ADULT, said);
export const quietDistress = (said: string): boolean => anyRule(QUIET_DISTRESS, said);
