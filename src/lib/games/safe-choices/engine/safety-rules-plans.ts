/**
 * Guard rules for distress and harm said in a teen's own oblique words (docs/safe-choices.md
 * "Safeguarding"): a plan or a time to end it, wishing to vanish, fear felt in the body, pills counted,
 * not waking up; being beaten up and filmed, a friend's disclosure passed on, no food at home. Each
 * kind was missed on lines the act model had never read (docs/acts.md "Bench"); the look-alikes
 * beside them in the tests must not stop the scene. Run on the kit's folded words (й → и, ё → е).
 */
import { anyRule, rules } from './rule-patterns';

const PLANS: readonly RegExp[] = rules(
	// a plan or a time to end it, not ending it with someone
	`\\b(?:ready|going|gonna|planning|about|decided) to end (?:it|it all|everything|my life)\\b(?! (?:with|w)\\b)|\\bend (?:it|it all|everything) (?:tonight|today|tomorrow|this weekend|this week|soon)\\b`,
	`\\b(?:wish i could|i wish i could|i want to|i wanna|i just want to|just want to) (?:just )?(?:vanish|disappear|stop existing|fade away|not wake up|never wake up)\\b(?! (?:from|out of)\\b)`,
	// the same wish said as not wanting to, after a "nah im good" (not early, not for school)
	`\\b(?:dont|do not|never) (?:want to|wanna) wake up\\b(?! (?:early|at|for|so early|before|in time|til|until)\\b)|\\bhope i (?:dont|never) wake up\\b`,
	`\\b(?:so|too) (?:scared|frightened|terrified) (?:that )?(?:i cant (?:breathe|move|stop shaking)|my (?:teeth|hands|legs|whole body|body|heart))\\b|\\bpanic attack\\b`,
	`\\bhow many (?:pills|tablets|paracetamol) (?:would it take|it would take|does it take) to\\b|\\b(?:saving|saved|hoarding|counting) (?:up )?(?:pills|tablets|my meds)\\b`,
	`хочется (?:просто )?(?:раствориться|исчезнуть|не просыпаться|не быть)(?! (?:с|из|отсюда)(?: |$))|сил нет ни на что|лучше бы я (?:\\p{L}+ ){0,2}не (?:проснул\\p{L}*|просыпал\\p{L}*|открыл\\p{L}* глаза|родил\\p{L}*)|лучше бы меня не было`,
	`сердце (?:колотится|выпрыгивает|бешено бьется)\\p{L}*.*(?:страх|умру|паник|задыха)|(?:страх|паник)\\p{L}*.*сердце (?:колотится|выпрыгивает)|паническ\\p{L}* атак`,
	`таблет\\p{L}*.*(?:чтобы (?:все|всё) (?:прекратилось|закончилось)|навсегда|не проснуться)|сколько (?:их |таблеток )?(?:надо|нужно),? чтобы (?:все|всё) (?:прекратилось|закончилось)`,
	`hochetsya (?:prosto )?(?:rastvoritsya|ischeznut|ne prosypatsya)(?! (?:s|iz|otsyuda)\\b)|sil net ni na chto|luchshe by ya (?:\\w+ ){0,2}ne (?:prosnul\\w*|prosypal\\w*|otkryl\\w* glaza|rodil\\w*)|luchshe by menya ne bylo`,
	`(?:tablet\\w*|tabletok).*(?:chtoby vse (?:prekratilos|zakonchilos)|navsegda|ne prosnutsya)|panicheskaya ataka`,
	// the word itself, the teen's own (not a film's squad, not a lesson's prevention)
	`\\bsuicid(?:e|al)\\b(?! (?:squad|prevention|awareness)\\b)|самоубииств|суицид(?!\\p{L}* (?:отряд|профилакт))|samoubi(?:i|y|j)?stv|\\bsuicid(?:a|e|om|u)?\\b(?! (?:squad|prevention|awareness)\\b)`,
	`\\bpunch(?:ed|ing)? (?:the |a )?walls? (?:till|until) (?:my )?(?:knuckles|hands?|fists?) (?:split|bled|bleed|broke)\\b|\\bits not (?:ur|your) fault\\b.*\\bbye\\b|\\bbye for real\\b`,
	`\\b(?:wrote|written|writing|left) (?:\\w+ ){0,2}(?:letters?|notes?) (?:for|to) (?:my )?(?:mum|mom|dad|sister|brother|family|friends|everyone)\\b.*\\b(?:pillow|find them|after im|when im)\\b`,
	`\\bstanding on (?:the |a )?(?:roof|edge|bridge|ledge)\\b.*\\b(?:down|jump|step)\\b|\\b(?:make|making) myself (?:sick|throw up)\\b`,
	`устал\\p{L}* (?:быть живои|быть живым|жить|от жизни)|(?:накопил\\p{L}*|коплю|копила|собрала|собираю) таблет|(?:стою|сижу) на (?:крыше|краю|мосту)\\p{L}*.*(?:вниз|прыгн|шаг)`,
	`если (?:\\p{L}+ )?(?:меня не будет|не заиду|не появлюсь)\\p{L}*.*(?:не ищите|прощаи|спасибо за все|не вините)|вызыва\\p{L}* (?:у себя )?рвот|(?:второи|третии|четвертыи|\\p{L}+) день ничего не ем|утро (?:для меня )?(?:уже )?не наступил|(?:уснуть|заснуть) и не проснуться`,
	`ustal\\w* (?:byt zhiv\\w*|zhit)|(?:nakopil\\w*|koplyu|kopila|sobrala) tablet|(?:stoyu|sizhu) na (?:kryshe|krayu|mostu).*(?:vniz|prygn|shag)|vyzyva\\w* rvot|den nichego ne em|(?:usnut|zasnut) i ne prosnutsya`
);

