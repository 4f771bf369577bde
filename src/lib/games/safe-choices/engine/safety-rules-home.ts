/**
 * Guard rules for harm at home said in a teen's own words (docs/safe-choices.md "Safeguarding"):
 * violence and injuries from a household adult, sexual harm by an adult the teen knows, and
 * distress in fresh phrasings. They run on the kit's folded words like ./safety-rules.ts (lower
 * case, punctuation dropped, «й» → «и», «ё» → «е»), in English, Russian and Russian in Latin
 * letters. Each rule needs the harm itself, not its look-alike: a strict parent who checks a phone
 * or grounds them, a friend who "pushed me into going", "my mum will kill me", a bruise from
 * football, a friend who «кинул» (let down) or «бросил» (dumped) them.
 */
import { anyRule, rules } from './rule-patterns';

/** Adults at home: a parent, a step-parent, a mum's partner («батя», «отчим», «мамин парень»). */
const HOME_EN =
	'(?:dad|daddy|father|old man|pops|mum|mom|mam|mother|stepdad|stepfather|stepmum|stepmom|stepmother|step (?:dad|mum|mom)|(?:mums|moms|mams) (?:bf|boyfriend|partner|fella|man|new guy|husband)|uncle|grandad|grandpa)';
const HOME_RU =
	'(?:батя|батяня|папа|папаша|отец|отчим|мачеха|мать|мама|маман|дед|дядя|мамк?ин\\p{L}* (?:парень|хахаль|мужик|сожитель|муж))';
const HOME_TR =
	'(?:batya|batyanya|papa|papasha|otec|otets|otchim|machekha|macheha|mat|mama|ded|dyadya|mamk?in\\w* (?:paren|hahal|khahal|muzhik|muzh))';

/** A surface a person is thrown against: the wardrobe, the wall, the floor, the door. */
const SURFACE_EN =
	'(?:wall|walls|wardrobe|closet|cupboard|door|doorframe|floor|ground|stairs|table|counter|fridge|radiator|mirror|window|sink|desk|shelf|cabinet|corner|bannister|banister|bed frame)';
const SURFACE_RU =
	'(?:стен\\p{L}*|шкаф\\p{L}*|двер\\p{L}*|пол|батаре\\p{L}*|косяк\\p{L}*|угол|стол|лестниц\\p{L}*|зеркал\\p{L}*|холодильник)';
const SURFACE_TR =
	'(?:sten\\w*|shkaf\\w*|dver\\w*|pol|batare\\w*|kosyak\\w*|ugol|stol|lestnic\\w*|zerkal\\w*|holodilnik)';

/** Throwing and pushing: «швырнул», «толкнул», «кинул» — harm only with «меня» and a surface. */
const THROW_RU =
	'(?:швырнул|швырнула|швыряет|отшвырнул|толкнул|толкнула|толкает|пихнул|пихает|кинул|кинула|кидает|бросил|бросила|бросает|приложил|впечатал|шарахнул|ударил|ударила)';
const THROW_TR =
	'(?:shvyrn|shvirn|shvyrya|otshvyrn|tolkn|tolka|pihn|pikhn|piha|kinul|kida|brosil|brosa|prilozhil|vpechatal|udaril)';

/** Drink said in slang: "when hes had a few", «в хлам», "v hlam". */
const DRUNK_EN = '(?:drunk|had a few|had a drink|been drinking|on the beers|hammered|wasted)';
const DRUNK_RU = '(?:в хлам|в стельку|в дрова|пьян\\p{L}*|бух\\p{L}*|напь\\p{L}*|выпьет|выпил|нажр\\p{L}*)';
const DRUNK_TR =
	'(?:v hlam|v khlam|v stelku|v drova|pyan\\w*|buh\\w*|bukh\\w*|nap\\w*sya|vyp\\w*t|nazhr\\w*)';

