import { defineMessages, pluralRu } from '$lib/i18n/messages';
import type { JoinErrorCode } from '$lib/lobby/guest';
import type { StorageErrorCode } from '$lib/lobby/host-commit';

/** Lobby screens (create, join, room code, players, host controls, status strip, join errors). */
export const lobbyMessages = defineMessages({
	en: {
		yourName: 'Your name',
		nameHint: '1–20 characters, shown to the other players.',
		needNameFirst: 'Type your name to create the lobby.',
		createLobby: 'Create a lobby',
		creating: 'Opening the lobby…',
		openUnsaved: 'Open it without saving',
		openUnsavedNote:
			'The game works as usual, but nothing is kept on this phone: if this page reloads or closes, the lobby ends.',
		roomCode: 'Room code',
		codeLabel: (c: string) => `Room code ${[...c].join(' ')}`,
		scanToJoin: 'Scan to join, or open the link:',
		copyLink: 'Copy the join link',
		copied: 'Link copied',
		qrAlt: (url: string) => `QR code of the join link ${url}`,
		players: (n: number) => `Players (${n})`,
		you: 'you',
		host: 'host',
		away: 'away',
		kick: (name: string) => `Ban ${name}`,
		kickConfirm: 'Ban for good',
		remove: 'Remove',
		removeLabel: (name: string) => `Remove ${name} — they can come back`,
		cancel: 'Cancel',
		lock: 'Lock the lobby',
		unlock: 'Unlock the lobby',
		lockedNote: 'Locked: nobody new can join.',
		start: 'Start the game',
		needPlayers: (min: number) => `At least ${min} players are needed to start.`,
		waitingForHost: 'Waiting for the host to start…',
		statusConnected: 'Connected',
		statusReconnecting: 'Reconnecting…',
		statusReclaiming: 'Reconnecting to your lobby…',
		statusOpening: 'Opening the lobby…',
		awayPlayers: (names: string) => `Away: ${names}`,
		allHere: 'Everyone is here',
		aloneHere: 'No one else has joined yet',
		join: 'Join',
		joining: 'Joining…',
		joinTitle: (code: string) => `Join lobby ${code}`,
		roomTitle: (code: string) => `Lobby ${code}`,
		badCode: 'This link has no valid room code. Ask the host for the 4-character code.',
		useName: (n: string) => `Join as ${n}`,
		playHere: 'Play here instead',
		kicked: 'The host removed you from this lobby. You cannot rejoin it.',
		leave: 'Leave the lobby',
		forgetSeat: 'Stop waiting and join as someone new',
		otherCode: 'Enter another code',
		playAgain: 'Play again',
		playAgainNote: 'Same room, same code: everyone stays seated and sees the new game at once.',
		noView: 'This game has no screen for guests in this version.',
		viewLoadFailed: 'The game’s screen did not load. Check your connection, then reload the page.',
		reloadPage: 'Reload the page',
		notice: (code: string) =>
			code === 'rate_limited'
				? 'Slow down a little: some of your actions were dropped.'
				: code === 'rejected'
					? 'That move is not possible right now.'
					: 'That action was not accepted.',
		errors: {
			server_unreachable:
				'Cannot reach the connection server. Check your internet or Wi-Fi and try again, or set another server in Settings → Network.',
			not_found: 'No lobby with this code. Check the code with the host — the host’s screen must stay open.',
			peer_unreachable:
				'Found the lobby but could not connect to the host’s phone. Try the same Wi-Fi, or add a TURN server in Settings → Network.',
			locked: 'The host locked this lobby. Ask the host to unlock it.',
			full: 'This lobby is full.',
			started: 'The game has already started without late joins. Ask the host for the next one.',
			name_taken: 'Someone in the lobby already has this name. Pick another one.',
			name_invalid: 'That name cannot be used. Use 1–20 characters, no rude words.',
			kicked: 'The host removed you from this lobby. You cannot rejoin it.',
			version: 'The host runs another version of Parlor. Both of you should reload the page.',
			closed: 'The lobby is closed.',
			malformed: 'The host sent something we could not read. Reload the page.',
			storage_full:
				'This phone’s storage is full, so the lobby could not be saved. Free some space on the phone and try again.',
			storage_failed: 'This browser could not save the lobby. Try again, or reload the page.',
			adult_only: 'This room is for adults only (18+). Enter your date of birth to join.',
			screen_key:
				'This big screen needs the room’s screen code. On the host’s phone, open “Open on a big screen”, or type the screen code it shows.',
			replaced:
				'You are playing in this lobby from another tab or window on this device. The game goes on there.',
			no_webrtc:
				'This browser cannot join or host lobbies: it has no WebRTC (direct connections between devices), or it is switched off. Open the link in Chrome, Safari, Firefox or Edge — or play on one phone.',
			load_failed:
				'Part of Parlor could not be loaded, so the join did not start. Check the connection and tap Join again, or reload the page.',
			host_unproven:
				'Someone else answered for this room code, not your host, so nothing was sent to it. Still trying to reach your host — if this lasts, ask the host for the link or the QR code again.'
		} satisfies Record<JoinErrorCode | StorageErrorCode, string>
	},
	ru: {
		yourName: 'Ваше имя',
		nameHint: '1–20 символов, его увидят другие игроки.',
		needNameFirst: 'Введите имя, чтобы создать комнату.',
		createLobby: 'Создать комнату',
		creating: 'Открываем комнату…',
		openUnsaved: 'Открыть без сохранения',
		openUnsavedNote:
			'Игра идёт как обычно, но на этом телефоне ничего не сохраняется: если страница перезагрузится или закроется, комната закроется.',
		roomCode: 'Код комнаты',
		codeLabel: (c: string) => `Код комнаты ${[...c].join(' ')}`,
		scanToJoin: 'Отсканируйте, чтобы войти, или откройте ссылку:',
		copyLink: 'Скопировать ссылку',
		copied: 'Ссылка скопирована',
		qrAlt: (url: string) => `QR-код ссылки для входа ${url}`,
		players: (n: number) => `Игроки (${n})`,
		you: 'вы',
		host: 'ведущий',
		away: 'нет на связи',
		kick: (name: string) => `Заблокировать: ${name}`,
		kickConfirm: 'Заблокировать навсегда',
		remove: 'Убрать',
		removeLabel: (name: string) => `Убрать: ${name} — можно будет вернуться`,
		cancel: 'Отмена',
		lock: 'Не пускать новых',
		unlock: 'Снова пускать новых',
		lockedNote: 'Вход закрыт: новые игроки не смогут войти.',
		start: 'Начать игру',
		needPlayers: (min: number) =>
			`Чтобы начать, нужно не меньше ${min} ${pluralRu(min, 'игрока', 'игроков', 'игроков')}.`,
		waitingForHost: 'Ждём, пока ведущий начнёт…',
		statusConnected: 'На связи',
		statusReconnecting: 'Переподключаемся…',
		statusReclaiming: 'Восстанавливаем вашу комнату…',
		statusOpening: 'Открываем комнату…',
		awayPlayers: (names: string) => `Нет на связи: ${names}`,
		allHere: 'Все на месте',
		aloneHere: 'Пока никто не присоединился',
		join: 'Войти',
		joining: 'Входим…',
		joinTitle: (code: string) => `Вход в комнату ${code}`,
		roomTitle: (code: string) => `Комната ${code}`,
		badCode: 'В ссылке нет правильного кода комнаты. Спросите у ведущего код из 4 символов.',
		useName: (n: string) => `Войти как ${n}`,
		playHere: 'Играть здесь',
		kicked: 'Ведущий удалил вас из этой комнаты. Войти снова нельзя.',
		leave: 'Выйти из комнаты',
		forgetSeat: 'Не ждать и войти заново',
		otherCode: 'Ввести другой код',
		playAgain: 'Сыграть ещё',
		playAgainNote: 'Та же комната и тот же код: все остаются на своих местах и сразу видят новую игру.',
		noView: 'В этой версии у игры нет экрана для гостей.',
		viewLoadFailed: 'Экран игры не загрузился. Проверьте подключение и обновите страницу.',
		reloadPage: 'Обновить страницу',
		notice: (code: string) =>
			code === 'rate_limited'
				? 'Помедленнее: часть ваших действий не дошла.'
				: code === 'rejected'
					? 'Сейчас так сходить нельзя.'
					: 'Действие не принято.',
		errors: {
			server_unreachable:
				'Нет связи с сервером соединений. Проверьте интернет или Wi-Fi и попробуйте снова, либо укажите другой сервер в настройках, в разделе «Сеть».',
			not_found:
				'Комнаты с таким кодом нет. Сверьте код с ведущим — экран ведущего должен оставаться открытым.',
			peer_unreachable:
				'Комната найдена, но до телефона ведущего не достучаться. Подключитесь к той же Wi-Fi или добавьте TURN-сервер в настройках, в разделе «Сеть».',
			locked: 'Ведущий закрыл вход в комнату. Попросите его открыть вход.',
			full: 'В комнате нет свободных мест.',
			started: 'Игра уже началась, позднее подключение невозможно. Дождитесь следующей.',
			name_taken: 'В комнате уже есть игрок с таким именем. Выберите другое.',
			name_invalid: 'Это имя не подходит: 1–20 символов, без грубых слов.',
			kicked: 'Ведущий удалил вас из этой комнаты. Войти снова нельзя.',
			version: 'У ведущего другая версия Parlor. Обновите страницу на обоих устройствах.',
			closed: 'Комната закрыта.',
			malformed: 'От ведущего пришло что-то непонятное. Обновите страницу.',
			storage_full:
				'Память телефона заполнена, поэтому комнату не удалось сохранить. Освободите место и попробуйте снова.',
			storage_failed: 'Браузер не смог сохранить комнату. Попробуйте снова или обновите страницу.',
			adult_only: 'Эта комната только для взрослых (18+). Чтобы войти, укажите дату рождения.',
			screen_key:
				'Большому экрану нужен код экрана этой комнаты. На телефоне ведущего нажмите «Показать на большом экране» или введите код экрана, который там указан.',
			replaced: 'Вы играете в этой комнате из другой вкладки или окна на этом устройстве. Игра идёт там.',
			no_webrtc:
				'Этот браузер не может войти в комнату или открыть её: в нём нет WebRTC (прямых соединений между устройствами) или он отключён. Откройте ссылку в Chrome, Safari, Firefox или Edge — или играйте на одном телефоне.',
			load_failed:
				'Часть Parlor не загрузилась, поэтому вход не начался. Проверьте соединение и нажмите «Войти» ещё раз или перезагрузите страницу.',
			host_unproven:
				'На этот код ответил не ваш ведущий, поэтому ему ничего не отправлено. Пробуем достучаться до ведущего — если это затянется, попросите у него ссылку или QR-код ещё раз.'
		}
	}
});
