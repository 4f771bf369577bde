import { defineMessages } from '$lib/i18n/messages';
import type { UiLanguage } from '$lib/i18n/locale.svelte';
import type { CorsFix } from '$lib/llm/presets';
import type { LlmErrorCode } from '$lib/llm/types';

/** Settings → "Language model" (llm.md). Errors are sentences saying what happened and what to do. */
const en = {
	title: 'Language model',
	intro: 'Every mode works without a model, on built-in rules. A model makes the lines livelier.',
	provider: 'Where the model runs',
	providerOffline: 'No model (built-in rules)',
	providerOfflineHint: 'Works everywhere, instantly, with no download.',
	providerWebllm: 'On this device',
	providerWebllmHint: 'Downloads a small model once; then it runs offline on your graphics chip.',
	providerHttp: 'Your API key',
	providerHttpHint: 'Uses a provider such as OpenAI or a local server such as Ollama.',
	nowUsing: (what: string) => `Now using: ${what}.`,
	saved: 'Saved.',
	// API
	preset: 'Provider',
	/** The "custom" preset's name, in the UI language (the others are brand names). */
	customPreset: 'Custom server',
	baseUrl: 'Base URL',
	baseUrlHint: 'Usually ends in /v1.',
	model: 'Model',
	apiKey: 'API key',
	apiKeyHint: 'Stored only on this device. Never sent to other players.',
	apiKeyNotNeeded: 'Not needed for a local server; leave empty.',
	getKey: 'Get a key',
	showKey: 'Show',
	hideKey: 'Hide',
	forgetKey: "Don't remember the key (forget it when the app closes)",
	keyKept: (origin: string) =>
		`Your API key is kept for ${origin} and is sent only there; this address gets no key. Enter a key for this address, or go back to ${origin} to use it.`,
	keyCleared: (origin: string) =>
		`The API key was removed: it was for ${origin || 'another address'}, and the address now points to another server. Enter the key for this address.`,
	testConnection: 'Test connection',
	testing: 'Testing…',
	cancel: 'Cancel',
	connected: (seconds: string, reply: string) =>
		`Connected. The model answered in ${seconds} s${reply ? `: “${reply}”` : ''}.`,
	providerSaid: (detail: string) => `The provider said: ${detail}`,
	// errors
	errors: {
		no_model: 'No language model is set up, so the built-in rules are used.',
		unauthorized:
			'The provider refused the key (401). Check that you copied the whole key and that it is still active.',
		forbidden: 'The key works, but it may not use this model (403). Pick another model or check your plan.',
		not_found:
			'Nothing found at this address, or no such model (404). Check the base URL (it usually ends in /v1) and the model name.',
		rate_limited:
			'The provider says there were too many requests (429). Wait a minute and try again, or check your plan’s limits.',
		server_error: 'The provider had a problem on its side. Try again in a few minutes.',
		timeout: 'The model did not answer in time. Try again, or pick a smaller or faster model.',
		network: 'The browser could not reach the provider. Check the address and your internet connection.',
		aborted: 'Cancelled.',
		invalid_output: 'The model answered, but not in the expected form. The built-in rules were used instead.',
		bad_request: 'The provider refused the request. Check the model name.',
		bad_response:
			'Something answered, but not like an OpenAI-compatible API. Check the base URL (it usually ends in /v1).',
		not_configured: 'Fill in the base URL and the model first.',
		no_webgpu: 'On-device model not available on this device.',
		device_lost:
			'The graphics chip stopped the model (it may have run out of memory). Try a smaller model, use an API key, or stay with no model.',
		quota_exceeded:
			'There is not enough storage space for this model. Free some space, pick a smaller model, or use an API key.',
		model_corrupt:
			'The downloaded model is damaged (a download cut short, or storage cleared in part). Delete it and download it again.',
		not_downloaded: 'Download the model first.'
	} satisfies Record<LlmErrorCode, string>,
	cors: {
		none: '',
		ollama:
			'If Ollama runs on this computer, it may be refusing this page. Start it with OLLAMA_ORIGINS set to this page’s address (for example OLLAMA_ORIGINS="*" ollama serve) and try again.',
		lmstudio:
			'If LM Studio runs on this computer, open its Developer tab, turn on “Enable CORS” in the server settings, and try again.',
		generic:
			'If the address is right, the server may be refusing requests from web pages: allow this page’s address in its CORS settings.'
	} satisfies Record<CorsFix, string>,
	// on-device
	checking: 'Checking this device…',
	webgpuMissing: 'On-device model not available on this device.',
	webgpuWhy: 'This browser or device has no WebGPU, which on-device models need.',
	gpuTooSmall:
		'This graphics chip has WebGPU, but its limits are too small for any on-device model (it cannot hold the model’s buffers).',
	wayOut: 'You can use your own API key, or keep playing with no model: every mode still works.',
	f16Missing:
		'This graphics chip has no 16-bit shader support, so only the larger-memory builds are offered.',
	modelList: 'Models this device can run',
	download: (size: string) => `Download (${size})`,
	downloading: 'Downloading…',
	downloaded: 'Downloaded',
	useThis: 'Use this model',
	inUse: 'In use',
	deleteModel: 'Delete downloaded model',
	sizeAndMemory: (size: string, vram: string) => `Download ${size} · needs ${vram} of graphics memory`,
	storageUsed: (used: string, quota: string) => `Storage used by this app: ${used} of ${quota}.`,
	persisted: 'Storage is persistent: the browser will not clear the model on its own.',
	notPersisted: 'The browser may clear downloaded models when space runs low.',
	noModelsFit: 'No model fits this device’s graphics memory.',
	downloadFailed: 'The download stopped.',
	// diagnostics
	diagnostics: 'Diagnostics',
	diagnosticsHint: 'The last 50 model calls on this device (no text, no keys).',
	noCalls: 'No calls yet.',
	colSite: 'Call',
	colProvider: 'Provider',
	colMs: 'ms',
	colTokens: 'Tokens',
	colResult: 'Result',
	resultOk: 'OK',
	resultFallback: (why: string) => `fallback (${why})`,
	clear: 'Clear'
};

