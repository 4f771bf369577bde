import { defineMessages } from '$lib/i18n/messages';

/** Texts of the game modes' shared lobby pieces (JoinByCode); the rest comes from `messages.ts`. */
export const gameLobbyMessages = defineMessages({
	en: {
		joinTitle: 'Join a game',
		joinBlurb: 'Enter the room code shown on the host’s phone.',
		codeShape: 'A room code has 4 letters or digits.'
	},
	ru: {
		joinTitle: 'Войти в игру',
		joinBlurb: 'Введите код комнаты с телефона ведущего.',
		codeShape: 'Код комнаты — 4 буквы или цифры.'
	}
});