export const HOME_HARM: readonly RegExp[] = rules(
	// thrown against something: "shoved me into the wardrobe", «швырнул меня об стену»
	`\\b(?:shoved|shoves|shoving|pushed|pushes|pushing|threw|throws|throwing|chucked|slammed|slams|smashed|flung|dragged|drags|yanked|knocked|pinned|pins) me (?:\\w+ ){0,2}(?:into|against|onto|on|down|across|off|at|through|to) (?:the |a |my |our |his |her )?${SURFACE_EN}\\b`,
	`(?:${THROW_RU}) меня (?:\\p{L}+ )?(?:об?|в|на|о|к) ${SURFACE_RU}|меня (?:\\p{L}+ ){0,2}(?:${THROW_RU}) (?:\\p{L}+ )?(?:об?|в|на|о|к) ${SURFACE_RU}`,
	`(?:${THROW_TR})\\w* menya (?:\\w+ )?(?:ob?|v|na|o|k) ${SURFACE_TR}|menya (?:\\w+ ){0,2}(?:${THROW_TR})\\w* (?:\\w+ )?(?:ob?|v|na|o|k) ${SURFACE_TR}`,
	// a household adult who hits: "my stepdad smacks me", «меня отчим бьет», "batya menya izbil"
	`\\b${HOME_EN}\\b(?: \\w+){0,4} (?:hits|hit|beats|beat|beat up|smacks|smacked|slaps|slapped|punches|punched|kicks|kicked|shoves|shoved|pushes|pushed|chokes|choked|strangles|strangled|grabs|grabbed|throws|threw|belts|belted|batters|battered|hurts|hurt|whacks|whacked) me\\b(?! (?:up|out|off|at|in)\\b)`,
	`\\b${HOME_EN}\\b(?: \\w+){0,4} (?:(?:gets|got|goes|went) (?:violent|physical|rough)|(?:lashes|lashed) out at me|(?:goes|went) for me)\\b`,
	`(?:^| )(?:избил|избивает|избила|ударил|ударила|бьет|бил|била|лупит|лупил|колотит|колотил|пинает|пнул|врезал|врезала|влепил|влепила|душил|душит|придушил|отлупил|отлупила|таскал за волосы|таскает за волосы) меня|меня (?:\\p{L}+ ){0,2}(?:избил|избивает|ударил|ударила|бьет|бил|била|лупит|лупил|колотит|пинает|пнул|душил|душит|придушил|отлупил|швырнул|толкнул|таскал)(?!\\p{L})`,
	`\\b(?:izbil|izbivaet|udaril|udarila|bjet|byot|biet|bet|bil|bila|lupit|lupil|kolotit|pinaet|pnul|vrezal|vlepil|dushil|dushit|pridushil|otlupil) menya|menya (?:\\w+ ){0,2}(?:izbil|izbivaet|udaril|udarila|bjet|byot|biet|bil|bila|lupit|lupil|kolotit|pinaet|pnul|dushil|dushit|otlupil|shvyrnul|tolknul)\\b`,
	// hands raised: «распускает руки», "ruki raspuskaet"
	`(?:распуска\\p{L}*|распустил\\p{L}*) руки|руки (?:\\p{L}+ )?распуска\\p{L}*|(?:raspuska\\w*|raspustil\\w*) ruki|ruki (?:\\w+ )?raspuska\\w*|\\bgets handsy\\b`,
	// sexual harm by an adult they know: "my coach keeps grabbing my", «тренер лапает»
	`\\b(?:${HOME_EN.slice(3, -1)}|coach|teacher|tutor|neighbour|neighbor|stepbrother|cousin|family friend|dads (?:mate|friend)|babysitter|instructor|trainer|godfather)\\b(?: \\w+){0,4} (?:groped|gropes|grabs my (?:bum|butt|ass|chest|boobs)|grabbed my (?:bum|butt|ass|chest|boobs)|feels me up|felt me up|(?:tried|tries|trying|keeps trying) to (?:kiss|touch) me|kissed me|kisses me|puts his hands? (?:on|up|down|in)|put his hands? (?:on|up|down|in)|makes me (?:touch|sit on|undress|watch)|made me (?:touch|sit on|undress|watch)|sends me (?:nudes|pics of himself|dick pics)|sent me (?:nudes|pics of himself|dick pics)|showed me (?:porn|his (?:dick|thing|privates)))`,
	`(?:тренер|учител\\p{L}*|репетитор|сосед|дядя|дед|отчим|мамин\\p{L}* (?:парень|хахаль|мужик)|друг (?:папы|семьи)|брат)\\p{L}* (?:\\p{L}+ ){0,3}(?:лапает|лапал|щупает|щупал|полез ко мне|лезет ко мне (?:под|в)|целовал меня|целует меня|трогает мне|трогал мне|заставляет (?:трогать|раздеваться|смотреть)|заставил (?:трогать|раздеться|смотреть)|шлет (?:мне )?(?:нюдсы|свои фото)|показывал (?:мне )?(?:порно|себя))`,
	`(?:trener|uchitel\\w*|repetitor|sosed|dyadya|ded|otchim|mamin\\w* (?:paren|hahal|muzhik)|brat)\\w* (?:\\w+ ){0,3}(?:lapaet|lapal|shchupaet|shupaet|shchupal|shupal|polez ko mne|celoval menya|tseloval menya|celuet menya|tseluet menya|zastavlyaet (?:trogat|razdevatsya|smotret)|zastavil (?:trogat|razdetsya|smotret)|pokazyval (?:mne )?(?:porno|sebya))`
);

