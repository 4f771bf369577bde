import { defineMessages } from './messages';

/** App shell and home screen texts. Each mode keeps its own catalogue next to its route. */
export const appMessages = defineMessages({
	en: {
		appName: 'Parlor',
		tagline: 'Games for friends, tables and classrooms — right in your browser, even offline.',
		home: 'Home',
		settings: 'Settings',
		yourData: 'Your data',
		back: 'Back',
		skipToContent: 'Skip to content',
		mainNav: 'Main',
		offlineBadge: 'Offline',
		/** Read after the badge; shown beside it only where the header has room (+layout.svelte). */
		offlineBadgeMore: ' — everything still works',
		notKept:
			'This browser does not let Parlor keep anything on this device (private browsing, or site data blocked). You can play, but nothing is kept once this page is closed.',
		updateAvailable: 'A new version of Parlor is ready.',
		/** docs/architecture.md "When code does not load": the browser keeps a failed load until a reload. */
		reloadNeeded:
			'Part of the app did not load while the connection was down, and this browser will not fetch it again by itself. Reload the page to go on: what is saved stays.',
		reload: 'Reload',
		dismiss: 'Dismiss',
		install: 'Install app',
		runOpenElsewhere:
			'You have this open in another tab or window of Parlor on this device. It goes on there.',
		runMovedElsewhere:
			'You went on in another tab or window of Parlor on this device. This page stopped, so nothing is saved twice.',
		continueHere: 'Continue it here',
		continueHereNote: 'The other tab or window stops; everything saved there is kept.',
		notFoundTitle: 'This page does not exist',
		notFoundText: 'The link may be mistyped, or from a newer version of Parlor.',
		errorTitle: 'Something went wrong on this page',
		errorText: 'Going back to the start usually helps. What you saved on this device is kept.',
		toHome: 'Go to the start',
		settingNotSaved:
			'This choice applies now, but this device could not save it: next time it will be as before.',
		modes: {
			nhie: {
				title: 'Never have I ever',
				blurb: 'A party game that gets bolder — or backs off — as your group answers.',
				who: '2–20 players'
			},
			quiz: {
				title: 'Session zero',
				blurb: 'Profile your tabletop group and get a setting proposal to share.',
				// the quiz page also opens a GM's table (docs/session-zero.md "Session zero for a group")
				who: '1 player, or a GM and 1–24 players'
			},
			table: {
				title: 'Session zero for a group',
				blurb: 'Everyone answers on their own phone; the GM sees where the table agrees.',
				who: 'a GM and 1–24 players'
			},
			safe: {
				title: 'Safe choices',
				blurb: 'Practise saying no to a manipulative character and get coaching.',
				who: '1 player · 13+'
			},
			mole: {
				title: 'The mole',
				blurb: 'Social deduction with a narrator who watches how everyone talks.',
				who: '4–12 players'
			},
			pirate: {
				title: "Pirate's treasure",
				blurb: 'Talk a suspicious pirate out of his gold.',
				who: '1 player'
			}
		}
	},
	ru: {
		appName: 'Parlor',
		tagline: 'Игры для друзей, игровых столов и уроков — прямо в браузере, даже без сети.',
		home: 'Главная',
		settings: 'Настройки',
		yourData: 'Ваши данные',
		back: 'Назад',
		skipToContent: 'Перейти к содержимому',
		mainNav: 'Главное меню',
		offlineBadge: 'Офлайн',
		offlineBadgeMore: ' — всё работает',
		notKept:
			'Этот браузер не даёт Parlor ничего сохранять на устройстве (приватный режим или запрет данных сайтов). Играть можно, но после закрытия страницы ничего не сохранится.',
		updateAvailable: 'Готова новая версия Parlor.',
		reloadNeeded:
			'Часть приложения не загрузилась, пока не было связи, и этот браузер сам её больше не загрузит. Обновите страницу, чтобы продолжить: сохранённое останется.',
		reload: 'Обновить',
		dismiss: 'Закрыть',
		install: 'Установить',
		runOpenElsewhere:
			'Это уже открыто в другой вкладке или окне Parlor на этом устройстве и продолжается там.',
		runMovedElsewhere:
			'Вы продолжили в другой вкладке или окне Parlor на этом устройстве. Здесь всё остановлено, чтобы ничего не сохранялось дважды.',
		continueHere: 'Продолжить здесь',
		continueHereNote: 'Другая вкладка или окно остановится; всё, что там сохранено, останется.',
		notFoundTitle: 'Такой страницы нет',
		notFoundText: 'Возможно, в ссылке опечатка или она из более новой версии Parlor.',
		errorTitle: 'На этой странице что-то пошло не так',
		errorText: 'Обычно помогает вернуться на главную. Всё сохранённое на этом устройстве останется.',
		toHome: 'На главную',
		settingNotSaved:
			'Выбор действует сейчас, но устройство не смогло его сохранить: в следующий раз будет как раньше.',
		modes: {
			nhie: {
				title: 'Я никогда не…',
				blurb: 'Игра для компании: становится смелее или сбавляет обороты по ответам группы.',
				who: '2–20 игроков'
			},
			quiz: {
				title: 'Нулевая сессия',
				blurb: 'Профиль вашей настольной группы и предложение сеттинга, которым можно поделиться.',
				who: '1 игрок или ведущий и 1–24 игрока'
			},
			table: {
				title: 'Нулевая сессия для группы',
				blurb: 'Каждый отвечает на своём телефоне, а ведущий видит, в чём стол согласен.',
				who: 'ведущий и 1–24 игрока'
			},
			safe: {
				title: 'Безопасный выбор',
				blurb: 'Тренируйтесь отказывать манипулятору и получайте советы.',
				who: '1 игрок · 13+'
			},
			mole: {
				title: 'Крот',
				blurb: 'Социальная дедукция с рассказчиком, который следит, кто как говорит.',
				who: '4–12 игроков'
			},
			pirate: {
				title: 'Пиратский клад',
				blurb: 'Уговорите подозрительного пирата отдать золото.',
				who: '1 игрок'
			}
		}
	}
});
