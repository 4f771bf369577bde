/**
 * Guard rules for harm to the body (docs/safe-choices.md "Safeguarding"): self-harm in its many
 * words (cutting, burning, scratching, hitting themself, "sh", "relapsed", marks hidden under
 * sleeves) and a beating with an object at home (a belt, a slipper, a cable: "gives me the belt",
 * «берёт ремень», «исполосовал», "whoops me"). They run on the kit's folded words like
 * ./safety-rules.ts (lower case, punctuation dropped, «й» → «и», «ё» → «е»), in English, Russian and
 * Russian in Latin letters. Each needs the act on the teen's own body, not its look-alike: a leather
 * belt bought, burning toast, "cut my hair", a lighter for a candle, a burn from the oven.
 */
import { anyRule, rules } from './rule-patterns';

/** A body part self-harm is done to: arms, wrists, legs, thighs, skin, stomach. */
const BODY_EN = '(?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|hips|stomach|tummy)';
const BODY_RU = '(?:руки|руку|запясть[яе]|ноги|ногу|бедра|бедро|кожу|живот|себя|себе)';
const BODY_TR = '(?:ruki|ruku|zapyast\\w*|nogi|nogu|bedra|bedro|kozhu|zhivot|sebya|sebe)';
/** An accident, not self-harm: "burnt my arm on the oven", «обожглась о сковородку». */
const NOT_ACCIDENT_EN =
	'(?! (?:on|with) (?:the |a |my )?(?:oven|pan|kettle|iron|stove|hob|toaster|straighteners|tray|paper|knife while))';

/** Self-harm: read as distress (docs/acts.md "Safety"). */
export const SELF_HARM: readonly RegExp[] = rules(
	`\\b(?:cut|cuts|cutting|burn|burns|burned|burnt|burning|scratch|scratches|scratched|scratching|hit|hits|hitting|punch|punches|punched|punching|bite|biting|hurt|hurts|hurting|harm|harmed|harming|starve|starving|carve|carved|carving) myself\\b(?! (?:a|some|an)\\b)${NOT_ACCIDENT_EN}`,
	`\\b(?:i|ive|im|i have|i keep|i still|still|again|started|been) (?:\\w+ ){0,2}(?:cut|cutting|burn|burnt|burned|burning|scratch|scratching|scratched|carve|carving|carved) (?:into )?(?:my |both )${BODY_EN}\\b${NOT_ACCIDENT_EN}`,
	`\\bself ?harm\\w*\\b|\\b(?:my )?sh (?:scars|marks|cuts|again)\\b|\\b(?:i|ive|i have|been|started|still) (?:\\w+ )?(?:sh|shing)\\b(?! (?:up|it)\\b)|\\b(?:i|ive|i have|just) relapsed\\b(?! (?:on|with|into)\\b)|\\brelapsed again\\b`,
	`\\b(?:cuts|scars|burns|scratches|marks)\\b.*\\b(?:long sleeves|sleeves|hoodies?|nobody knows|no one knows|noone knows)\\b|\\b(?:long sleeves|sleeves|hoodies?)\\b.*\\b(?:the |my )(?:cuts|scars|burns|scratches|marks)\\b`,
	`(?:^| )(?:режу|резала|резал|царапаю|царапала|расцарапываю|расцарапала|прижигаю|прижигала|прижгла|прижег|жгу|жгла|калечу)(?:сь)? (?:\\p{L}+ ){0,2}${BODY_RU}(?: |$)`,
	`(?:^| )(?:\\p{L}+ )?(?:режу|царапаю|прижигаю|бью|калечу|раню|наказываю) себя|(?:делаю|сделала|сделал) себе больно|причиня\\p{L}* себе (?:боль|вред)|нанош\\p{L}* себе|селфхарм\\p{L}*|самоповрежд\\p{L}*|(?:опять|снова) (?:\\p{L}+ )?(?:порезал\\p{L}*|режусь|резал\\p{L}*|прижига\\p{L}*|царапа\\p{L}*|сорвал\\p{L}* и)`,
	`(?:шрам\\p{L}*|порез\\p{L}*|ожог\\p{L}*|царапин\\p{L}*|следы)(?: \\p{L}+)*? (?:прячу|скрываю|рукав\\p{L}*|кофт\\p{L}*|никто не знает)|(?:рукав\\p{L}*|кофт\\p{L}*|толстовк\\p{L}*)(?: \\p{L}+)*? (?:шрам\\p{L}*|порез\\p{L}*|ожог\\p{L}*)`,
	`(?:^| )(?:rezhu|rezala|rezal|porezala|carapayu|tsarapayu|carapala|tsarapala|prizhigayu|prizhigala|prizhgla|zhgu|zhgla|kalechu)(?:s)? (?:\\w+ ){0,2}${BODY_TR}\\b|(?:delayu|sdelala) sebe bolno|prichinya\\w* sebe|(?:opyat|snova) (?:\\w+ )?(?:porezal\\w*|rezhus|prizhiga\\w*|carapa\\w*|tsarapa\\w*)|(?:shram\\w*|porez\\w*|ozhog\\w*)(?: \\w+)*? (?:pryachu|skryvayu|rukav\\w*|nikto ne znaet)`
);

