import { normaliseText } from '$lib/engines/kit/text';
import type { SafetyRead } from '$lib/engines/acts';
import { beating, selfHarm } from './safety-rules-body';
import { homeHarm, MORE_DISTRESS } from './safety-rules-home';
import { knownAdultHarm, quietDistress } from './safety-rules-known';
import { plainHarm, planDistress } from './safety-rules-plans';
import { hiddenDistress, threatHarm } from './safety-rules-threats';
import { slangDistress, slangHarm } from './safety-rules-slang';
import { askedDistress, askedHarm } from './safety-rules-asked';
import { terseDistress, terseHarm } from './safety-rules-terse';
import { anyRule, rules } from './rule-patterns';

/**
 * The second guard of safeguarding (docs/safe-choices.md "Safeguarding"): a few curated rules for
 * the two acts no turn may miss — a disclosure of real harm and distress — joined with the act
 * model's reading by `eitherSafety`. docs/acts.md "Bench": on each fresh set the model still misses
 * some disguised disclosures and distress (a "funny story", "nah im good, just…"), and missing one is
 * the worst error this app can make; a rule that fires on a look-alike ("im scared of spiders") only
 * shows help the player can close. Every other reading of a turn is the model's alone.
 *
 * Rules run on the kit's folded words (case, look-alike letters, punctuation and apostrophes
 * dropped: "I'm" → "im"), so "I'm SCARED" and "im scared" read alike. Russian has a Cyrillic and a
 * Latin-letters form. Harm at home in a teen's words and fresh distress phrasings are in
 * ./safety-rules-home.ts; self-harm and beatings with an object in ./safety-rules-body.ts; an adult
 * the teen knows doing the scenario's pattern, and quiet distress, in ./safety-rules-known.ts; plans,
 * vanishing, fear in the body, pills, being beaten up on film and no food at home in
 * ./safety-rules-plans.ts; sextortion, threats to keep the secret, pills stashed and goodbyes in
 * ./safety-rules-threats.ts; chat and game slang, understatement and "asking for a friend" in
 * ./safety-rules-slang.ts; cries without vowels, being followed, a helpline asked for, intrusive
 * thoughts said lightly and hidden bruises in ./safety-rules-terse.ts; a grown man's "girlfriend"
 * asked about, the game told as their own and fear of "im outside ur house" in ./safety-rules-asked.ts.
 */
const HARM: readonly RegExp[] = [
	/\b(?:this|it|that) (?:is )?(?:literally |really |actually |also )*(?:happening|happened|happens) to me\b/u,
	/\b(?:did|does|do|doing) (?:this|that|it|stuff like this) to me\b/u,
	// not "hit me up" (text me), "kicked me out"; "beats me" only after a word, and not "idk, beats me"
	/\b(?:touches|touched|touching|hurts|hurt|hits|hit|forces|forced|abuses|abused) me\b(?! (?:up|out|off)\b)/u,
	/(?<!\b(?:idk|dunno|lol|honestly|tbh|idea)) beats me\b(?! (?:at|in|to|up)\b)/u,
	/\b(?:abus\w*|rap\w*|molest\w*) me\b|\bim being (?:abused|hurt|groomed)\b/u,
	/со мнои (?:\p{L}+ ){0,2}(?:происходит|было|случилось|делают|делает)/u,
	// not «убил меня» (in a game): the verb is a word of its own
	/(?:^| )(?:трогает|трогал|трогала|бьет|бил|била|заставля\p{L}*|насилу\p{L}*|домогает\p{L}*) меня/u,
	/so mn(?:oi|oy|oj|oi) (?:\w+ ){0,2}(?:proish\w*|proiskh\w*|proisx\w*|bylo|sluchilos\w*)/u,
	/\b(?:trogaet|trogal|trogala|bjet|bet|bil|zastavlya\w*) menya/u,
	// harm at home said without a harm word: a household adult coming into the teen's room or bed
	/\b(?:bf|boyfriend|stepdad|step dad|stepfather|uncle|cousin|stepbrother|he) (?:\w+ ){0,2}(?:comes|came|coming|gets|got|walks|climbs) (?:in|into) (?:my|me) (?:room|bed)\b/u,
	// "a mum's brother who lives with us comes on to me": the adult's words may run to five
	/(?:отчим|парень|дядя|брат|муж|он)\p{L}* (?:\p{L}+ ){0,5}(?:заходит|приходит|лезет|пристает|пристает) ко мне/u,
	/(?:otchim|paren|dyadya|brat|muzh|on)\w* (?:\w+ ){0,5}(?:zahodit|zakhodit|prihodit|prikhodit|lezet|pristaet|pristayot) ko mne/u
];

