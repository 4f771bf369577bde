import { defineMessages } from '$lib/i18n/messages';

/** The ways into a lobby: the home page's code box, the game's name, 18+ rooms, the big screen. */
export const doorsMessages = defineMessages({
	en: {
		homeJoinTitle: 'Join with a code',
		homeJoinHint: 'Got a room code from the host? Type it here.',
		homeJoinButton: 'Join',
		badCode: 'A room code has 4 letters or digits, like K7QD. Check it with the host and try again.',
		noCode: 'Type the room code the host gave you first.',
		adultBadge: '18+',
		adultRoom: 'Adults only (18+)',
		adultRefused: 'This room is for adults only (18+), so you cannot join it. Ask the host for another game.',
		adultAgain: 'Enter the date of birth',
		backHome: 'Back to the home page'
	},
	ru: {
		homeJoinTitle: 'Войти по коду',
		homeJoinHint: 'Ведущий дал вам код комнаты? Введите его здесь.',
		homeJoinButton: 'Войти',
		badCode: 'Код комнаты — это 4 буквы или цифры, например K7QD. Сверьте его с ведущим и попробуйте снова.',
		noCode: 'Сначала введите код комнаты, который дал ведущий.',
		adultBadge: '18+',
		adultRoom: 'Только для взрослых (18+)',
		adultRefused:
			'Эта комната только для взрослых (18+), поэтому войти в неё нельзя. Попросите ведущего начать другую игру.',
		adultAgain: 'Указать дату рождения',
		backHome: 'На главную'
	}
});
