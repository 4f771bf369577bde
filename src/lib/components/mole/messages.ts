import { defineMessages, pluralEn, pluralRu } from '$lib/i18n/messages';

/** 236 → "3:56": a long discussion's time reads better as minutes. */
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** UI text of "The mole" (en + ru). Narrator lines come from the persona packs, not from here. */
export const moleMessages = defineMessages({
	en: {
		title: 'The mole',
		intro:
			'A social deduction game for 4–12 players. A narrator watches the chat, whispers to each of you and calls out whoever acts strangely.',
		hostTitle: 'Host a game',
		rounds: 'Rounds',
		discussion: 'Discussion length',
		seconds: (n: number) => `${n} s`,
		minutes: (n: number) => `${n} min`,
		persona: 'Narrator',
		personas: {
			sv: 'Guzman, the street boss (Swedish)',
			en: 'Vincent, the crime boss (English)',
			ru: 'Gosha, the boss (Russian)'
		},
		creating: 'Creating…',
		reconnecting: 'Reconnecting to your lobby…',
		loading: 'The game is starting…',
		packError: 'The narrator packs could not be loaded. Reload the page to try again.',
		reload: 'Reload',
		joinTitle: 'Join a game',
		joinBlurb: 'Got a room code from the host? Enter it here.',
		lock: 'Lock the lobby',
		unlock: 'Unlock the lobby',
		needPlayers: 'You need at least 4 players.',
		round: (r: number, n: number) => `Round ${r} of ${n}`,
		phases: {
			mission: 'Mission',
			discussion: 'Discussion',
			vote: 'Vote',
			verdict: 'Verdict',
			finished: 'Game over'
		},
		timeLeft: (s: number) => (s < 60 ? `${s} s left` : `${clock(s)} left`),
		yourRole: 'Your role',
		roles: { crew: 'Crew', mole: 'Mole' },
		roleBlurb: {
			crew: 'Find the moles and vote them out. You can only secure missions.',
			mole: 'Sabotage missions without getting caught. Nobody else knows.'
		},
		fellowMoles: (names: string) => `Your fellow mole: ${names}`,
		showRole: 'Show my role',
		hideRole: 'Hide my role',
		whispers: 'Private whispers',
		noWhispers: 'No whispers yet.',
		showWhispers: 'Read',
		hideWhispers: 'Hide',
		whisperWaiting: (r: number) =>
			`Your private whisper of round ${r} is folded away. Read it when nobody is looking.`,
		whisperRound: (r: number) => `Round ${r}`,
		chat: 'Group chat',
		chatLabel: 'Message to the group',
		chatPlaceholder: 'Message the group…',
		send: 'Send',
		narrator: 'Narrator',
		accusation: 'accusation',
		noChat: 'Nobody has said anything yet.',
		missions: 'Missions so far',
		missionTeam: (names: string) => `On the mission: ${names}`,
		youAreOnTeam: 'You are on the mission. Choose in secret:',
		secure: 'Secure',
		sabotage: 'Sabotage',
		crewCannotSabotage: 'Only moles can sabotage. As crew, choose Secure.',
		choiceIn: 'Your choice is in. It stays secret.',
		chosen: (n: number, of: number) => `${n} of ${of} have chosen`,
		waitingMission: 'The team is on the mission…',
		missionResult: (r: number, s: number) =>
			s === 0
				? `Mission ${r}: secured, no sabotage.`
				: `Mission ${r}: ${s} ${pluralEn(s, 'sabotage', 'sabotages')}!`,
		voteTitle: 'Banish someone?',
		voteBlurb: 'A strict majority banishes. You may skip.',
		skip: 'Skip',
		voteFor: (name: string) => `Vote to banish ${name}`,
		pickFirst: 'Pick a player or Skip',
		castSkip: 'Vote to skip',
		youVoted: (name: string) => `You voted: ${name}`,
		voted: (n: number, of: number) => `${n} of ${of} have voted`,
		banished: (name: string, role: string) => `${name} was banished. They were: ${role}.`,
		nobodyBanished: 'Nobody was banished.',
		continue: 'Next round',
		youAreOut: 'You are out of the game. You can still read the chat.',
		playAgain: 'Play again',
		playAgainHost: 'Opens a new lobby with a new room code; give it to the table.',
		playAgainGuest: 'The host opens a new lobby: join it with the new room code.',
		crewWins: 'The crew wins!',
		molesWin: 'The moles win!',
		winReasons: {
			moles_banished: 'Every mole was banished.',
			sabotages: 'Three missions were sabotaged.',
			outnumbered: 'The moles are as many as the crew.',
			rounds_over: 'The last round ended with a mole still in.'
		},
		everyRole: 'Every role',
		timeline: "The narrator's actions",
		timelineEmpty: 'The narrator never had to act.',
		why: 'Why',
		slot: (r: number, s: number) => `Round ${r}, slot ${s}`,
		actions: { accusation: 'Accusation', gapfill: 'Stirring the pot', none: 'Stayed quiet' },
		moods: { tense: 'tense', active: 'active', calm: 'calm' },
		anomalies: {
			silence: 'went silent',
			aggression_spike: 'aggression spike',
			activity_drop: 'activity drop',
			behavior_shift: 'behaviour shift'
		},
		tones: {
			accusatory: 'accusatory',
			aggressive: 'aggressive',
			defensive: 'defensive',
			joking: 'joking',
			anxious: 'anxious',
			neutral: 'neutral'
		},
		whyAccusation: (name: string, anomaly: string, n: number, h: number, tone: string, htone: string) =>
			`${name}: ${anomaly}. ${n} ${pluralEn(n, 'message', 'messages')} since the last slot (${h} before); tone ${tone}, before ${htone}.`,
		whyGapfill: (mood: string, n: number) =>
			`Mood ${mood}, ${n} ${pluralEn(n, 'message', 'messages')} since the last slot.`,
		whyNone: (mood: string, n: number) =>
			`Mood ${mood}, ${n} ${pluralEn(n, 'message', 'messages')}: nothing to add.`,
		you: 'you',
		out: 'out',
		errors: {
			crew_cannot_sabotage: 'Only moles can sabotage.',
			not_on_team: 'You are not on this mission.',
			already_chosen: 'You already chose.',
			already_voted: 'You already voted.',
			self_vote: 'You cannot vote for yourself.',
			wrong_phase: 'Too late: the phase has changed.'
		}
	},
	ru: {
		title: 'Крот',
		intro:
			'Игра на дедукцию для 4–12 игроков. Рассказчик следит за чатом, шепчет каждому лично и вызывает на разговор тех, кто ведёт себя странно.',
		hostTitle: 'Создать игру',
		rounds: 'Раунды',
		discussion: 'Длительность обсуждения',
		seconds: (n: number) => `${n} с`,
		minutes: (n: number) => `${n} мин`,
		persona: 'Рассказчик',
		personas: {
			sv: 'Гусман, уличный босс (шведский)',
			en: 'Винсент, босс мафии (английский)',
			ru: 'Гоша, авторитет (русский)'
		},
		creating: 'Создаём…',
		reconnecting: 'Подключаемся к вашему лобби…',
		loading: 'Игра начинается…',
		packError: 'Не удалось загрузить рассказчиков. Перезагрузите страницу.',
		reload: 'Перезагрузить',
		joinTitle: 'Присоединиться',
		joinBlurb: 'Есть код комнаты от хоста? Введите его здесь.',
		lock: 'Закрыть лобби',
		unlock: 'Открыть лобби',
		needPlayers: 'Нужно хотя бы 4 игрока.',
		round: (r: number, n: number) => `Раунд ${r} из ${n}`,
		phases: {
			mission: 'Задание',
			discussion: 'Обсуждение',
			vote: 'Голосование',
			verdict: 'Приговор',
			finished: 'Игра окончена'
		},
		timeLeft: (s: number) => (s < 60 ? `Осталось ${s} с` : `Осталось ${clock(s)}`),
		yourRole: 'Ваша роль',
		roles: { crew: 'Команда', mole: 'Крот' },
		roleBlurb: {
			crew: 'Найдите кротов и изгоните их голосованием. Вы можете только выполнять задания.',
			mole: 'Срывайте задания и не попадитесь. Больше никто не знает.'
		},
		fellowMoles: (names: string) => `Второй крот: ${names}`,
		showRole: 'Показать роль',
		hideRole: 'Скрыть роль',
		whispers: 'Личные сообщения',
		noWhispers: 'Пока ничего.',
		showWhispers: 'Прочитать',
		hideWhispers: 'Скрыть',
		whisperWaiting: (r: number) =>
			`Ваше личное сообщение раунда ${r} скрыто. Прочитайте, когда никто не смотрит.`,
		whisperRound: (r: number) => `Раунд ${r}`,
		chat: 'Общий чат',
		chatLabel: 'Сообщение всем',
		chatPlaceholder: 'Написать всем…',
		send: 'Отправить',
		narrator: 'Рассказчик',
		accusation: 'обвинение',
		noChat: 'Пока никто ничего не написал.',
		missions: 'Задания',
		missionTeam: (names: string) => `На задании: ${names}`,
		youAreOnTeam: 'Вы на задании. Выберите тайно:',
		secure: 'Выполнить',
		sabotage: 'Сорвать',
		crewCannotSabotage: 'Срывать задания могут только кроты. Вы в команде: выберите «Выполнить».',
		choiceIn: 'Ваш выбор принят. Он останется тайной.',
		chosen: (n: number, of: number) => `Выбрали ${n} из ${of}`,
		waitingMission: 'Команда на задании…',
		missionResult: (r: number, s: number) =>
			s === 0
				? `Задание ${r}: выполнено, без саботажа.`
				: `Задание ${r}: ${s} ${pluralRu(s, 'саботаж', 'саботажа', 'саботажей')}!`,
		voteTitle: 'Изгнать кого-то?',
		voteBlurb: 'Изгоняет строгое большинство. Можно воздержаться.',
		skip: 'Воздержаться',
		voteFor: (name: string) => `Изгнать: ${name}`,
		pickFirst: 'Выберите игрока или «Воздержаться»',
		castSkip: 'Воздержаться от голоса',
		youVoted: (name: string) => `Ваш голос: ${name}`,
		voted: (n: number, of: number) => `Проголосовали ${n} из ${of}`,
		banished: (name: string, role: string) => `${name} изгнан(а). Роль: ${role}.`,
		nobodyBanished: 'Никого не изгнали.',
		continue: 'Следующий раунд',
		youAreOut: 'Вы выбыли из игры, но можете читать чат.',
		playAgain: 'Сыграть ещё',
		playAgainHost: 'Откроется новое лобби с новым кодом комнаты; сообщите его игрокам.',
		playAgainGuest: 'Хост откроет новое лобби: войдите в него по новому коду комнаты.',
		crewWins: 'Команда победила!',
		molesWin: 'Кроты победили!',
		winReasons: {
			moles_banished: 'Все кроты изгнаны.',
			sabotages: 'Сорваны три задания.',
			outnumbered: 'Кротов стало не меньше, чем команды.',
			rounds_over: 'Последний раунд закончился, а крот остался в игре.'
		},
		everyRole: 'Все роли',
		timeline: 'Что делал рассказчик',
		timelineEmpty: 'Рассказчику не пришлось вмешиваться.',
		why: 'Почему',
		slot: (r: number, s: number) => `Раунд ${r}, момент ${s}`,
		actions: { accusation: 'Обвинение', gapfill: 'Подливал масла в огонь', none: 'Промолчал' },
		moods: { tense: 'напряжённое', active: 'живое', calm: 'спокойное' },
		anomalies: {
			silence: 'замолчал(а)',
			aggression_spike: 'всплеск агрессии',
			activity_drop: 'спад активности',
			behavior_shift: 'смена поведения'
		},
		tones: {
			accusatory: 'обвиняющий',
			aggressive: 'агрессивный',
			defensive: 'оборонительный',
			joking: 'шутливый',
			anxious: 'тревожный',
			neutral: 'нейтральный'
		},
		whyAccusation: (name: string, anomaly: string, n: number, h: number, tone: string, htone: string) =>
			`${name}: ${anomaly}. ${n} ${pluralRu(n, 'сообщение', 'сообщения', 'сообщений')} с прошлого момента (до этого ${h}); тон ${tone}, раньше ${htone}.`,
		whyGapfill: (mood: string, n: number) =>
			`Настроение ${mood}, ${n} ${pluralRu(n, 'сообщение', 'сообщения', 'сообщений')} с прошлого момента.`,
		whyNone: (mood: string, n: number) =>
			`Настроение ${mood}, ${n} ${pluralRu(n, 'сообщение', 'сообщения', 'сообщений')}: нечего добавить.`,
		you: 'вы',
		out: 'выбыл(а)',
		errors: {
			crew_cannot_sabotage: 'Срывать задания могут только кроты.',
			not_on_team: 'Вы не на этом задании.',
			already_chosen: 'Вы уже выбрали.',
			already_voted: 'Вы уже проголосовали.',
			self_vote: 'Нельзя голосовать за себя.',
			wrong_phase: 'Поздно: фаза уже сменилась.'
		}
	}
});
export type MoleMessages = ReturnType<typeof moleMessages>;
