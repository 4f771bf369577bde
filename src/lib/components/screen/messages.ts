import { defineMessages, pluralEn, pluralRu } from '$lib/i18n/messages';

/** The big screen (docs/lobby.md "The big screen", `/screen/<CODE>`) and the host's link to it. */
export const screenMessages = defineMessages({
	en: {
		title: (code: string) => `Big screen · room ${code}`,
		heading: 'Big screen',
		joinOnPhone: 'Join on your phone',
		scanOrOpen: 'Scan the code, or open:',
		connecting: 'Connecting to the room…',
		waiting: 'Waiting for the host to start the game…',
		players: (n: number) => `${n} ${pluralEn(n, 'player', 'players')}`,
		hostOffline: 'The host is offline — this screen comes back by itself when they are.',
		noView: 'This game has no big-screen view yet: play it on your phones.',
		ended: 'The host ended the room. Thanks for playing!',
		tryAgain: 'Try again',
		home: 'Home',
		openScreen: 'Open on a big screen',
		openScreenNote:
			'On a laptop or a TV: the room code, the questions and the results, big — never anyone’s secrets.',
		screenHint: 'Spectator screen: it shows only what the whole room may see.',
		screenKeyIs: 'Screen code (to type on a TV):',
		screenKeyLabel: 'Screen code',
		screenKeyConnect: 'Connect',
		screensOn: (n: number) => `${n} big ${pluralEn(n, 'screen', 'screens')} connected`,
		dropScreens: 'Disconnect',
		dropScreensLabel: (n: number) => `Disconnect ${pluralEn(n, 'the big screen', 'all big screens')}`,
		disconnected: 'The host disconnected this screen.',
		connectAgain: 'Connect again'
	},
	ru: {
		title: (code: string) => `Большой экран · комната ${code}`,
		heading: 'Большой экран',
		joinOnPhone: 'Подключайтесь с телефона',
		scanOrOpen: 'Отсканируйте код или откройте ссылку:',
		connecting: 'Подключаемся к комнате…',
		waiting: 'Ждём, когда ведущий начнёт игру…',
		players: (n: number) => `${n} ${pluralRu(n, 'игрок', 'игрока', 'игроков')}`,
		hostOffline: 'Ведущий не на связи — экран подключится сам, когда ведущий вернётся.',
		noView: 'Для этой игры пока нет вида на большом экране: играйте на телефонах.',
		ended: 'Ведущий закрыл комнату. Спасибо за игру!',
		tryAgain: 'Попробовать снова',
		home: 'На главную',
		openScreen: 'Показать на большом экране',
		openScreenNote:
			'На ноутбуке или телевизоре: код комнаты, вопросы и итоги крупно — и никаких чужих секретов.',
		screenHint: 'Экран для зрителей: на нём только то, что видит вся комната.',
		screenKeyIs: 'Код экрана (чтобы ввести на телевизоре):',
		screenKeyLabel: 'Код экрана',
		screenKeyConnect: 'Подключить',
		screensOn: (n: number) =>
			`${pluralRu(n, 'Подключён', 'Подключено', 'Подключено')} ${n} ${pluralRu(n, 'большой экран', 'больших экрана', 'больших экранов')}`,
		dropScreens: 'Отключить',
		dropScreensLabel: (n: number) =>
			pluralRu(n, 'Отключить большой экран', 'Отключить все большие экраны', 'Отключить все большие экраны'),
		disconnected: 'Ведущий отключил этот экран.',
		connectAgain: 'Подключиться снова'
	}
});
