import { defineMessages, pluralEn, pluralRu } from '$lib/i18n/messages';
import type { Difficulty, PirateLanguage, WinReason } from '$lib/games/pirate/engine';

const en = {
	title: "Pirate's treasure",
	intro:
		'Pirate captains guard their gold. Talk one out of it: lie, flatter, bribe, tell stories — and keep trying. Plain demands get you nowhere. Beat a captain to meet the next, warier one.',
	difficulty: 'Difficulty',
	difficulties: {
		easy: 'Easy — a gullible, chatty pirate',
		medium: 'Medium — a wary pirate',
		hard: 'Hard — a paranoid pirate'
	} satisfies Record<Difficulty, string>,
	difficultyShort: { easy: 'Easy', medium: 'Medium', hard: 'Hard' } satisfies Record<Difficulty, string>,
	needs: (n: number) => `needs ${n} merit`,
	contentLanguage: 'Language of the pirate',
	contentLanguageHint: 'He understands only his own language: write to him in it.',
	contentLanguages: { en: 'English', pl: 'Polish (polski)', ru: 'Russian (русский)' } satisfies Record<
		PirateLanguage,
		string
	>,
	inLanguage: { en: 'in English', pl: 'in Polish', ru: 'in Russian' } satisfies Record<
		PirateLanguage,
		string
	>,
	start: 'Set sail',
	resume: 'Continue the game',
	chatLabel: 'Conversation with the pirate',
	you: 'You',
	pirate: 'Pirate',
	inputLabel: 'Your message to the pirate',
	inputPlaceholder: 'Say something clever…',
	send: 'Send',
	thinking: 'The pirate is thinking…',
	cancel: 'Cancel',
	blocked: 'The pirate almost slipped — but you have not earned it yet.',
	merit: 'Merit',
	meritOf: (_total: number, threshold: number) => `${threshold} needed to win`,
	components: {
		strategy_variety: 'Strategy variety',
		conversation_depth: 'Conversation depth',
		creativity: 'Creativity',
		persistence: 'Persistence'
	},
	meritSource: { llm: 'scored by the language model', fallback: 'scored offline' },
	found: 'Found so far',
	strategiesTitle: 'Strategies',
	personasTitle: 'Who you claimed to be',
	noneYet: 'none yet',
	giveUp: 'Give up',
	confirmGiveUp: 'Give up this game? It will be saved as lost.',
	keepPlaying: 'Keep talking',
	backToStart: 'Back to the start',
	openGame: 'Read it',
	openLabel: (date: string) => `Read the game of ${date} again`,
	loadingGame: 'Loading the game…',
	loadFailed: 'The game’s screen did not load. Check your connection, then reload the page.',
	reloadPage: 'Reload the page',
	newGame: 'New game',
	won: 'The treasure is yours!',
	gaveUp: 'You gave up. The pirate keeps his gold.',
	reasons: {
		exact_phrase_high_score: 'The pirate said the words of surrender — and you had earned them.',
		agreement_high_score: 'The pirate agreed to hand over the treasure, and your merit was high enough.',
		agreement_close_score: 'The pirate agreed to hand over the treasure — your merit was within 5 points.',
		high_score: 'Your merit alone broke the pirate’s resolve.',
		blocked_exact_phrase_low_score: 'Blocked: the words came too early.',
		none: ''
	} satisfies Record<WinReason, string>,
	turns: (n: number) => `${n} ${pluralEn(n, 'turn', 'turns')}`,
	strategiesCount: (n: number) => `${n} ${pluralEn(n, 'strategy', 'strategies')}`,
	personasCount: (n: number) => `${n} ${pluralEn(n, 'identity', 'identities')} claimed`,
	replay: {
		title: 'Replay: which line moved him',
		best: (turn: number, delta: number) => `Your strongest line: turn ${turn}, +${delta} merit.`,
		none: 'No line moved him this time.',
		turns: (n: number) => `Every line, turn by turn (${n})`,
		turn: (n: number) => `Turn ${n}`,
		delta: (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0'),
		deltaLabel: (n: number) =>
			n === 0
				? 'merit unchanged'
				: `merit ${n > 0 ? 'up' : 'down'} by ${Math.abs(n)} ${pluralEn(Math.abs(n), 'point', 'points')}`,
		total: (n: number) => `total ${n}`,
		bestMark: 'moved him most'
	},
	challenge: {
		make: 'Challenge a friend',
		linkLabel: 'Link to this game — send it to a friend',
		copied: 'Copied. Your friend’s phone replays your game and can play the same captain.',
		notCopied: 'Copy the link above and send it to a friend.',
		friend: (won: boolean) =>
			`A friend’s game, replayed on this phone: ${won ? 'they won the treasure' : 'they did not win it'}. Can you do better?`,
		play: 'Play the same captain',
		broken: 'This challenge link cannot be opened: it is damaged or not a game.'
	},
	history: 'Past games',
	noHistory: 'No games yet.',
	status: { playing: 'in progress', won: 'won', gave_up: 'gave up' },
	deleteGame: 'Delete',
	deleted: 'Game deleted.',
	undo: 'Undo',
	deleteLabel: (date: string) => `Delete the game of ${date}`,
	errors: {
		empty: 'Type a message first.',
		tooLong: (n: number) => `That is too long — keep it under ${n} characters.`,
		pack: 'The pirate’s lines could not be loaded. Reload the page and try again.',
		turn: 'Something went wrong with that message. Try sending it again.'
	},
	llmBadge: { offline: 'Offline pirate', llm: 'Language model pirate' },
	models: {
		title: 'Model per difficulty (optional)',
		hint: 'Only used when a language model is set up in Settings. Leave empty to use that model; e.g. a smaller model for easy.',
		placeholder: 'same as in Settings'
	}
};

type Catalogue = typeof en;

const ru: Catalogue = {
	title: 'Сокровище пирата',
	intro:
		'Пиратские капитаны стерегут своё золото. Уговорите капитана отдать его: лгите, льстите, подкупайте, рассказывайте истории — и не сдавайтесь. Простые требования ничего не дадут. Победите капитана — и вас ждёт следующий, ещё осторожнее.',
	difficulty: 'Сложность',
	difficulties: {
		easy: 'Легко — доверчивый болтливый пират',
		medium: 'Средне — осторожный пират',
		hard: 'Сложно — пират-параноик'
	},
	difficultyShort: { easy: 'Легко', medium: 'Средне', hard: 'Сложно' },
	needs: (n) => `нужно ${n} очков`,
	contentLanguage: 'Язык пирата',
	contentLanguageHint: 'Он понимает только свой язык — пишите ему на нём.',
	contentLanguages: { en: 'Английский (English)', pl: 'Польский (polski)', ru: 'Русский' },
	inLanguage: { en: 'по-английски', pl: 'по-польски', ru: 'по-русски' },
	start: 'Поднять паруса',
	resume: 'Продолжить игру',
	chatLabel: 'Разговор с пиратом',
	you: 'Вы',
	pirate: 'Пират',
	inputLabel: 'Ваше сообщение пирату',
	inputPlaceholder: 'Скажите что-нибудь хитрое…',
	send: 'Отправить',
	thinking: 'Пират думает…',
	cancel: 'Отмена',
	blocked: 'Пират чуть не проговорился — но вы ещё не заслужили.',
	merit: 'Заслуги',
	meritOf: (_total, threshold) => `для победы нужно ${threshold}`,
	components: {
		strategy_variety: 'Разнообразие стратегий',
		conversation_depth: 'Глубина разговора',
		creativity: 'Креативность',
		persistence: 'Настойчивость'
	},
	meritSource: { llm: 'оценено языковой моделью', fallback: 'оценено офлайн' },
	found: 'Найдено',
	strategiesTitle: 'Стратегии',
	personasTitle: 'Кем вы назвались',
	noneYet: 'пока нет',
	giveUp: 'Сдаться',
	confirmGiveUp: 'Сдаться? Игра сохранится как проигранная.',
	keepPlaying: 'Продолжить разговор',
	backToStart: 'К началу',
	openGame: 'Открыть',
	openLabel: (date) => `Перечитать игру от ${date}`,
	loadingGame: 'Загружаем игру…',
	loadFailed: 'Экран игры не загрузился. Проверьте подключение и обновите страницу.',
	reloadPage: 'Обновить страницу',
	newGame: 'Новая игра',
	won: 'Сокровище ваше!',
	gaveUp: 'Вы сдались. Пират оставил золото себе.',
	reasons: {
		exact_phrase_high_score: 'Пират произнёс слова сдачи — и вы их заслужили.',
		agreement_high_score: 'Пират согласился отдать сокровище, и ваших заслуг хватило.',
		agreement_close_score: 'Пират согласился отдать сокровище — вам не хватало меньше 5 очков.',
		high_score: 'Одни ваши заслуги сломили волю пирата.',
		blocked_exact_phrase_low_score: 'Заблокировано: слова прозвучали слишком рано.',
		none: ''
	},
	turns: (n) => `${n} ${pluralRu(n, 'ход', 'хода', 'ходов')}`,
	strategiesCount: (n) => `${n} ${pluralRu(n, 'стратегия', 'стратегии', 'стратегий')}`,
	personasCount: (n) => `${n} ${pluralRu(n, 'роль', 'роли', 'ролей')}`,
	replay: {
		title: 'Разбор: какая фраза его сдвинула',
		best: (turn, delta) =>
			`Самая сильная фраза: ход ${turn}, +${delta} ${pluralRu(delta, 'очко', 'очка', 'очков')}.`,
		none: 'На этот раз ни одна фраза его не сдвинула.',
		// «все 21 фразу» (all, with any number but one); one line is just «фразу»
		turns: (n) => (n === 1 ? 'Показать фразу' : `Показать все ${n} ${pluralRu(n, 'фразу', 'фразы', 'фраз')}`),
		turn: (n) => `Ход ${n}`,
		delta: (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0'),
		deltaLabel: (n) =>
			n === 0
				? 'заслуги не изменились'
				: `заслуги ${n > 0 ? 'выросли' : 'упали'} на ${Math.abs(n)} ${pluralRu(Math.abs(n), 'очко', 'очка', 'очков')}`,
		total: (n) => `всего ${n}`,
		bestMark: 'сдвинула его сильнее всего'
	},
	challenge: {
		make: 'Бросить вызов другу',
		linkLabel: 'Ссылка на эту игру — отправьте её другу',
		copied: 'Скопировано. Телефон друга повторит вашу игру, и друг сможет сыграть с тем же капитаном.',
		notCopied: 'Скопируйте ссылку выше и отправьте её другу.',
		friend: (won) =>
			`Игра друга, повторённая на этом телефоне: ${won ? 'сокровище добыто' : 'сокровище не добыто'}. Сможете лучше?`,
		play: 'Сыграть с тем же капитаном',
		broken: 'Эту ссылку-вызов не открыть: она повреждена или это не игра.'
	},
	history: 'Прошлые игры',
	noHistory: 'Игр пока нет.',
	status: { playing: 'идёт', won: 'победа', gave_up: 'сдались' },
	deleteGame: 'Удалить',
	deleted: 'Игра удалена.',
	undo: 'Вернуть',
	deleteLabel: (date) => `Удалить игру от ${date}`,
	errors: {
		empty: 'Сначала напишите сообщение.',
		tooLong: (n) => `Слишком длинно — не больше ${n} символов.`,
		pack: 'Не удалось загрузить реплики пирата. Перезагрузите страницу и попробуйте снова.',
		turn: 'С этим сообщением что-то пошло не так. Попробуйте отправить его ещё раз.'
	},
	llmBadge: { offline: 'Офлайн-пират', llm: 'Пират на языковой модели' },
	models: {
		title: 'Модель для каждой сложности (необязательно)',
		hint: 'Используется, только если языковая модель настроена в Настройках. Оставьте пустым, чтобы взять ту модель; например, модель поменьше для лёгкой игры.',
		placeholder: 'как в Настройках'
	}
};

export const pirateMessages = defineMessages({ en, ru });
