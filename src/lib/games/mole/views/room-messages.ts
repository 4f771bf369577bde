import { defineMessages } from '$lib/i18n/messages';

/** UI text of the mole's one-room mode (docs/mole.md "One room"), en + ru. */
export const roomMessages = defineMessages({
	en: {
		together: "We're together (one room)",
		togetherHint: 'No chat: you talk aloud, each phone has quick taps, the narrator speaks on the TV.',
		howToRoom:
			'Playing in one room? Pick "We\'re together": you talk aloud instead of chatting, tap Suspect or Trust on your phone, and the narrator reads your taps, votes and teams — its lines show large on the TV and can be read aloud.',
		tapsTitle: 'Quick taps',
		tapsHint: 'Talk aloud. Tap to tell the narrator what you think; everyone sees taps, like words said.',
		suspect: 'Suspect',
		trust: 'Trust',
		suspectName: (name: string) => `Suspect ${name}`,
		trustName: (name: string) => `Trust ${name}`,
		tapped: (verb: string, name: string) => `${verb}: ${name}`,
		narratorTitle: 'The narrator',
		noLines: 'The narrator is listening…',
		speak: 'Read aloud',
		speakOn: 'Reading aloud',
		noSpeech: 'This browser cannot read aloud.'
	},
	ru: {
		together: 'Мы в одной комнате',
		togetherHint: 'Без чата: вы говорите вслух, на телефонах — быстрые кнопки, рассказчик говорит на экране.',
		howToRoom:
			'Играете в одной комнате? Выберите «Мы в одной комнате»: вы говорите вслух, а не в чате, нажимаете на телефоне «Подозреваю» или «Доверяю», и рассказчик читает ваши нажатия, голоса и составы — его реплики крупно видны на экране, их можно слушать вслух.',
		tapsTitle: 'Быстрые кнопки',
		tapsHint:
			'Говорите вслух. Кнопками сообщайте рассказчику, что думаете; их видят все, как сказанное слово.',
		suspect: 'Подозреваю',
		trust: 'Доверяю',
		suspectName: (name: string) => `Подозреваю: ${name}`,
		trustName: (name: string) => `Доверяю: ${name}`,
		tapped: (verb: string, name: string) => `${verb}: ${name}`,
		narratorTitle: 'Ведущий',
		noLines: 'Ведущий слушает…',
		speak: 'Читать вслух',
		speakOn: 'Читаю вслух',
		noSpeech: 'Этот браузер не умеет читать вслух.'
	}
});
