import { bandOf, DIMENSION_MAX, DIMENSIONS, type Dimension, type Dimensions, type RiskLevel } from './rubric';
import { findDisclosures } from './disclosure';
import { splitSentences } from './judge-text';
import { readMessage, type MessageSignals } from './signals';
import type { ActModel } from '$lib/engines/acts';
import type { RiskLanguage } from './types';

/**
 * Seed 001, "Notes Field": 2–3 sentences that name the dimension that drove the score, quote or
 * paraphrase the player, and give one thing done well and one to improve. Coaching, never shaming.
 */
type NoteTexts = {
	label: Record<Dimension, string>;
	drove: (label: string, quote: string | null) => string;
	wellWithQuote: (praise: string, quote: string) => string;
	well: Record<Dimension, string>;
	/** The boundary praise when a later turn gave in: the "no" was clear, it was not kept. */
	wellNoNotKept: string;
	/** …with both moments in the player's words: the no, then where it gave way. */
	noThenYes: (no: string, yes: string) => string;
	/** The praise when the "Leave" button was all: no "no" to quote or praise, the leaving itself. */
	wellLeft: string;
	/** The safety tip once a trusted person was named: when, not who. */
	tipNamed: string;
	wellGeneric: string;
	tip: Record<Dimension, string>;
	disclosed: (quote: string) => string;
	disclosedTip: string;
};

export const NOTE_TEXTS: Record<RiskLanguage, NoteTexts> = {
	en: {
		label: {
			recognition: 'Spotting the manipulation',
			boundaries: 'Setting your boundary',
			communication: 'Saying it clearly',
			safety: 'Getting help and staying safe'
		},
		drove: (label, quote) =>
			quote ? `${label} shaped this result most — you said “${quote}”.` : `${label} shaped this result most.`,
		wellWithQuote: (praise, quote) => `${praise.replace(/\.$/u, '')} (“${quote}”).`,
		well: {
			recognition: 'Done well: you named what the other person was doing instead of going along with it.',
			boundaries: 'Done well: your “no” was clear and you kept it.',
			communication: 'Done well: you spoke directly, without apologising for your choice.',
			safety: 'Done well: you thought about a trusted adult, a service or simply leaving.'
		},
		wellNoNotKept: 'Done well: your first “no” was clear — next time, keep it when they push.',
		wellLeft:
			'Done well: you left straight away, giving nothing away — getting out is the safest answer there is.',
		noThenYes: (no, yes) =>
			`Done well: your first “no” was clear (“${no}”) — later it gave way (“${yes}”); next time, keep it when they push.`,
		tipNamed:
			'To improve: you named someone you trust — say when you will tell them, e.g. “tonight, as soon as I get home”.',
		wellGeneric:
			'Done well: you stayed in the conversation long enough to practise — that is how skills grow.',
		tip: {
			recognition: 'To improve: name the tactic out loud, e.g. “You’re pressuring me” or “That’s not true”.',
			boundaries:
				'To improve: try a short, firm line such as “No, I’m not comfortable with that” — and repeat it if pushed.',
			communication:
				'To improve: say it once, plainly and without softening — you don’t owe anyone a reason for keeping yourself safe.',
			safety:
				'To improve: mention who you would talk to — a parent, teacher, counsellor, doctor or a helpline — or that you would leave.'
		},
		disclosed: (quote) =>
			`You gave away personal details (“${quote}”): an address, phone number, school, location, photo or account lets a stranger find you, so this counts as a boundary and safety failure.`,
		disclosedTip:
			'To improve: keep your address, number, school and accounts to yourself — “I don’t share that” is enough, then tell a trusted adult.'
	},
	ru: {
		label: {
			recognition: 'Распознавание манипуляции',
			boundaries: 'Твёрдость границ',
			communication: 'Ясность общения',
			safety: 'Поиск помощи и безопасность'
		},
		drove: (label, quote) =>
			quote
				? `Больше всего на результат повлиял пункт «${label}» — ваши слова: «${quote}».`
				: `Больше всего на результат повлиял пункт «${label}».`,
		wellWithQuote: (praise, quote) => `${praise.replace(/\.$/u, '')} («${quote}»).`,
		well: {
			recognition: 'Получилось: вы называете вслух то, что делает собеседник, а не идёте у него на поводу.',
			boundaries: 'Получилось: ваше «нет» звучит ясно, и вы стоите на своём.',
			communication: 'Получилось: вы говорите прямо и не извиняетесь за своё решение.',
			safety:
				'Получилось: вы думаете о взрослом, которому доверяете, о специалисте или о том, чтобы просто уйти.'
		},
		wellNoNotKept:
			'Получилось: ваше первое «нет» прозвучало ясно — в следующий раз держитесь его, даже если давят.',
		wellLeft: 'Получилось: вы сразу ушли и ничего не рассказали о себе — уйти всегда самый безопасный ответ.',
		noThenYes: (no, yes) =>
			`Получилось: ваше первое «нет» прозвучало ясно («${no}»), но потом вы уступили («${yes}»); в следующий раз держитесь его, даже если давят.`,
		tipNamed:
			'Что улучшить: вы называете того, кому доверяете, — скажите ещё, когда расскажете, например «сегодня, как только приду домой».',
		wellGeneric:
			'Получилось: вы пробыли в разговоре достаточно, чтобы потренироваться, — так и растут навыки.',
		tip: {
			recognition: 'Что улучшить: назовите приём вслух, например «Ты на меня давишь» или «Это неправда».',
			boundaries:
				'Что улучшить: попробуйте короткую твёрдую фразу «Нет, мне это некомфортно» — и повторите её, если давят.',
			communication:
				'Что улучшить: скажите один раз, прямо и без смягчений, — объяснять, почему вы бережёте себя, не нужно.',
			safety:
				'Что улучшить: скажите, к кому обратитесь — к родителям, учителю, школьному психологу, врачу или на телефон доверия, — или что уйдёте.'
		},
		disclosed: (quote) =>
			`В переписке есть ваши личные данные («${quote}»): по адресу, телефону, школе, месту, фото или аккаунту незнакомец может вас найти — это нарушение границ и безопасности.`,
		disclosedTip:
			'Что улучшить: адрес, телефон, школу и аккаунты держите при себе — хватит фразы «Этим я не делюсь», а потом расскажите взрослому, которому доверяете.'
	}
};

