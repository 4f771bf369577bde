import { defineMessages } from '$lib/i18n/messages';

/** Questions from the players (docs/nhie.md): the form, its answer, the screen's mark. */
export const ownMessages = defineMessages({
	en: {
		add: 'Add your own question',
		label: 'Your question (anonymous)',
		hint: 'It joins the pool without your name. “Never have I ever” is added if you leave it out.',
		send: 'Add it',
		added: 'Added — anonymously.',
		refused: 'That question could not be added.',
		mark: 'A player’s question',
		listTitle: (n: number) => `Players’ questions (${n})`,
		remove: 'Remove',
		removeLabel: (text: string) => `Remove the question: ${text}`,
		soundOff: 'Sound: off',
		soundOn: 'Sound: on'
	},
	ru: {
		add: 'Добавить свой вопрос',
		label: 'Ваш вопрос (анонимно)',
		hint: 'Он попадёт в игру без вашего имени. «Я никогда не» допишется само, если его нет.',
		send: 'Добавить',
		added: 'Добавлено — анонимно.',
		refused: 'Этот вопрос добавить не удалось.',
		mark: 'Вопрос от игрока',
		listTitle: (n: number) => `Вопросы игроков (${n})`,
		remove: 'Убрать',
		removeLabel: (text: string) => `Убрать вопрос: ${text}`,
		soundOff: 'Звук: выкл.',
		soundOn: 'Звук: вкл.'
	}
});
