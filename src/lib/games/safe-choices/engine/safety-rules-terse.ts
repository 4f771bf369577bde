/**
 * Guard rules for harm and distress said in few letters or in passing (docs/safe-choices.md
 * "Safeguarding", "How safe is it"): a cry for help typed without vowels ("hlp", «пмгт»), someone
 * following the teen, a question for the number to call when a parent hurts them, a head that keeps
 * telling them to jump, bruises hidden under concealer, a jump from a bridge joked about and then
 * meant, a knife under the pillow, not wanting to go home because "he" is there. Written from the
 * thirty-ninth to forty-third act sets' safety misses once they were retired (docs/acts.md "The
 * corpus"); run on the kit's folded words (й → и, ё → е, no punctuation).
 */
import { anyRule, rules } from './rule-patterns';

const INJURY_EN = '(?:bruises?|cuts|scars|welts|burns)';
const HURT_EN = '(?:hurts?|hits?|beats?|touch(?:es)?|abuses?|hurting|hitting|beating|touching|abusing)';
const HURT_RU = '(?:бьет|бьют|бил|била|избива\\p{L}*|трога\\p{L}*|домога\\p{L}*|обижа\\p{L}*)';

const HARM: readonly RegExp[] = rules(
	// hiding an injury: not marks (school marks) and not a spot
	`\\b(?:hide|hides|hiding|hid|cover|covers|covering|covered) (?:up )?(?:the |my |all the |these )?${INJURY_EN}\\b|\\bconcealer\\b.*\\bbruis|\\bbruis\\w* .*\\bconcealer\\b|\\blong sleeves\\b.*\\b(?:bruises|marks|cuts) (?:dont|wont|cant) show\\b`,
	// asking where to turn when an adult hurts a child: the number, the place to report
	`\\b(?:call|ring|text|report|tell)\\b(?: \\w+){0,4} (?:if|when|who|that) (?:ur|your|my|a|the|someone|some|an)? ?(?:\\w+ )?${HURT_EN} (?:u|you|me|kids|children|students)\\b`,
	`(?:прячу|скрываю|замазываю|замазала|замазал|спрятать|замазать|прятать) (?:\\p{L}+ )?(?:синяки|синяк|порезы|шрамы|следы)|тональн\\p{L}* .*синяк|синяк\\p{L}* .*тональн`,
	`(?:куда|кому|какои номер|по какому номеру) (?:\\p{L}+ ){0,3}(?:звонить|позвонить|жаловаться|пожаловаться|обращаться|обратиться|писать|сообщить)(?: \\p{L}+){0,3} (?:если|когда|что) (?:\\p{L}+ ){0,2}${HURT_RU}`,
	`(?:pryachu|skryvayu|zamazyvayu) (?:\\w+ )?(?:sinyaki|porezy|shramy|sledy)|(?:kuda|komu) (?:\\w+ ){0,3}(?:zvonit|pozvonit|zhalovatsya|obrashchatsya) .*(?:bjet|bet|byut|izbiva\\w*|troga\\w*)`
);

