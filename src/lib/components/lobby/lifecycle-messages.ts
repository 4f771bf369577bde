import { defineMessages, pluralRu } from '$lib/i18n/messages';

/** A lobby's life: host offline, signalling outage, leaving, ending, continuing. */
export const lifecycleMessages = defineMessages({
	en: {
		hostOffline: 'The host is offline — the game is paused; it resumes when they are back.',
		selfOffline: 'You are offline — the game is paused for everyone; it resumes when you are back online.',
		serverDown: 'Cannot reach the connection server. Trying again by itself…',
		retry: 'Retry',
		longGone: 'The host has been away for over 2 minutes. You can keep waiting or leave.',
		leave: 'Leave',
		leaveAsk: 'Leave the lobby? Your seat is freed; you can join again later under your name.',
		stay: 'Stay',
		endLobby: 'End the lobby',
		endAsk: 'End the lobby for everyone?',
		endNote: 'Every player is sent out and the room code stops working.',
		endConfirm: 'End it for everyone',
		keepOpen: 'Keep it open',
		ended: 'The lobby is closed: the host ended it. Thanks for playing!',
		home: 'Home',
		openElsewhere: (code: string) =>
			`Lobby ${code} is open in another tab or window of Parlor on this device. The game goes on there.`,
		movedElsewhere: (code: string) =>
			`Lobby ${code} moved to another tab or window of Parlor on this device. The game goes on there; this page no longer hosts it.`,
		hostHere: 'Host it here instead',
		hostHereNote:
			'The other tab or window stops hosting it; the players reconnect to this one by themselves.',
		continueLobby: (code: string) => `Continue your lobby ${code}`,
		continueNote: (game: string, players: number) =>
			`${game} · ${players === 1 ? '1 player' : `${players} players`}`
	},
	ru: {
		hostOffline: 'Ведущий не на связи — игра на паузе и продолжится, когда ведущий вернётся.',
		selfOffline: 'Нет сети — игра на паузе для всех и продолжится, когда связь вернётся.',
		serverDown: 'Нет связи с сервером соединений. Пробуем снова…',
		retry: 'Повторить',
		longGone: 'Ведущего нет уже больше 2 минут. Можно подождать или выйти.',
		leave: 'Выйти',
		leaveAsk: 'Выйти из комнаты? Ваше место освободится; позже можно вернуться под тем же именем.',
		openElsewhere: (code: string) =>
			`Комната ${code} открыта в другой вкладке или окне Parlor на этом устройстве. Игра идёт там.`,
		movedElsewhere: (code: string) =>
			`Комната ${code} перешла в другую вкладку или окно Parlor на этом устройстве. Игра идёт там; эта страница её больше не ведёт.`,
		hostHere: 'Вести её здесь',
		hostHereNote: 'Другая вкладка или окно перестанет её вести; игроки сами переподключатся сюда.',
		stay: 'Остаться',
		endLobby: 'Закрыть комнату',
		endAsk: 'Закрыть комнату для всех?',
		endNote: 'Все игроки выйдут, а код комнаты перестанет работать.',
		endConfirm: 'Закрыть для всех',
		keepOpen: 'Оставить открытой',
		ended: 'Комната закрыта: ведущий завершил игру. Спасибо за игру!',
		home: 'На главную',
		continueLobby: (code: string) => `Вернуться в комнату ${code}`,
		continueNote: (game: string, players: number) =>
			`${game} · ${players} ${pluralRu(players, 'игрок', 'игрока', 'игроков')}`
	}
});
