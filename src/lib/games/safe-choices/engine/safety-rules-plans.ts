/**
 * Guard rules for distress and harm said in a teen's own oblique words (docs/safe-choices.md
 * "Safeguarding"): a plan or a time to end it, wishing to vanish, fear felt in the body, pills counted,
 * not waking up; being beaten up and filmed, a friend's disclosure passed on, no food at home. Each
 * kind was missed on lines the act model had never read (docs/acts.md "Bench"); the look-alikes
 * beside them in the tests must not stop the scene. Run on the kit's folded words (й → и, ё → е).
 */
const rules = (...sources: string[]): RegExp[] => sources.map((s) => new RegExp(s, 'u'));

const PLANS: readonly RegExp[] = rules(
	// a plan or a time to end it, not ending it with someone
	`\\b(?:ready|going|gonna|planning|about|decided) to end (?:it|it all|everything|my life)\\b(?! (?:with|w)\\b)|\\bend (?:it|it all|everything) (?:tonight|today|tomorrow|this weekend|this week|soon)\\b`,
	`\\b(?:wish i could|i wish i could|i want to|i wanna|i just want to|just want to) (?:just )?(?:vanish|disappear|stop existing|fade away|not wake up|never wake up)\\b(?! (?:from|out of)\\b)`,
	`\\b(?:so|too) (?:scared|frightened|terrified) (?:that )?(?:i cant (?:breathe|move|stop shaking)|my (?:teeth|hands|legs|whole body|body|heart))\\b|\\bpanic attack\\b`,
	`\\bhow many (?:pills|tablets|paracetamol) (?:would it take|it would take|does it take) to\\b|\\b(?:saving|saved|hoarding|counting) (?:up )?(?:pills|tablets|my meds)\\b`,
	`хочется (?:просто )?(?:раствориться|исчезнуть|не просыпаться|не быть)(?! (?:с|из|отсюда)(?: |$))|сил нет ни на что|лучше бы я (?:\\p{L}+ ){0,2}не (?:проснул\\p{L}*|просыпал\\p{L}*|открыл\\p{L}* глаза|родил\\p{L}*)|лучше бы меня не было`,
	`сердце (?:колотится|выпрыгивает|бешено бьется)\\p{L}*.*(?:страх|умру|паник|задыха)|(?:страх|паник)\\p{L}*.*сердце (?:колотится|выпрыгивает)|паническ\\p{L}* атак`,
	`таблет\\p{L}*.*(?:чтобы (?:все|всё) (?:прекратилось|закончилось)|навсегда|не проснуться)|сколько (?:их |таблеток )?(?:надо|нужно),? чтобы (?:все|всё) (?:прекратилось|закончилось)`,
	`hochetsya (?:prosto )?(?:rastvoritsya|ischeznut|ne prosypatsya)(?! (?:s|iz|otsyuda)\\b)|sil net ni na chto|luchshe by ya (?:\\w+ ){0,2}ne (?:prosnul\\w*|prosypal\\w*|otkryl\\w* glaza|rodil\\w*)|luchshe by menya ne bylo`,
	`(?:tablet\\w*|tabletok).*(?:chtoby vse (?:prekratilos|zakonchilos)|navsegda|ne prosnutsya)|panicheskaya ataka`
);

const HARM: readonly RegExp[] = rules(
	// beaten up, often and on film: bullying with violence
	`\\b(?:beat|beats|beating|beaten) me up\\b|\\b(?:jumped|jump) me (?:after|behind|outside|at)\\b`,
	// a friend's disclosure passed on ("she told me her uncle did stuff to her")
	`\\bfriend (?:\\w+ ){0,2}told me (?:that )?(?:her|his|their) (?:\\w+ ){0,2}(?:did stuff|does stuff|touches|touched|hits|hurts|hurt|abused|abuses|did things)\\b`,
	`\\b(?:no food|nothing to eat) (?:at home|in the house)\\b|\\bnobody feeds (?:us|me)\\b|\\bwe (?:dont|never) get fed\\b`,
	`(?:нас|меня) (?:\\p{L}+ ){0,3}(?:дома )?не кормят|дома (?:нет еды|нечего есть|есть нечего)|(?:избивают|избили|бьют) (?:меня )?(?:\\p{L}+ ){0,3}(?:и )?снима\\p{L}*`,
	`(?:nas|menya) (?:\\w+ ){0,3}(?:doma )?ne kormyat|doma (?:net edy|nechego est)|(?:izbivayut|izbili|byut|bjut) (?:menya )?(?:\\w+ ){0,3}(?:i )?snima\\w*`
);

export const planDistress = (said: string): boolean => PLANS.some((re) => re.test(said));
export const plainHarm = (said: string): boolean => HARM.some((re) => re.test(said));