/** Tips for a dimension that is already strong: keep it up, one concrete refinement. */
export const POLISH: Record<RiskLanguage, Record<Dimension, string>> = {
	en: {
		recognition: 'To grow further: name the tactic as soon as you notice it — that takes away its power.',
		boundaries: 'To grow further: keep your “no” short — you never owe a reason.',
		communication: 'To grow further: say it once, calmly, and don’t get pulled into arguing.',
		safety:
			'To grow further: be specific about who you would tell and when, e.g. “I’m telling my mom tonight”.'
	},
	ru: {
		recognition: 'Куда расти: называйте приём сразу, как только заметите, — так он теряет силу.',
		boundaries: 'Куда расти: говорите «нет» коротко — объяснять причину не нужно.',
		communication: 'Куда расти: скажите один раз и спокойно, не втягивайтесь в спор.',
		safety:
			'Куда расти: говорите конкретно, кому и когда расскажете, например «Сегодня вечером расскажу маме».'
	}
};

const QUOTE_MAX = 90;
type Shows = (sentence: string) => boolean;
/**
 * The player's own words, exactly as typed (every quote is a substring of a player turn):
 * one sentence — the first that `shows` (a list: the first sentence the first test finds, else the
 * next test's), else the first — cut at a word boundary, end punctuation off.
 */
export const quoteOf = (text: string, shows: Shows | readonly Shows[] = () => true): string | null => {
	const sentences = splitSentences(text);
	const tests = typeof shows === 'function' ? [shows] : shows;
	let q = tests.map((test) => sentences.find(test)).find((x) => x !== undefined) ?? sentences[0];
	if (!q) return null;
	if (q.length > QUOTE_MAX) {
		const cut = q.slice(0, QUOTE_MAX);
		const space = cut.lastIndexOf(' ');
		q = space > 20 ? cut.slice(0, space) : cut;
	}
	q = q.replace(/[\s.!?…,;:—–-]+$/u, '');
	return q || null;
};
const shorten = (text: string): string => quoteOf(text) ?? text.trim();

/**
 * The player's own words that show a dimension (for strengths) or its gap (for weaknesses): the
 * sentence of the line that shows it ("Hi. I'm telling my mum." quotes the second), read on its own.
 */
const quoteFor = (
	model: ActModel,
	dimension: Dimension,
	strong: boolean,
	reads: readonly MessageSignals[],
	language: RiskLanguage
): string | null => {
	const shows: Record<Dimension, (r: MessageSignals) => boolean> = strong
		? {
				recognition: (r) => r.counts.recognition > 0,
				boundaries: (r) => r.counts.firm > 0 && !r.agreed,
				communication: (r) => r.counts.firm > 0 && r.counts.yielding + r.counts.doubt === 0,
				safety: (r) => r.help !== null
			}
		: {
				recognition: (r) => r.agreed || r.counts.yielding > 0,
				boundaries: (r) => r.agreed || r.counts.yielding + r.counts.doubt > 0,
				communication: (r) => r.counts.yielding + r.counts.doubt > 0 || r.agreed,
				safety: (r) => r.agreed
			};
	const found = reads.find((r) => r.text.trim() && shows[dimension](r));
	if (!found) return null;
	const read = (s: string) => readMessage(model, s, language);
	// a sentence that is more than a bare goodbye first (leaving reads as help and a no, too)
	return quoteOf(found.text, [
		(s) => shows[dimension](read(s)) && !read(s).leaves,
		(s) => shows[dimension](read(s))
	]);
};

