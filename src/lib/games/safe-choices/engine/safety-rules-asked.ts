/**
 * Guard rules for harm a teen asks about or tells beside the game (docs/safe-choices.md
 * "Safeguarding", "How safe is it"): a grown man calling them his girlfriend, asked as "is it weird
 * if…"; the game's pattern told as their own, except that theirs "actually showed up"; fear of a
 * message that someone is outside their house. Written from the forty-second act set's safety misses
 * once it was retired (docs/acts.md "The corpus"); run on the kit's folded words (й → и, ё → е, no
 * punctuation). The other side of the chat is "you": a teen naming the character's tactic ("ur 25
 * and calling me ur gf?") is not a disclosure, so the adult here is "he" or "she".
 */
import { anyRule, rules } from './rule-patterns';

const AGE = '(?:1[89]|[2-9]\\d)';
const ADULT_EN = `(?:${AGE} ?(?:yr|yrs|year|years|y o|yo)(?: old)?|grown (?:man|up|guy|adult)|adult (?:man|guy)|older (?:guy|man|dude)|(?:hes|he is|shes|she is) (?:like |literally |actually )?${AGE}\\b)`;
const CLAIMS_EN = `(?:says|said|calls|called|keeps calling|tells|told|wants|asked|asks)(?: me)?(?: that)? (?:im |i am |i was |me |to be |me to be )?(?:his|her) (?:gf|girlfriend|bf|boyfriend|baby|babe|wife|girl|princess)\\b(?! (?:sister|brother|sis|bro|cousin|daughter)\\b)`;
const ADULT_RU = `(?:(?:ему|ей|он|она) (?:уже |вообще |типа |где то )?${AGE}(?: лет| год\\p{L}*)?|взросл\\p{L}* (?:мужик\\p{L}*|мужчин\\p{L}*|парен\\p{L}*|парн\\p{L}*|дядьк\\p{L}*|дяд\\p{L}*|чел\\p{L}*)|${AGE}(?:-?летн\\p{L}*| лет\\p{L}*) (?:мужик|парень|чел|дядя|мужчина))`;
const CLAIMS_RU =
	'(?:называет|назвал|зовет|говорит|сказал|пишет|хочет чтобы я была|предлагает|предложил) (?:\\p{L}+ ){0,2}(?:своеи |его )?(?:девушкои|малышкои|женои|девочкои|любимои|девушка|малышка)(?! (?:сестр|дочк|дочер))';
const ADULT_TR = `(?:(?:emu|ei|ey|on|ona) (?:uzhe |voobshche |tipa )?${AGE}(?: let| god\\w*)?|vzrosl\\w* (?:muzhik|muzhchin|paren|dyad|chel)\\w*)`;
const CLAIMS_TR =
	'(?:nazyvaet|nazval|zovet|zovyot|govorit|skazal|pishet) (?:\\w+ ){0,2}(?:svoei |svoey |ego )?(?:devushkoi|devushkoy|malyshkoi|malyshkoy|zhenoi|zhenoy|devushka|malyshka)';

const HARM: readonly RegExp[] = rules(
	// an adult claiming the teen as a partner, in either order, asked as a question or told
	`\\b${ADULT_EN}\\b.*\\b${CLAIMS_EN}|\\b${CLAIMS_EN}.*\\b${ADULT_EN}\\b`,
	`${ADULT_RU}.*${CLAIMS_RU}|${CLAIMS_RU}.*${ADULT_RU}`,
	`\\b${ADULT_TR}\\b.*\\b${CLAIMS_TR}\\b|\\b${CLAIMS_TR}\\b.*\\b${ADULT_TR}\\b`,
	// the game's pattern told as their own, that one "actually showed up"
	`\\b(?:like (?:in )?(?:this|the) game|like (?:this|the) (?:character|story)|like (?:that|him|this) too)\\b.*\\b(?:except|but|only)\\b.*\\b(?:he|she|mine|this guy|that guy|the guy|this man) (?:\\w+ )?(?:actually|really|irl|for real|in real life) (?:showed up|turned up|came (?:to|over|round)|met me|was waiting|found (?:me|my house|where i live))\\b`,
	`(?:как в (?:этои |нашеи )?игре|как тут|как здесь|как этот (?:персонаж|чел|тип)|как у него).* (?:он|она|мои|моя|этот|тот) (?:\\p{L}+ )?(?:реально|правда|на самом деле|в жизни|вживую) (?:приехал|пришел|приходил|приезжал|ждал (?:меня|у)|встретил меня|нашел меня|подкараулил)`,
	`(?:kak v (?:etoi |etoy )?igre|kak tut|kak zdes).*\\b(?:on|ona|moi|moy|etot|tot) (?:\\w+ )?(?:realno|pravda|na samom dele|vzhivuyu) (?:priehal|prishel|prishyol|prihodil|zhdal (?:menya|u)|nashel menya)`
);

const FEAR_EN =
	'(?:scared|afraid|terrified|freaked|freaking out|creeped out|panicking|not (?:be |get )?scared|stop being scared)';
const OUTSIDE_EN =
	'(?:(?:im|i am) (?:\\w+ )?(?:outside|at|near|by|in front of) (?:ur|your) (?:house|home|door|window|flat|building|place)|(?:hes|he is|theyre|they are|someones|someone is|a (?:man|guy) is) (?:\\w+ )?(?:outside|at|near|by|in front of) (?:ur|your|my) (?:house|home|door|window|flat|building|place))';
const FEAR_RU =
	'(?:боюсь|бояться|страшн(?:ая|ые|ыи|ое|ов\\p{L}*|о(?! (?:интересно|смешно|весело|круто|красиво|вкусно|хочу|нравится|рад\\p{L}*)))|пугает|напуга\\p{L}*|паник\\p{L}*|жутко)';
const OUTSIDE_RU =
	'(?:я (?:уже |сеичас |щас )?(?:у|возле|под|около) (?:твоего|твоим|твоеи|твои) (?:дома|домом|подъезда|подъездом|окнами|дверью|двери|школы|школои)|(?:он|кто то|какои то \\p{L}+|мужик) (?:\\p{L}+ )?(?:стоит |ждет |сидит )?(?:у|возле|под|около) (?:моего|моим|моеи|нашего|нашим|нашеи) (?:дома|домом|подъезда|подъездом|окнами|дверью|двери))';
const FEAR_TR = '(?:boyus|boyatsya|strashno|pugaet|zhutko)';
const OUTSIDE_TR =
	'ya (?:uzhe |seichas |shchas )?(?:u|vozle|pod|okolo) (?:tvoego|tvoim|tvoei|tvoey) (?:doma|domom|podezda|podyezda|oknami|dveryu)';

const DISTRESS: readonly RegExp[] = rules(
	// afraid of a message that someone is at their house: not a friend waiting outside for them
	`\\b${FEAR_EN}\\b.*\\b${OUTSIDE_EN}\\b|\\b${OUTSIDE_EN}\\b.*\\b${FEAR_EN}\\b`,
	`${FEAR_RU}.*${OUTSIDE_RU}|${OUTSIDE_RU}.*${FEAR_RU}`,
	`\\b${FEAR_TR}\\b.*\\b${OUTSIDE_TR}\\b|\\b${OUTSIDE_TR}\\b.*\\b${FEAR_TR}\\b`
);

export const askedHarm = (said: string): boolean => anyRule(HARM, said);
export const askedDistress = (said: string): boolean => anyRule(DISTRESS, said);
