import { defineMessages, pluralEn, pluralRu } from '$lib/i18n/messages';

/**
 * UI text of "The mole" for players away, the table's sabotage rule and the host's discussion
 * controls (docs/mole.md "Away", "The table", "Host controls"), en + ru. Names go after a colon or a
 * dash in Russian, so no case or gender is guessed.
 */
export const moleControlMessages = defineMessages({
	en: {
		away: 'away',
		players: 'Players',
		atTable: 'At the table',
		controls: 'Discussion controls',
		pause: 'Pause',
		resume: 'Resume',
		moreTime: '+1 min',
		moreTimeLabel: 'One more minute of discussion',
		voteNow: 'Everyone’s ready: vote now',
		paused: (s: number) => `Paused by the host · ${s < 60 ? `${s} s` : `${Math.ceil(s / 60)} min`} left`,
		ready: 'I’m ready to vote',
		notReady: 'Not ready yet',
		readyCount: (n: number, of: number) => `${n} of ${of} ready to vote`,
		needsTwo: 'This mission fails only with 2 sabotages.',
		held: (r: number, s: number, needed: number) =>
			`Mission ${r}: ${s} ${pluralEn(s, 'sabotage', 'sabotages')}, but it takes ${needed}: the mission holds.`
	},
	ru: {
		away: 'нет на месте',
		players: 'Игроки',
		atTable: 'За столом',
		controls: 'Управление обсуждением',
		pause: 'Пауза',
		resume: 'Продолжить',
		moreTime: '+1 мин',
		moreTimeLabel: 'Ещё минута обсуждения',
		voteNow: 'Все готовы: голосуем',
		paused: (s: number) =>
			`Ведущий поставил паузу · осталось ${s < 60 ? `${s} с` : `${Math.ceil(s / 60)} мин`}`,
		ready: 'Можно голосовать',
		notReady: 'Ещё не голосуем',
		readyCount: (n: number, of: number) => `Готовы голосовать: ${n} из ${of}`,
		needsTwo: 'Это задание срывается только при двух саботажах.',
		held: (r: number, s: number, needed: number) =>
			`Задание ${r}: ${s} ${pluralRu(s, 'саботаж', 'саботажа', 'саботажей')}, а нужно ${needed}: задание выполнено.`
	}
});
