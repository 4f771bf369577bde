import { defineMessages, pluralEn, pluralRu } from '$lib/i18n/messages';

export const dataMessages = defineMessages({
	en: {
		title: 'Your data',
		intro:
			'Everything Parlor keeps stays on this device, in this browser. Nothing is sent to a server of ours.',
		stored: 'Stored on this device',
		rows: (n: number) => `${n} ${pluralEn(n, 'item', 'items')}`,
		tables: {
			settings: 'Settings',
			packs: 'Your packs',
			usage: 'Question counters',
			lobbies: 'Lobbies',
			lobbyEvents: 'Lobby events',
			seats: 'Lobby seats',
			sessions: 'Games and results',
			scenarioSessions: 'Safe choices: attempts',
			scenarioResponses: 'Safe choices: assessments',
			groupTables: 'Session zero: tables'
		} as Record<string, string>,
		exportTitle: 'Export',
		exportHint: 'Download everything as one JSON file (your API key is left out).',
		exportButton: 'Download my data',
		importTitle: 'Import',
		importHint: 'Replace the data on this device with a file you exported before.',
		importButton: 'Choose a backup file',
		importConfirm: 'Replace all data on this device with this file?',
		importYes: 'Replace my data',
		imported: (n: number) => `Imported ${n} ${pluralEn(n, 'item', 'items')}.`,
		importFailedBecause: {
			json: 'This file is not valid JSON (perhaps cut short or not a Parlor file). Nothing changed.',
			'too-deep': 'This file nests its data far too deeply to be a Parlor file. Nothing changed.',
			schema: 'This file was not imported and nothing changed:',
			notBackup: 'This file is not a Parlor backup, so nothing was imported and nothing changed.',
			quota:
				'There is not enough storage space on this device, so nothing was saved and nothing changed. Free some space (for example, delete old games) and try again.',
			storage:
				'The browser could not save this, so nothing changed. Try again; if it keeps failing, reload the page.'
		} as Record<string, string>,
		atPosition: (n: number) => `the error is at character ${n}`,
		settingsTitle: 'This backup has other settings',
		settingsIntro:
			"Importing replaces all data on this device. These settings stay yours unless you choose the backup's:",
		llmTitle: 'Language model',
		networkTitle: 'Network (PeerServer, STUN / TURN)',
		networkFields: { peerServer: 'PeerServer', iceServers: 'STUN / TURN servers' } as Record<string, string>,
		networkDefault: '(default)',
		keepMine: 'Keep mine',
		useBackups: "Use the backup's",
		adultStaysOff:
			'The backup has adult questions on. They stay off on this device, and its unfinished adults-only games arrive ended: turn adult questions on in Never have I ever, after the age check.',
		llmFields: {
			provider: 'Where the model runs',
			preset: 'Provider',
			baseUrl: 'Base URL',
			model: 'Model',
			forgetKey: "Don't remember the key",
			webllmModel: 'On-device model'
		} as Record<string, string>,
		llmValue: (v: string) => (v === '' ? '(empty)' : v === 'true' ? 'yes' : v === 'false' ? 'no' : v),
		keyStays: (origin: string) =>
			`Your API key stays on this device, bound to ${origin}; it is not sent to the backup's address.`,
		cancel: 'Cancel',
		deleteTitle: 'Delete everything',
		deleteHint:
			'Removes games, results, packs and settings from this device. This cannot be undone — export first if unsure.',
		deleteButton: 'Delete all my data',
		deleteConfirm: 'Delete all Parlor data on this device? This cannot be undone.',
		deleteYes: 'Delete everything',
		deleted: 'All data deleted.',
		packsTitle: 'Your packs',
		packsHint: 'Add a question pack, scenario or lexicon file. It is checked before it is saved.',
		packKind: 'Pack kind',
		kindAuto: 'Detect automatically',
		/** The pack kinds by the game they are for (the raw ids meant nothing to a user). */
		kindNames: {
			nhie: 'Never have I ever: questions',
			questionnaire: 'Session zero: questionnaire',
			scenario: 'Safe choices: scenario',
			pirate: "Pirate's treasure: pirate",
			deduction: 'The mole: narrator persona'
		} as Record<string, string>,
		packButton: 'Choose a pack file',
		packSaved: (name: string) => `Pack “${name}” saved.`,
		packFailed: 'This pack was not saved. Fix these and try again:',
		noPacks: 'No packs of your own yet.',
		remove: 'Remove',
		persisted: 'The browser keeps this data even when space runs low.',
		notPersisted: 'The browser may clear this data if the device runs out of space.',
		working: 'Working…',
		loading: 'Reading what is stored…',
		readFailed: 'The browser could not read what is stored on this device.',
		tryAgain: 'Try again'
	},
	ru: {
		title: 'Ваши данные',
		intro:
			'Всё, что хранит Parlor, остаётся на этом устройстве, в этом браузере. На наш сервер ничего не отправляется.',
		stored: 'Хранится на устройстве',
		rows: (n: number) => `${n} ${pluralRu(n, 'запись', 'записи', 'записей')}`,
		tables: {
			settings: 'Настройки',
			packs: 'Ваши наборы',
			usage: 'Счётчики вопросов',
			lobbies: 'Игровые комнаты',
			lobbyEvents: 'События в комнатах',
			seats: 'Места в комнатах',
			sessions: 'Игры и результаты',
			scenarioSessions: 'Безопасный выбор: попытки',
			scenarioResponses: 'Безопасный выбор: оценки',
			groupTables: 'Нулевая сессия: столы'
		} as Record<string, string>,
		exportTitle: 'Экспорт',
		exportHint: 'Скачать всё одним файлом JSON (ключ API в него не попадает).',
		exportButton: 'Скачать мои данные',
		importTitle: 'Импорт',
		importHint: 'Заменить данные на этом устройстве файлом, который вы экспортировали раньше.',
		importButton: 'Выбрать файл копии',
		importConfirm: 'Заменить все данные на этом устройстве этим файлом?',
		importYes: 'Заменить мои данные',
		imported: (n: number) => `Импортировано: ${n} ${pluralRu(n, 'запись', 'записи', 'записей')}.`,
		importFailedBecause: {
			json: 'Это не корректный файл JSON (возможно, он обрезан или это не файл Parlor). Ничего не изменилось.',
			'too-deep': 'В этом файле данные вложены слишком глубоко — это не файл Parlor. Ничего не изменилось.',
			schema: 'Файл не импортирован, ничего не изменилось:',
			notBackup:
				'Этот файл — не резервная копия Parlor, поэтому ничего не импортировано и ничего не изменилось.',
			quota:
				'На устройстве не хватает места, поэтому ничего не сохранено и ничего не изменилось. Освободите место (например, удалите старые игры) и попробуйте снова.',
			storage:
				'Браузеру не удалось это сохранить, ничего не изменилось. Попробуйте ещё раз; если не получится — перезагрузите страницу.'
		} as Record<string, string>,
		atPosition: (n: number) => `ошибка на символе ${n}`,
		settingsTitle: 'В копии другие настройки',
		settingsIntro:
			'Импорт заменит все данные на этом устройстве. Эти настройки останутся вашими, если вы не выберете настройки из копии:',
		llmTitle: 'Языковая модель',
		networkTitle: 'Сеть (PeerServer, STUN / TURN)',
		networkFields: { peerServer: 'PeerServer', iceServers: 'Серверы STUN / TURN' } as Record<string, string>,
		networkDefault: '(по умолчанию)',
		keepMine: 'Оставить мои',
		useBackups: 'Взять из копии',
		adultStaysOff:
			'В копии включены вопросы для взрослых. На этом устройстве они останутся выключенными, а незаконченные игры только для взрослых придут завершёнными: включите такие вопросы в «Я никогда не…» после проверки возраста.',
		llmFields: {
			provider: 'Где работает модель',
			preset: 'Провайдер',
			baseUrl: 'Базовый адрес',
			model: 'Модель',
			forgetKey: 'Не запоминать ключ',
			webllmModel: 'Модель на устройстве'
		} as Record<string, string>,
		llmValue: (v: string) => (v === '' ? '(пусто)' : v === 'true' ? 'да' : v === 'false' ? 'нет' : v),
		keyStays: (origin: string) =>
			`Ваш API-ключ остаётся на этом устройстве и привязан к ${origin}; на адрес из копии он не отправляется.`,
		cancel: 'Отмена',
		deleteTitle: 'Удалить всё',
		deleteHint:
			'Удаляет игры, результаты, наборы и настройки с этого устройства. Отменить нельзя — сначала сделайте экспорт.',
		deleteButton: 'Удалить все мои данные',
		deleteConfirm: 'Удалить все данные Parlor на этом устройстве? Отменить нельзя.',
		deleteYes: 'Удалить всё',
		deleted: 'Все данные удалены.',
		packsTitle: 'Ваши наборы',
		packsHint: 'Добавьте файл с вопросами, сценарием или словарём. Он проверяется перед сохранением.',
		packKind: 'Тип набора',
		kindAuto: 'Определить автоматически',
		kindNames: {
			nhie: 'Я никогда не…: вопросы',
			questionnaire: 'Нулевая сессия: опросник',
			scenario: 'Безопасный выбор: сценарий',
			pirate: 'Пиратский клад: пират',
			deduction: 'Крот: ведущий'
		} as Record<string, string>,
		packButton: 'Выбрать файл набора',
		packSaved: (name: string) => `Набор «${name}» сохранён.`,
		packFailed: 'Набор не сохранён. Исправьте и попробуйте снова:',
		noPacks: 'Своих наборов пока нет.',
		remove: 'Удалить',
		persisted: 'Браузер сохранит эти данные, даже если место заканчивается.',
		notPersisted: 'Браузер может стереть эти данные, если на устройстве кончится место.',
		working: 'Выполняется…',
		loading: 'Читаем, что хранится…',
		readFailed: 'Браузеру не удалось прочитать данные на этом устройстве.',
		tryAgain: 'Попробовать снова'
	}
});
