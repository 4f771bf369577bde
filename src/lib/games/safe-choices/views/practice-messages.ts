import { defineMessages } from '$lib/i18n/messages';

/**
 * The words of Safe choices' practice aids (docs/safe-choices.md): help by region, suggested
 * replies, myths set straight, trying a turn again. The Russian addresses the user with «вы».
 */
export const practiceMessages = defineMessages({
	en: {
		helpFor: 'Show help for',
		chooseRegion: 'Choose your country',
		noneHere: (place: string) =>
			`We have no helpline for ${place} yet. Choose your country above, or look at the other countries below.`,
		otherCountries: 'Help in other countries',
		checked: (date: string) => `Numbers last checked ${date}.`,
		suggestionsLabel: 'Suggested replies',
		suggestionsHint: 'Tap one to send it, or type your own.',
		showSuggestions: 'Show suggested replies under the reply box',
		mythsTitle: 'Myths set straight',
		mythsIntro: 'Some of what was said in the chat is not true. Here are the facts:',
		quoted: (q: string) => `“${q}”`,
		fact: 'The fact',
		source: 'Source',
		tryTurnAgain: (turn: number) => `Try turn ${turn} again`,
		tryingAgain: (turn: number) => `You are trying turn ${turn} again. The chat before it is kept.`,
		compare: (attempt: number, turn: number, from: number, before: number, after: number) =>
			`Attempt ${attempt} tried turn ${turn} of attempt ${from} again: risk ${before} → ${after}.`
	},
	ru: {
		helpFor: 'Показывать помощь для страны',
		chooseRegion: 'Выберите страну',
		noneHere: (place: string) =>
			`Для страны «${place}» телефонов пока нет. Выберите свою страну выше или посмотрите другие страны ниже.`,
		otherCountries: 'Помощь в других странах',
		// a Russian long date ends in «г.»: no second full stop after it
		checked: (date: string) => `Номера проверены: ${date.replace(/\.$/, '')}.`,
		suggestionsLabel: 'Варианты ответа',
		suggestionsHint: 'Нажмите, чтобы отправить, или напишите свой ответ.',
		showSuggestions: 'Показывать варианты ответа под полем ввода',
		mythsTitle: 'Мифы и факты',
		mythsIntro: 'Кое-что из сказанного в разговоре — неправда. Вот как на самом деле:',
		quoted: (q: string) => `«${q}»`,
		fact: 'Факт',
		source: 'Источник',
		tryTurnAgain: (turn: number) => `Переиграть ход ${turn}`,
		tryingAgain: (turn: number) => `Вы переигрываете ход ${turn}. Разговор до него сохранён.`,
		compare: (attempt: number, turn: number, from: number, before: number, after: number) =>
			`Попытка ${attempt} — ход ${turn} попытки ${from} сыгран заново: риск ${before} → ${after}.`
	}
});

/** A country's name in the UI language ("GB" → "United Kingdom", «Великобритания»). */
export const regionName = (region: string, language: string): string => {
	try {
		return new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? region;
	} catch {
		return region; // not a region code Intl knows: shown as written
	}
};

/** A pack's YYYY-MM-DD as a date in the UI language. */
export const checkedDate = (date: string, language: string): string =>
	new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
		new Date(`${date}T00:00:00Z`)
	);
