import { defineMessages } from '$lib/i18n/messages';

/** Settings → Network (lobby.md, "Signaling and networks"). */
export const networkMessages = defineMessages({
	en: {
		title: 'Network',
		intro: 'Lobbies connect phones directly (WebRTC). A signalling server introduces them.',
		nowPublic: 'Now: the public PeerJS server.',
		nowServed: 'Now: the server this Parlor is served from.',
		nowCustom: 'Now: your own PeerServer.',
		useCustom: 'Use my own PeerServer',
		host: 'Host',
		port: 'Port',
		path: 'Path',
		key: 'Key',
		secure: 'Secure (https / wss)',
		ice: 'ICE servers (STUN / TURN), JSON',
		iceHint:
			'Empty: the default. Example: [{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}]. A TURN server (e.g. coturn) helps on networks that block direct connections.',
		save: 'Save',
		saved: 'Saved. New lobbies and joins use it.',
		reset: 'Back to default',
		badJson: 'ICE servers: this is not valid JSON.',
		badField: (field: string, msg: string) => `${field}: ${msg}`
	},
	ru: {
		title: 'Сеть',
		intro:
			'В игровой комнате телефоны связываются напрямую (WebRTC), а познакомиться им помогает сервер сигналинга.',
		nowPublic: 'Сейчас: публичный сервер PeerJS.',
		nowServed: 'Сейчас: сервер, с которого открыт этот Parlor.',
		nowCustom: 'Сейчас: ваш собственный PeerServer.',
		useCustom: 'Свой PeerServer',
		host: 'Адрес сервера',
		port: 'Порт',
		path: 'Путь',
		key: 'Ключ',
		secure: 'Защищённое соединение (https / wss)',
		ice: 'ICE-серверы (STUN / TURN), JSON',
		iceHint:
			'Пусто — по умолчанию. Пример: [{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}]. TURN-сервер (например, coturn) помогает в сетях, где прямое соединение заблокировано.',
		save: 'Сохранить',
		saved: 'Сохранено. Новые комнаты и входы будут работать с этими настройками.',
		reset: 'Вернуть по умолчанию',
		badJson: 'ICE-серверы: это некорректный JSON.',
		badField: (field: string, msg: string) => `${field}: ${msg}`
	}
});