/** An object a teen is beaten with: a belt, a slipper, a cable, a wooden spoon. */
const OBJECT_EN =
	'(?:belt|slipper|cane|strap|wooden spoon|cable|cord|wire|charger|hanger|stick|broom|ruler|buckle|hose)';
const OBJECT_RU =
	'(?:ремн\\p{L}*|ремень|шнур\\p{L}*|провод\\p{L}*|скакалк\\p{L}*|тапк\\p{L}*|тапочк\\p{L}*|палк\\p{L}*|вешалк\\p{L}*|прут\\p{L}*)';
const OBJECT_TR = '(?:remn\\w*|remen|shnur\\w*|provod\\w*|skakalk\\w*|tapk\\w*|palk\\w*|veshalk\\w*)';

/** A beating with an object, or a whipping verb aimed at the teen: read as harm. */
export const BEATING: readonly RegExp[] = rules(
	`(?<=\\w )(?:whoops|whooped|whooping|whips|whipped|whipping|thrashes|thrashed|leathers|leathered|lashes|lashed|belts|belted|spanks|spanked|wallops|walloped|clobbers|clobbered) me\\b(?! (?:at|in|up|and|too|n|lol)\\b)`,
	`\\b(?:gives|gave|give|giving) me the ${OBJECT_EN}\\b|\\b(?:takes|took|take|taking) (?:the|his|her|a) ${OBJECT_EN} to me\\b|\\b(?:gets|got|getting|takes|took) (?:the|his|her) ${OBJECT_EN} (?:out|off)\\b(?=.*\\b(?:me|my)\\b)|\\b(?:hits|hit|beats|beat|smacks|smacked|whacks|whacked|whips|whipped|lashes|lashed) me (?:\\w+ ){0,2}with (?:a|the|his|her|an|my) (?:\\w+ )?${OBJECT_EN}\\b|\\b${OBJECT_EN} marks\\b`,
	`(?:^| )(?:выпорол\\p{L}*|порет|порол\\p{L}*|выпорет|отхлестал\\p{L}*|хлещет|хлестал\\p{L}*|исполосовал\\p{L}*|отстегал\\p{L}*|стегает|лупцует|отлупцевал\\p{L}*)(?: |$)|(?:бьет|бил|била|лупит|лупил|лупила|колотит|хлещет|отлупил|отлупила|избил|избила|бьют)(?: \\p{L}+){0,2} (?:ремн\\p{L}+|шнуром|проводом|скакалкой|тапком|тапкой|палкой|вешалкой|прутом)|(?:берет|берут|взял|взяла|достает|достал|достала|снимает|снял|хватает\\p{L}*|схватил\\p{L}*|хвата\\p{L}* за) (?:\\p{L}+ )?${OBJECT_RU}(?=.*(?:меня|мне|мама|мать|папа|отец|отчим|батя|хахаль|мамк?ин))|(?:следы|полосы|синяки|шрамы) от ${OBJECT_RU}|(?:ремн\\p{L}+|шнуром|проводом|скакалкой|тапком|тапкой|палкой|вешалкой|прутом)(?: \\p{L}+){0,3} (?:бьет|бил|била|лупит|лупил|лупила|отлупил|отлупила|избил|избила|отхлестал\\p{L}*|выпорол\\p{L}*)(?: |$)`,
	`(?:^| )(?:vyporol\\w*|poret|porol\\w*|vyporet|othlestal\\w*|otkhlestal\\w*|hleshet|khleshchet|hleschet|ispolosoval\\w*|otstegal\\w*|stegaet|luptsuet)\\b|\\b(?:bjet|byot|biet|bet|bil|bila|lupit|lupil|lupila|kolotit|otlupil|otlupila|izbil|izbila)(?: \\w+){0,2} (?:remnem|remnyom|remnyem|shnurom|provodom|skakalkoi|tapkom|palkoi)\\b|\\b(?:beret|berut|vzyal|vzyala|dostaet|dostal\\w*|snimaet|snyal\\w*|hvataet\\w*|khvataet\\w*|shvatil\\w*)(?: \\w+)? ${OBJECT_TR}\\b(?=.*\\b(?:menya|mne|mama|mat|papa|otec|otchim|batya|hahal|khahal|mamk?in\\w*)\\b)|\\b(?:sledy|polosy|sinyaki|shramy) ot ${OBJECT_TR}|\\b(?:remnem|remnyom|remnyem|shnurom|provodom|skakalkoi|tapkom|palkoi)(?: \\w+){0,3} (?:bjet|byot|biet|bet|bil|bila|lupit|lupil|lupila|otlupil|otlupila|izbil|izbila|vyporol\\w*|othlestal\\w*)\\b`
);

export const selfHarm = (said: string): boolean => anyRule(SELF_HARM, said);
export const beating = (said: string): boolean => anyRule(BEATING, said);