/** Injuries, read as harm only with a household adult or drink in the same message. */
const INJURY: readonly RegExp[] = rules(
	`\\b(?:bruise|bruises|bruised|black eye|split lip|black and blue|all purple|gone purple|marks on my|welts)\\b`,
	`синяк\\p{L}*|синяч\\p{L}*|фингал\\p{L}*|разбит\\p{L}* губ\\p{L}*|ссадин\\p{L}*`,
	`\\bsinyak\\w*|\\bsinyach\\w*|\\bfingal\\w*|\\bssadin\\w*`
);
const HOME_OR_DRINK: readonly RegExp[] = rules(
	`\\b${HOME_EN}\\b|\\b${DRUNK_EN}\\b|\\b(?:he|she) (?:did|done) (?:this|it|that)\\b`,
	`(?:^| )${HOME_RU}(?: |$)|${DRUNK_RU}`,
	`\\b${HOME_TR}\\b|${DRUNK_TR}`
);
/** Drink and rage aimed at the teen: "goes off on me when hes had a few", «когда выпьет, срывается на мне». */
const DRUNK_RAGE: readonly RegExp[] = rules(
	`\\b${DRUNK_EN}\\b.*\\b(?:goes off on me|kicks off on me|takes it out on me|comes after me|goes for me|loses it at me)\\b|\\b(?:goes off on me|kicks off on me|takes it out on me|comes after me|goes for me|loses it at me)\\b.*\\b${DRUNK_EN}\\b`,
	`${DRUNK_RU}.*(?:срывается на (?:мне|меня)|звереет|кидается на меня|бросается на меня)|(?:срывается на (?:мне|меня)|звереет|кидается на меня|бросается на меня).*${DRUNK_RU}`,
	`${DRUNK_TR}.*(?:sryvaetsya na (?:mne|menya)|zvereet|kidaetsya na menya|brosaetsya na menya)|(?:sryvaetsya na (?:mne|menya)|zvereet|kidaetsya na menya|brosaetsya na menya).*${DRUNK_TR}`
);

export const homeHarm = (said: string): boolean =>
	anyRule(HOME_HARM, said) ||
	anyRule(DRUNK_RAGE, said) ||
	(anyRule(INJURY, said) && anyRule(HOME_OR_DRINK, said));