const HARM: readonly RegExp[] = rules(
	// beaten up, often and on film: bullying with violence
	`\\b(?:beat|beats|beating|beaten) me up\\b|\\b(?:jumped|jump) me (?:after|behind|outside|at)\\b`,
	// a friend's disclosure passed on ("she told me her uncle did stuff to her")
	`\\bfriend (?:\\w+ ){0,2}told me (?:that )?(?:her|his|their) (?:\\w+ ){0,2}(?:did stuff|does stuff|touches|touched|hits|hurts|hurt|abused|abuses|did things)\\b`,
	`\\b(?:no food|nothing to eat) (?:at home|in the house)\\b|\\bnobody feeds (?:us|me)\\b|\\bwe (?:dont|never) get fed\\b`,
	`(?:нас|меня) (?:\\p{L}+ ){0,3}(?:дома )?не кормят|дома (?:нет еды|нечего есть|есть нечего)|(?:избивают|избили|бьют) (?:меня )?(?:\\p{L}+ ){0,3}(?:и )?снима\\p{L}*`,
	`(?:nas|menya) (?:\\w+ ){0,3}(?:doma )?ne kormyat|doma (?:net edy|nechego est)|(?:izbivayut|izbili|byut|bjut) (?:menya )?(?:\\w+ ){0,3}(?:i )?snima\\w*`,
	// drugged or assaulted and not remembering; marks from an object as a parent's punishment
	`\\bwoke up\\b.*\\b(?:undone|half off|ripped|missing)\\b|\\b(?:dont|cant) remember anything after (?:the|a|that) drink\\b|\\bthats how (?:my )?(?:dad|mum|mom|stepdad|father|mother) punishes (?:us|me)\\b`,
	// left alone without food; a friend's disclosure passed on
	`(?:нас|меня) (?:\\p{L}+ ){0,3}оставляют одн\\p{L}*|(?:мама|папа|родители)\\p{L}* .{0,80}(?:еды нет|едим одни|есть нечего|и те закончились)|(?:подруга|друг|подружка)\\p{L}* (?:\\p{L}+ ){0,2}(?:рассказал\\p{L}*|призналась|сказала),? (?:что )?(?:\\p{L}+ ){0,6}(?:пристает|трогает|бьет|домогается|насилует)`,
	`(?:nas|menya) (?:\\w+ ){0,3}ostavlyayut odn\\w*|(?:mama|papa|roditeli)\\w* .{0,80}(?:edy net|edim odni|est nechego)|(?:podruga|drug)\\w* (?:\\w+ ){0,2}(?:rasskazal\\w*|priznalas|skazala),? (?:chto )?(?:\\w+ ){0,6}(?:pristaet|trogaet|bet|domogaetsya)`
);

export const planDistress = (said: string): boolean => anyRule(PLANS, said);
export const plainHarm = (said: string): boolean => anyRule(HARM, said);
