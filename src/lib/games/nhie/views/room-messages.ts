import { defineMessages } from '$lib/i18n/messages';

/**
 * A lobby's room settings (nhie.md "Who has", "The result"): names or the count, how long a
 * result stands, the names in a result and each player's tally at the end (never a ranking).
 */
export const roomMessages = defineMessages({
	en: {
		whoHas: 'Who has',
		showWho: 'Show who',
		showWhoHint: 'Names on every phone and the TV.',
		countOnly: 'Only the count',
		countOnlyHint: 'How many, shown from 3 answers; never who.',
		resultHold: 'After each result',
		holdTap: 'Wait until I tap',
		hold10: 'Go on after 10 s',
		hold30: 'Go on after 30 s',
		whoHave: 'Have:',
		nobodyHas: 'Nobody has.',
		tallies: 'Everyone’s tally',
		tally: (have: number, answered: number) => `${have} “I have” of ${answered}`,
		waitingHost: 'The host goes on when the story is told.',
		startNext: 'Next game with these settings',
		ownAllowed: 'Players may add their own questions between rounds too (anonymous)',
		cancel: 'Cancel'
	},
	ru: {
		whoHas: 'Кто ответил «было»',
		showWho: 'Показывать имена',
		showWhoHint: 'Имена на всех телефонах и на ТВ.',
		countOnly: 'Только число',
		countOnlyHint: 'Сколько — от 3 ответов; никогда кто.',
		resultHold: 'После каждого результата',
		holdTap: 'Ждать, пока я нажму',
		hold10: 'Дальше через 10 с',
		hold30: 'Дальше через 30 с',
		whoHave: 'Было:',
		nobodyHas: 'Ни у кого не было.',
		tallies: 'Счёт каждого',
		tally: (have: number, answered: number) => `«было» — ${have} из ${answered}`,
		waitingHost: 'Ведущий продолжит, когда история рассказана.',
		startNext: 'Следующая игра с этими настройками',
		ownAllowed: 'Игроки могут добавлять свои вопросы и между раундами (анонимно)',
		cancel: 'Отмена'
	}
});