/** Distress in fresh words: self-harm, "cant do this anymore", «не хочу жить», "ne mogu tak bolshe". */
export const MORE_DISTRESS: readonly RegExp[] = rules(
	`\\b(?:cut|cutting|cuts|harm|harming|burn|burning|burnt|starve|starving|scratch|scratching) myself\\b|\\bself ?harm\\w*\\b|\\b(?:i|ive|im|i have|i keep|i) (?:cut|cutting|been cutting|have been cutting) (?:my )?(?:arm|arms|wrist|wrists|legs|thighs)\\b`,
	`\\b(?:i )?cant (?:do this|take (?:it|this)|deal with (?:it|this|any of this)|cope|handle (?:it|this|any of this)|keep going|go on) (?:any ?more|no more|like this)\\b`,
	`\\b(?:want|wanna) to (?:just )?(?:die|disappear|end it|not exist|not be here)\\b(?! (?:of|from|lol|lmao))|\\b(?:want|wanna) (?:just )?(?:die|disappear)\\b(?! (?:of|from|lol|lmao))|\\bdont (?:want|wanna) (?:to )?(?:be here|wake up|exist|be alive)(?: any ?more)\\b|\\bdont (?:want|wanna) (?:to )?(?:exist|be alive)\\b|\\bbetter off without me\\b|\\bend it all\\b|\\bno point (?:in )?(?:living|being alive|anything any ?more)\\b`,
	`(?:режу|резала|резал|порезала|порезал|царапаю|жгу|режусь) (?:себе |себя )?(?:руки|руку|запясть\\p{L}*|ноги|бедра|себя)|порезы на (?:руках|руке|запясть\\p{L}*|ногах)|не хочу (?:больше )?жить(?! (?:с|в|у|там|тут|здесь|рядом|вместе|как))|хочу (?:просто )?(?:исчезнуть|умереть|сдохнуть)|лучше без меня|покончить с собои|(?:нет|не вижу) смысла жить|не могу (?:так больше|больше так|так жить|больше терпеть)|больше так не могу|(?:я )?так больше не могу|сил (?:больше )?нет (?:терпеть|жить)`,
	`(?:rezhu|rezala|rezal|porezala|porezal|rezhus) (?:sebe |sebya )?(?:ruki|ruku|zapyast\\w*|nogi|bedra|sebya)|porezy na (?:rukah|rukakh|ruke|nogah)|ne (?:ho|kho|xo)chu (?:bolshe )?zhit(?! (?:s|v|u|tam|tut|zdes|ryadom|vmeste|kak)\\b)|(?:ho|kho|xo)chu (?:prosto )?(?:ischeznut|umeret|sdohnut)|luchshe bez menya|pokonchit s soboi|(?:net|ne vizhu) smysla zhit|ne mogu tak (?:bolshe|zhit)|bolshe tak ne mogu|tak bolshe ne mogu|sil (?:bolshe )?net (?:terpet|zhit)`,
	// a goodbye letter, no point going on, a world no different without them: suicidal thoughts said
	// obliquely (docs/safe-choices.md "Safeguarding")
	`\\b(?:goodbye|suicide) (?:note|notes|letter|letters)\\b|\\b(?:easier|better) (?:for (?:them|everyone|my \\w+) )?if i (?:wasnt|werent|was not|were not) (?:here|around|alive)\\b|\\b(?:thinking|think) (?:about|of) (?:ending it(?! (?:with|w|between)\\b)|ending my life|not waking up)\\b|\\bno(?:body|one) would (?:even )?(?:notice|care) if i (?:was|were|wasnt|werent) (?:gone|here|around)\\b|\\bno point (?:going on|carrying on|in going on)\\b`,
	`прощальн\\p{L}* (?:письм|записк)|(?:написал\\p{L}*|оставил\\p{L}*) (?:письмо|записку) (?:маме|папе|родителям|друзьям)\\p{L}*.*(?:нашл|найдут|после)|не вижу смысла (?:дальше|больше|вообще)|никому не будет (?:никакои )?разницы|(?:есть|жив\\p{L}*) я или нет|всем (?:будет )?(?:легче|лучше|проще) без меня|когда меня не станет`,
	`proshch?aln\\w* (?:pism|zapisk)|(?:napisal\\w*|ostavil\\w*) (?:pismo|zapisku) (?:mame|pape|roditelyam|druzyam)\\w*.*(?:nashl|naidut|posle)|ne vizhu smysla (?:dalshe|bolshe|voobshe|voobshche)|nikomu ne budet (?:nikakoi )?raznicy|(?:est|zhiv\\w*) ya ili net|vsem (?:budet )?(?:legche|luchshe|proshe) bez menya|kogda menya ne stanet`
);