export const llmMessages = defineMessages<typeof en>({
	en,
	ru: {
		title: 'Языковая модель',
		intro: 'Все режимы работают без модели, на встроенных правилах. С моделью реплики живее.',
		provider: 'Где работает модель',
		providerOffline: 'Без модели (встроенные правила)',
		providerOfflineHint: 'Работает везде, сразу, без загрузок.',
		providerWebllm: 'На этом устройстве',
		providerWebllmHint: 'Небольшая модель скачивается один раз и дальше работает без сети на видеочипе.',
		providerHttp: 'Свой API-ключ',
		providerHttpHint: 'Через провайдера вроде OpenAI или локальный сервер вроде Ollama.',
		nowUsing: (what) => `Сейчас: ${what}.`,
		saved: 'Сохранено.',
		preset: 'Провайдер',
		customPreset: 'Свой сервер',
		baseUrl: 'Базовый адрес (Base URL)',
		baseUrlHint: 'Обычно заканчивается на /v1.',
		model: 'Модель',
		apiKey: 'API-ключ',
		apiKeyHint: 'Хранится только на этом устройстве. Другим игрокам не передаётся.',
		apiKeyNotNeeded: 'Для локального сервера не нужен — оставьте пустым.',
		getKey: 'Получить ключ',
		showKey: 'Показать',
		hideKey: 'Скрыть',
		forgetKey: 'Не запоминать ключ (забыть при закрытии приложения)',
		keyKept: (origin: string) =>
			`Ваш API-ключ сохранён для ${origin} и отправляется только туда; этот адрес ключа не получает. Введите ключ для этого адреса или верните адрес ${origin}, чтобы пользоваться ключом.`,
		keyCleared: (origin: string) =>
			`API-ключ удалён: он был для ${origin || 'другого адреса'}, а адрес теперь ведёт на другой сервер. Введите ключ для этого адреса.`,
		testConnection: 'Проверить подключение',
		testing: 'Проверяем…',
		cancel: 'Отмена',
		connected: (seconds, reply) =>
			`Подключено. Модель ответила за ${seconds} с${reply ? `: «${reply}»` : ''}.`,
		providerSaid: (detail) => `Ответ провайдера: ${detail}`,
		errors: {
			no_model: 'Языковая модель не настроена, поэтому работают встроенные правила.',
			unauthorized: 'Провайдер не принял ключ (401). Проверьте, что ключ скопирован целиком и ещё действует.',
			forbidden:
				'Ключ рабочий, но этой моделью с ним пользоваться нельзя (403). Выберите другую модель или проверьте тариф.',
			not_found:
				'По этому адресу ничего нет или такой модели не существует (404). Проверьте базовый адрес (обычно он заканчивается на /v1) и название модели.',
			rate_limited:
				'Провайдер сообщает о слишком частых запросах (429). Подождите минуту и попробуйте снова или проверьте лимиты тарифа.',
			server_error: 'У провайдера сбой на его стороне. Попробуйте через несколько минут.',
			timeout: 'Модель не ответила вовремя. Попробуйте ещё раз или выберите модель поменьше или побыстрее.',
			network: 'Браузер не смог связаться с провайдером. Проверьте адрес и подключение к интернету.',
			aborted: 'Отменено.',
			invalid_output: 'Модель ответила, но не в нужном виде. Вместо ответа использованы встроенные правила.',
			bad_request: 'Провайдер отклонил запрос. Проверьте название модели.',
			bad_response:
				'Ответ пришёл, но не похож на OpenAI-совместимый API. Проверьте базовый адрес (обычно он заканчивается на /v1).',
			not_configured: 'Сначала укажите базовый адрес и модель.',
			no_webgpu: 'Модель на устройстве здесь недоступна.',
			device_lost:
				'Видеочип остановил модель (возможно, не хватило памяти). Выберите модель поменьше, подключите API-ключ или играйте без модели.',
			quota_exceeded:
				'Не хватает места для этой модели. Освободите место, выберите модель поменьше или подключите API-ключ.',
			model_corrupt:
				'Скачанная модель повреждена (загрузка оборвалась или хранилище очистилось частично). Удалите её и скачайте заново.',
			not_downloaded: 'Сначала скачайте модель.'
		},
		cors: {
			none: '',
			ollama:
				'Если Ollama запущена на этом компьютере, она может не пускать эту страницу. Запустите её с переменной OLLAMA_ORIGINS, в которой указан адрес страницы (например, OLLAMA_ORIGINS="*" ollama serve), и попробуйте снова.',
			lmstudio:
				'Если LM Studio запущена на этом компьютере, откройте вкладку Developer, включите «Enable CORS» в настройках сервера и попробуйте снова.',
			generic:
				'Если адрес верный, сервер может не принимать запросы от веб-страниц: разрешите адрес этой страницы в его настройках CORS.'
		},
		checking: 'Проверяем устройство…',
		webgpuMissing: 'Модель на устройстве здесь недоступна.',
		webgpuWhy: 'В этом браузере или на этом устройстве нет WebGPU, а он нужен для модели на устройстве.',
		gpuTooSmall:
			'WebGPU здесь есть, но у видеочипа слишком малые лимиты: буферы ни одной модели на устройстве в него не поместятся.',
		wayOut: 'Можно подключить свой API-ключ или играть без модели: все режимы всё равно работают.',
		f16Missing:
			'Видеочип не поддерживает 16-битные шейдеры, поэтому предложены только сборки, которым нужно больше памяти.',
		modelList: 'Модели, которые потянет это устройство',
		download: (size) => `Скачать (${size})`,
		downloading: 'Скачиваем…',
		downloaded: 'Скачана',
		useThis: 'Использовать эту модель',
		inUse: 'Используется',
		deleteModel: 'Удалить скачанную модель',
		sizeAndMemory: (size, vram) => `Загрузка ${size} · нужно ${vram} видеопамяти`,
		storageUsed: (used, quota) => `Приложение занимает ${used} из ${quota}.`,
		persisted: 'Хранилище постоянное: браузер сам не удалит модель.',
		notPersisted: 'Браузер может удалить скачанные модели, если места станет мало.',
		noModelsFit: 'Ни одна модель не помещается в видеопамять этого устройства.',
		downloadFailed: 'Загрузка прервалась.',
		diagnostics: 'Диагностика',
		diagnosticsHint: 'Последние 50 обращений к модели на этом устройстве (без текстов и ключей).',
		noCalls: 'Обращений пока не было.',
		colSite: 'Вызов',
		colProvider: 'Провайдер',
		colMs: 'мс',
		colTokens: 'Токены',
		colResult: 'Итог',
		resultOk: 'ОК',
		resultFallback: (why) => `запасной вариант (${why})`,
		clear: 'Очистить'
	}
});

/** The plain-words sentence for an error code; network errors add the provider's CORS fix. */
export const errorSentence = (code: LlmErrorCode, cors: CorsFix, lang?: UiLanguage): string => {
	const m = llmMessages(lang);
	const base = m.errors[code];
	return code === 'network' && m.cors[cors] ? `${base} ${m.cors[cors]}` : base;
};