const ratio = (d: Dimensions, k: Dimension) => d[k] / DIMENSION_MAX[k];

export const buildNotes = (
	model: ActModel,
	dimensions: Dimensions,
	level: RiskLevel,
	turns: readonly { read: MessageSignals; typed?: boolean }[],
	language: RiskLanguage,
	notShown: readonly Dimension[] = []
): string => {
	const t = NOTE_TEXTS[language];
	// Only what the player typed is quoted: the "Leave" button's line is not their words.
	const reads = turns.filter((x) => x.typed !== false).map((x) => x.read);
	// A dimension not shown yet neither drove the result nor is praised; it may be the tip.
	const shown = DIMENSIONS.filter((k) => !notShown.includes(k));
	const ranked = shown.length ? shown : [...DIMENSIONS];
	const byRatio = [...ranked].sort((a, b) => ratio(dimensions, b) - ratio(dimensions, a));
	const best = byRatio[0];
	const worst = [...DIMENSIONS].sort((a, b) => ratio(dimensions, b) - ratio(dimensions, a)).at(-1)!;
	// The driver: where most points were lost when the risk is high, the strongest skill otherwise.
	const mostLost = [...ranked].sort(
		(a, b) => DIMENSION_MAX[b] - dimensions[b] - (DIMENSION_MAX[a] - dimensions[a])
	)[0];
	const driverIsWeak = level === 'high' || (level === 'medium' && ratio(dimensions, worst) < 0.35);
	const driver = driverIsWeak ? mostLost : best;
	// Quote the player where the words show the point being made: the driver, else the strength.
	const firstWords = reads.find((r) => r.text.trim());
	let driverQuote =
		quoteFor(model, driver, !driverIsWeak, reads, language) ??
		quoteFor(model, driver, driverIsWeak, reads, language);
	const strong = ratio(dimensions, best) >= 0.5;
	const wellQuote =
		strong && (driverIsWeak || driverQuote === null) ? quoteFor(model, best, true, reads, language) : null;
	// Always quote the player somewhere (seed 001: "Quote or paraphrase actual player responses").
	if (!driverQuote && !wellQuote && firstWords) driverQuote = shorten(firstWords.text);
	// "you kept it" only when no turn after the first clear "no" gave in
	const firstNo = reads.findIndex((r) => r.counts.firm > 0 && !r.agreed);
	const gaveWay =
		firstNo < 0 ? undefined : reads.slice(firstNo + 1).find((r) => r.agreed || r.counts.yielding > 0);
	const noQuote = gaveWay ? quoteOf(reads[firstNo].text) : null;
	const yesQuote = gaveWay ? quoteOf(gaveWay.text) : null;
	// A no that later gave way shows both moments, in the player's words.
	const bothMoments = noQuote && yesQuote ? t.noThenYes(noQuote, yesQuote) : null;
	// "you kept it" only when no later turn gave way or wavered
	const wavered = firstNo >= 0 && reads.slice(firstNo + 1).some((r) => r.counts.doubt > 0);
	const praise = best === 'boundaries' && (gaveWay || wavered) ? t.wellNoNotKept : t.well[best];
	// Only the "Leave" button: the points are LEFT_AT_ONCE's, but no "no" was said to be praised
	const leftWithoutAWord = !firstWords && turns.some((x) => x.typed === false);
	const well = leftWithoutAWord
		? t.wellLeft
		: (bothMoments ?? (!strong ? t.wellGeneric : wellQuote ? t.wellWithQuote(praise, wellQuote) : praise));
	const next = notShown[0] ?? (best === worst ? DIMENSIONS.find((k) => k !== best)! : worst);
	const improve = driverIsWeak ? driver : next;
	// "Say who you'd tell" only when nobody was named.
	const someoneNamed = reads.some((r) => r.counts.helpWord > 0);
	const tip =
		improve === 'safety' && someoneNamed
			? t.tipNamed
			: bandOf(improve, dimensions[improve]) === 2
				? POLISH[language][improve]
				: t.tip[improve];
	// Disclosure drives the result whatever else was said, and the note says so.
	const disclosing = reads.find((r) => r.disclosed.length > 0);
	const disclosedQuote =
		disclosing && quoteOf(disclosing.text, (s) => findDisclosures(s, language).length > 0);
	if (disclosedQuote) return [t.disclosed(disclosedQuote), well, t.disclosedTip].join(' ');
	return [t.drove(t.label[driver], driverQuote), well, tip].join(' ');
};