/**
 * "help me" and «помогите» are distress — unless what follows is a school task or a game level
 * (docs/safe-choices.md "How safe is it": a stopped scene costs a class its lesson; homework help is
 * the commonest everyday line to read as a cry for help). Only a named task lifts it: "help me,
 * please" and «помогите кто-нибудь» still stop. Words are folded (normaliseText: й → и, no
 * punctuation).
 */
const SCHOOL_TASK_EN =
	'(?:homework|hw|essay|maths?|science|history|geography|english|french|spanish|german|chemistry|physics|biology|bio|project|assignment|coursework|question|q\\d+|test|exam|quiz|revision|fractions|equations?|title|spelling|grammar|reading|level|boss|quest|puzzle)';
// "pls", "someone" and the like may stand between the cry and the task: "help me pls with my hw",
// «помогите пж с алгеброй» (folded words: no punctuation, a hyphen is a space)
const FILLER_EN = '(?:(?:pls|plz|please|rn|quick|asap|someone|anyone|guys|out) )*';
const FILLER_RU = '(?:(?:пожалуиста|плиз|пж|пжлст|срочно|люди|ребят|кто нибудь) )*';
const FILLER_TR = '(?:(?:pozhaluista|pozhaluysta|pliz|pls|plz|pzh|srochno|lyudi|rebyat|kto nibud) )*';
const SCHOOLWORK_HELP_EN = `${FILLER_EN}(?:with (?:(?:my|the|this|a|an|some|these|our|question|q|number) )*${SCHOOL_TASK_EN}\\b|(?:revise|study|understand|solve|think of|spell|translate|pick a|choose a)\\b|(?:i |im )?(?:cant|cannot|dont) (?:figure out|get|do|solve|understand|finish|work out) (?:\\w+ ){0,2}?${SCHOOL_TASK_EN}\\b)`;
const SCHOOLWORK_HELP_RU =
	FILLER_RU +
	'(?:с (?:\\p{L}+ )?(?:математик|алгебр|геометри|истори|хими|физик|биологи|географи|английск|русск|литератур|информатик|домашк|дз|урок|задани|задач|контрольн|уравнени|сочинени|перевод|проект|доклад|уровн|босс)\\p{L}*|(?:решить|перевести|понять|проити|наити (?:синоним|ответ|слово))|кто знает (?:ответ|как решить))';
const SCHOOLWORK_HELP_TR =
	FILLER_TR +
	'(?:s (?:\\w+ )?(?:matematik|algebr|geometri|istori|himi|khimi|fizik|biologi|geografi|angli[jiy]?sk|russk|literatur|informatik|domashk|dz|urok|zadani|zadach|kontroln|uravneni|sochineni|perevod|proekt|doklad|urovn|boss)\\w*|(?:reshit|perevesti|ponyat|proiti|proyti|naiti (?:sinonim|otvet|slovo))|kto znaet (?:otvet|kak reshit))';

