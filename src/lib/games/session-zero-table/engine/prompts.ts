import type { QuestionnairePack } from '$lib/games/session-zero/engine';
import type { ModeConflict } from './modes';
import type { ProposalWhy, SettingFit } from './proposal';
import type { AxisSpread, Disagreement } from './spread';

export type GroupLang = 'en' | 'ru';

const EN_COUNT = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
// Collective numerals ("двое из вас") read naturally for people of unknown gender.
const RU_COUNT = [
	'',
	'Один',
	'Двое',
	'Трое',
	'Четверо',
	'Пятеро',
	'Шестеро',
	'Семеро',
	'Восьмеро',
	'Девятеро',
	'Десятеро'
];
const countWord = (n: number, lang: GroupLang, lower = false) => {
	const w = (lang === 'ru' ? RU_COUNT : EN_COUNT)[n] ?? String(n);
	return lower ? w.toLowerCase() : w;
};
const q = (s: string, lang: GroupLang) => (lang === 'ru' ? `«${s}»` : `“${s}”`);
const pct = (f: number) => `${Math.round(f * 100)} %`;

/** docs/session-zero.md "Session zero for a group": a disagreement as a question the table can talk about, in plain words. */
export const disagreementPrompt =
	(pack: QuestionnairePack, lang: GroupLang) =>
	(axis: string, s: AxisSpread, kind: Disagreement['kind']): string => {
		const a = pack.axes.find((x) => x.id === axis)!;
		const [neg, pos, title] = [
			q(a.polarity.neg_label, lang),
			q(a.polarity.pos_label, lang),
			q(a.title, lang)
		];
		if (kind === 'split') {
			// The larger side first: "Two of you lean towards “Grim”, one towards “Cozy”".
			const [big, bigN, small, smallN] =
				s.lean.pos >= s.lean.neg ? [pos, s.lean.pos, neg, s.lean.neg] : [neg, s.lean.neg, pos, s.lean.pos];
			if (lang === 'ru')
				return `${countWord(bigN, lang)} из вас — за ${big}, ${countWord(smallN, lang, true)} — за ${small}: где на шкале ${title} мы встретимся?`;
			return `${countWord(bigN, lang)} of you lean towards ${big}, ${countWord(smallN, lang, true)} towards ${small}: where on ${title} do we meet?`;
		}
		const side = (s.mean ?? 0) >= 0 ? pos : neg;
		if (lang === 'ru')
			return `Вы тянете в сторону ${side}, но кто-то чуть-чуть, а кто-то сильно: насколько далеко мы заходим по шкале ${title}?`;
		return `You lean towards ${side}, some a little and some a lot: how far do we go on ${title}?`;
	};

export const modeConflictPrompt =
	(pack: QuestionnairePack, lang: GroupLang) =>
	(mode: string, values: ModeConflict['values']): string => {
		const m = pack.modes.find((x) => x.id === mode)!;
		const list = values.map((v) => `${m.value_labels?.[v.value] ?? v.value} (${v.count})`).join(', ');
		return lang === 'ru'
			? `${q(m.title, lang)}: ${list}. Как играем за этим столом?`
			: `${q(m.title, lang)}: ${list}. How does this table play it?`;
	};

const titles = (pack: QuestionnairePack, ids: string[], lang: GroupLang) =>
	ids.map((id) => q(pack.axes.find((a) => a.id === id)?.title ?? id, lang)).join(', ');
const clusterTitle = (pack: QuestionnairePack, id: string, lang: GroupLang) =>
	q(pack.clusters.find((c) => c.id === id)?.title ?? id, lang);

/** The proposal's "why" in plain words: the least-served player's fit, what suits all, the stretch. */
export const proposalSentence = (
	pack: QuestionnairePack,
	ranked: SettingFit[],
	why: ProposalWhy,
	lang: GroupLang
): string => {
	const [leader, runnerUp] = ranked;
	if (!leader)
		return lang === 'ru' ? 'В наборе нет сеттингов для предложения.' : 'The pack has no settings to propose.';
	const ru = lang === 'ru';
	const title = clusterTitle(pack, leader.cluster, lang);
	// least misery in words (seed 002 section 10.2 fits; no player's own fit is named, only the lowest)
	const parts = [
		why.nobodys_worst
			? ru
				? `${title} выбран по принципу «никому не хуже всех»: ни для кого это не худший вариант, и даже тому, кому он подходит меньше всех, он подходит на ${pct(leader.min_fit)}.`
				: `${title} was chosen as nobody's worst: it is no player's worst option, and even the player it suits least fits it at ${pct(leader.min_fit)}.`
			: ru
				? `${title} никого не оставляет далеко в стороне: даже тому, кому он подходит меньше всех, он подходит на ${pct(leader.min_fit)}.`
				: `${title} leaves nobody far out: even the player it suits least fits it at ${pct(leader.min_fit)}.`
	];
	if (why.nobodys_first)
		parts.push(
			ru
				? 'Это ничей личный первый выбор: каждому что-то другое подошло бы больше, но этот сеттинг устроит весь стол.'
				: "It is nobody's own first choice: each of you would fit something else better, but this one suits the whole table."
		);
	if (why.fits_all.length)
		parts.push(
			ru
				? `Он подходит всем по ${why.fits_all.length === 1 ? 'шкале' : 'шкалам'} ${titles(pack, why.fits_all, lang)}.`
				: `It suits everyone on ${titles(pack, why.fits_all, lang)}.`
		);
	if (why.stretch)
		parts.push(
			ru
				? `Натяжка — шкала ${titles(pack, [why.stretch], lang)}.`
				: `The stretch is ${titles(pack, [why.stretch], lang)}.`
		);
	if (why.most_popular) {
		const pop = ranked.find((r) => r.cluster === why.most_popular)!;
		parts.push(
			ru
				? `Самый популярный, ${clusterTitle(pack, pop.cluster, lang)}, кому-то подходит лишь на ${pct(pop.min_fit)}.`
				: `The most popular, ${clusterTitle(pack, pop.cluster, lang)}, suits someone only ${pct(pop.min_fit)}.`
		);
	}
	if (runnerUp)
		parts.push(
			ru
				? `Запасной вариант — ${clusterTitle(pack, runnerUp.cluster, lang)} (не меньше ${pct(runnerUp.min_fit)} каждому).`
				: `The runner-up is ${clusterTitle(pack, runnerUp.cluster, lang)} (at least ${pct(runnerUp.min_fit)} for everyone).`
		);
	return parts.join(' ');
};