const DISTRESS: readonly RegExp[] = rules(
	// a cry for help without its vowels; "halp" and «памагити» are jokes as often as not
	`(?:^| )(?:hlp|hlpp+|plz hlp|pls hlp)(?: |$)|(?:^| )(?:пмгт|пмгите|пмги|пмгитее+)(?: |$)|(?:^| )(?:pmgt|pmgite)(?: |$)`,
	// someone after the teen: not following on an app, not following back
	`\\b(?:hes|he is|shes|she is|someone is|someones|somebody is|a (?:man|guy|car) is|some (?:man|guy|dude) is|theyre|they are|hes still) (?:\\w+ )?(?:following|chasing|stalking) me\\b(?! (?:on|back|around the map|in the game)\\b)|\\b(?:hes|someones|a guy is|a man is|theres a (?:guy|man)|there is a (?:guy|man)) (?:right |still )?behind me\\b(?! (?:in|on) (?:the )?(?:queue|line|leaderboard|ranking|class)\\b)`,
	`(?:он|кто то|какои то \\p{L}+|мужик|мужчина|они) (?:\\p{L}+ ){0,2}(?:за мнои (?:идет|идут|следит|следят|гонится|бежит|едет)|следит за мнои|преследует меня)(?! (?:в|во) (?:инст|тикток|тт|тг|вк|игре))`,
	`(?:on|kto to|muzhik) (?:\\w+ )?(?:za mnoi (?:idet|idyot|sledit|gonitsya|bezhit)|sledit za mnoi|presleduet menya)`,
	// intrusive thoughts said lightly ("lol") are still distress
	`\\b(?:brain|head|mind|voices?|thoughts?) (?:\\w+ ){0,2}(?:tell|telling|tells|says|saying|whisper\\w*) (?:me )?to (?:jump|die|cut|end it|kill myself|step off|walk into traffic)\\b|\\bkeep (?:thinking|imagining) (?:about |of )?(?:jumping|dying|cutting|ending it|stepping off)\\b`,
	// a knife kept under the pillow for the night: fear at home said in passing
	`\\b(?:sleep|sleeping|slept) with a (?:knife|bat|blade) (?:under|by|next to) (?:my )?(?:pillow|bed)\\b|\\b(?:keep|keeping|put) a (?:knife|blade) under my pillow\\b|(?:сплю|спала|спал) с (?:ножом|ножиком|битои) (?:под подушкои|у кровати|рядом)|(?:нож|ножик) (?:\\p{L}+ ){0,2}под подушк|splyu s nozhom pod podushkoi`,
	// not wanting to go home because of who is there: not because it is boring or homework waits
	`\\b(?:dont|do not|dun|dnt) (?:want to|wanna) go home\\b.*\\b(?:(?:hes|he is|shes|she is) (?:there|home|back|drunk)|(?:my )?(?:step ?dad|step ?mum|step ?mom|dad|mum|mom|uncle|brother)s? (?:is )?(?:there|home|back|drunk))\\b|\\bnot going home\\b.*\\b(?:hes|he is|shes|she is) (?:there|home|back|drunk)\\b`,
	`не (?:хочу|хочется|пойду|поиду) (?:идти |ехать |возвращаться )?домои(?: \\p{L}+){0,6} (?:там|дома) (?:он|она|отчим|батя|папа|отец|мать|дядя|брат)(?: |$)`,
	`ne (?:hochu|khochu|xochu|poidu|poydu) (?:idti |vozvrashchatsya )?domo[iy](?: \\w+){0,6} (?:tam|doma) (?:on|ona|otchim|batya|papa|otec|mat|dyadya|brat)\\b`,
	// a jump from a height said as a joke, then meant ("lol. but im serious"): hyperbole alone stays
	`\\b(?:jump|jumping|throw myself) (?:off|from) (?:a|the|this|that) (?:bridge|roof|building|balcony|window)\\b.*\\b(?:(?:im|i am) (?:serious|not joking|not kidding)|no joke|fr fr|for real)\\b`,
	`(?:с (?:моста|крыши|окна|балкона|многоэтажки) (?:\\p{L}+ )?(?:прыгн|спрыгн|шагн|брош|брос)\\p{L}*|(?:прыгн|спрыгн|шагн|брош|брос)\\p{L}* (?:бы )?(?:сеичас )?с (?:моста|крыши|окна|балкона|многоэтажки))(?: \\p{L}+)* (?:серьезно|не шучу|правда|реально|без шуток)`,
	`(?:голос|голоса|мозг|голова|мысли) (?:\\p{L}+ ){0,3}(?:говорит|говорят|твердит|твердят|шепчет|шепчут) (?:мне )?(?:прыгнуть|спрыгнуть|умереть|порезаться|шагнуть)|(?:все время|постоянно|опять) думаю (?:о том )?(?:чтобы )?(?:прыгнуть|спрыгнуть|шагнуть с|умереть)`
);

export const terseHarm = (said: string): boolean => anyRule(HARM, said);
export const terseDistress = (said: string): boolean => anyRule(DISTRESS, said);