/** A cry for help, not a request for help with schoolwork or a game (the SCHOOLWORK_HELP_* above). */
const CRY_FOR_HELP: readonly RegExp[] = rules(
	`\\bhelp me\\b(?! ${SCHOOLWORK_HELP_EN})|\\bplease help\\b(?! me ${SCHOOLWORK_HELP_EN})`,
	`(?:помогите|помоги мне)(?! ${SCHOOLWORK_HELP_RU})`,
	`(?:pomogite|pomogi mne)(?! ${SCHOOLWORK_HELP_TR})`
);

const DISTRESS: readonly RegExp[] = [
	...CRY_FOR_HELP,
	/\b(?:im|i am|i feel|feeling|i get) (?:so |really |actually |very |kinda |super |lowkey |literally |honestly |genuinely |legit )*(?:scared|terrified|afraid|frightened|unsafe|panicking)\b/u,
	// afraid of a person in their life: "im scared of him", «я его боюсь», "ya ego boyus"
	/\b(?:im|i am|i get|i feel) (?:so |really |actually |very |kinda |lowkey |literally |genuinely )*(?:scared|terrified|afraid|frightened) of (?:him|her|them|my \w+)\b/u,
	/я (?:\p{L}+ )?(?:его|ее|их|отчима|отца|папы|мамы|брата|дяди) (?:очень |так |правда |реально )?боюсь|ya (?:\w+ )?(?:ego|eyo|ee|ih|otchima|otca|papy|mamy|brata|dyadi) (?:ochen |tak |pravda |realno )?boyus/u,
	// quiet distress: "im not ok" (but "im not ok with that" is a no), "noone to talk to"
	/\b(?:im|i am|i feel|i dont think im|im just|im really|im honestly) (?:\w+ )?(?:not )?(?:ok|okay|alright)\b(?<=\bnot (?:ok|okay|alright)|dont think im (?:ok|okay|alright))(?! (?:with|w|if|about|to|for|by)\b)/u,
	/\bnot doing (?:ok|okay|alright|well)\b(?! (?:with|at|in|on)\b)/u,
	/\b(?:no ?one|nobody|no1|not (?:a single person|anyone|anybody)|dont have (?:anyone|anybody|a single person))(?: \w+){0,2} (?:to talk to|to tell|i can tell|i can talk to)\b/u,
	/\bi cant stop crying\b|\bi want to die\b(?! of\b| from\b| laughing\b)|\bkill myself\b|\bhurt myself\b/u,
	/мне (?:\p{L}+ ){0,2}(?:страшно|жутко|плохо|хреново|херово|паршиво)|я (?:очень |так |правда )?боюсь|не могу перестать плакать/u,
	/(?:некому|не с кем|никому не могу) (?:\p{L}+ ){0,2}(?:рассказать|сказать|поговорить|пожаловаться)|я (?:\p{L}+ )?не справляюсь|боюсь (?:идти|возвращаться|ехать) домои/u,
	/mne (?:\w+ ){0,2}(?:strashno|zhutko|ploho|plokho|hrenovo|khrenovo|xrenovo|herovo|parshivo)|ya (?:ochen |tak )?boyus/u,
	/(?:nekomu|ne s kem|nikomu ne mogu) (?:\w+ ){0,2}(?:rasskazat|skazat|pogovorit)|ya (?:\w+ )?ne spravlyayus|boyus (?:idti|vozvrashchatsya|vozvrashatsya|ehat) domo[iy]/u
];

export const ruleSafety = (text: string): SafetyRead => {
	const said = normaliseText(text);
	return {
		disclose_harm:
			anyRule(HARM, said) ||
			homeHarm(said) ||
			beating(said) ||
			knownAdultHarm(said) ||
			plainHarm(said) ||
			threatHarm(said) ||
			slangHarm(said) ||
			terseHarm(said) ||
			askedHarm(said),
		distress:
			anyRule(DISTRESS, said) ||
			anyRule(MORE_DISTRESS, said) ||
			selfHarm(said) ||
			quietDistress(said) ||
			planDistress(said) ||
			hiddenDistress(said) ||
			slangDistress(said) ||
			terseDistress(said) ||
			askedDistress(said)
	};
};
