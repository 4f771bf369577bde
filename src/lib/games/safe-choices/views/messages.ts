import { defineMessages, pluralEn, pluralRu } from '$lib/i18n/messages';

/** Safe choices (safe-choices.md): coaching tone, never shaming. */
export const safeMessages = defineMessages({
	en: {
		title: 'Safe choices',
		intro:
			'Practise saying no to someone who is pushing you. Afterwards a coach shows what went well and what to try next.',
		practiceNote:
			'This is practice. If something like this is happening to you for real, talk to a trusted adult or a helpline — you are not in trouble.',
		pick: 'Choose a scenario',
		contentNotes: 'Content notes',
		attempts: (n: number) => `${n} ${pluralEn(n, 'attempt', 'attempts')}`,
		lastScore: (n: number) => `last risk score ${n}`,
		choose: 'Choose',
		checkInEvery: (_n: number) => 'Coach check-in every',
		replies: (n: number) => pluralEn(n, 'reply', 'replies'),
		loadError: 'Some of your imported scenarios could not be read:',
		back: 'Back',
		youWillPractise: 'What you will practise',
		canLeave: 'You can leave at any time with the “Leave” button — leaving is always a good option.',
		start: 'Start role-play',
		scenariosFailed:
			'The scenarios could not load: part of the app did not load. Check the connection and choose again.',
		startFailed:
			'The role-play could not start: part of the app did not load. Check the connection and press Start again.',
		resources: 'Help and resources',
		regionAny: 'Anywhere',
		leave: 'Leave',
		happening: 'This is happening to me',
		options: 'Before you choose',
		safeguardTitle: 'Let’s pause the game',
		safeguardNotGame:
			'What you wrote sounds like it might be real. This is not part of the game any more: nothing here is scored, and nothing is sent anywhere.',
		safeguardNotGameTapped:
			'Thank you for saying so. This is not part of the game any more: nothing here is scored, and nothing is sent anywhere.',
		safeguardNotFault:
			'If someone is hurting you or making you feel unsafe, it is not your fault. You deserve help, and you can get it.',
		safeguardAdult:
			'Tell an adult you trust — a parent, a teacher, a school counsellor or a doctor — today if you can. If you are in danger right now, call your local emergency number.',
		safeguardHelp: 'People you can talk to',
		safeguardKeep: 'Keep this conversation on this device',
		safeguardKept: 'Kept on this device only. It is not scored.',
		safeguardBack: 'Back to scenarios',
		safeguardNotReal: 'That was part of the game — go back to it',
		safeguardMisTap: 'I tapped it by mistake — go back to the game',
		reflectTitle: 'Pause for a moment',
		reflectText:
			'You said yes — and the pressure did not stop, it grew. How does that feel? What could you say now to get out of it? Saying no later still counts.',
		reflectContinue: 'Continue the scene',
		leaveLine: 'I’m leaving.',
		howAmIDoing: 'How am I doing?',
		yourReply: 'Your reply',
		send: 'Send',
		placeholder: 'Type what you would say…',
		typing: (name: string) => `${name} is typing…`,
		scoring: 'The coach is looking at your replies…',
		cancel: 'Cancel',
		you: 'You',
		emptyReply: 'Write a reply first.',
		tooLong: (n: number) => `That is a bit long — keep it under ${n} characters.`,
		checkIn: 'Coach check-in',
		latestCheckIn: 'Latest check-in',
		close: 'Keep going',
		endGaveUp: (name: string) => `${name} gave up. You held firm — that is exactly the skill.`,
		endGaveUpNotLow: (name: string) => `${name} stopped pushing. Here is what the coach saw.`,
		endLeft: 'You left the conversation. Leaving is a real, strong choice.',
		endMax: 'The conversation is over. Here is what the coach saw.',
		result: 'Your result',
		review: 'Turn by turn',
		riskScore: 'Risk score',
		outOf: 'out of 100 (lower is safer)',
		level: { low: 'Low risk', medium: 'Medium risk', high: 'High risk' },
		levelWords: {
			low: 'Strong protective skills — you spotted the pressure and protected yourself.',
			medium: 'Some good skills, with a few gaps to practise.',
			high: 'This one was hard. That is what practice is for — try the tips below and play it again.'
		},
		// A check-in comes mid-game: its advice is for the next reply; "play it again" only at the end.
		levelWordsCheckIn: {
			low: 'Strong protective skills so far — you spotted the pressure and protected yourself.',
			medium: 'Some good skills so far, with a few gaps to work on in your next replies.',
			high: 'This is hard so far. That is what practice is for — try one of the tips in your next reply.'
		},
		// English writes the percent sign without a space (Russian keeps «83 %», below)
		confidence: (n: number) => `Coach’s confidence: ${n}%`,
		sourceLlm: 'Scored by the AI coach',
		sourceHeuristic: 'Scored by the built-in coach (works offline)',
		skills: 'Your four skills',
		points: (v: number, max: number) => `${v} of ${max}`,
		notShown: 'not shown yet',
		notShownHint:
			'Not shown yet: nothing you wrote showed this skill either way, so it isn’t marked as a mistake. Show it next time to raise your score.',
		dimensions: {
			recognition: {
				name: 'Spotting the manipulation',
				means:
					'Did you notice and name the tricks — flattery, “everyone does it”, false facts, rushing, secrecy, guilt?'
			},
			boundaries: {
				name: 'Setting your boundary',
				means: 'Did you say a clear “no” and stick to it when pushed?'
			},
			communication: {
				name: 'Saying it clearly',
				means: 'Were you direct and confident, without “maybe” or apologising?'
			},
			safety: {
				name: 'Getting help and staying safe',
				means: 'Did you think of leaving, or of telling a trusted adult, a doctor or a helpline?'
			}
		},
		whatMeans: 'What each skill means',
		coachNotes: 'Coach’s notes',
		progress: 'Your progress in this scenario',
		progressDesc: (scores: string) => `Risk score per attempt, oldest first: ${scores}. Lower is safer.`,
		attemptN: (n: number) => `Attempt ${n}`,
		tryAgain: 'Try again',
		otherScenario: 'Choose another scenario',
		help: 'Help',
		helpIntro:
			'If any of this feels close to something real, you can stop now with “Leave” and talk to someone you trust. These people can help:',
		backToChat: 'Back to the chat',
		loading: 'Loading scenarios…',
		noScenarios: 'No scenarios in this language yet. Switch the language in Settings or import a scenario:',
		details: 'Details',
		loadErrorFix: 'The other scenarios work. Remove or re-import a broken one here:',
		yourPacks: 'Your data → Your packs',
		firstAttempt: 'This was your first attempt. Play it again to see your progress here.'
	},
	ru: {
		title: 'Безопасный выбор',
		intro:
			'Тренируйтесь отказывать тому, кто на вас давит. Потом тренер покажет, что получилось и что попробовать дальше.',
		practiceNote:
			'Это тренировка. Если что-то похожее происходит с вами на самом деле, поговорите со взрослым, которому доверяете, или позвоните на телефон доверия — вашей вины в этом нет.',
		pick: 'Выберите сценарий',
		contentNotes: 'О чём сценарий',
		attempts: (n: number) => `${n} ${pluralRu(n, 'попытка', 'попытки', 'попыток')}`,
		lastScore: (n: number) => `последний риск ${n}`,
		choose: 'Выбрать',
		// "каждые 5 ответов", "каждый 21 ответ" (numbers agree, via Intl.PluralRules)
		checkInEvery: (n: number) => `Оценка тренера ${pluralRu(n, 'каждый', 'каждые', 'каждые')}`,
		replies: (n: number) => pluralRu(n, 'ответ', 'ответа', 'ответов'),
		loadError: 'Некоторые импортированные сценарии не удалось прочитать:',
		back: 'Назад',
		youWillPractise: 'Что вы потренируете',
		canLeave: 'Уйти можно в любой момент кнопкой «Уйти» — уйти всегда хороший вариант.',
		start: 'Начать',
		scenariosFailed:
			'Сценарии не загрузились: часть приложения не загрузилась. Проверьте соединение и выберите ещё раз.',
		startFailed:
			'Ролевая игра не запустилась: часть приложения не загрузилась. Проверьте соединение и нажмите «Начать» ещё раз.',
		resources: 'Помощь и ресурсы',
		regionAny: 'Везде',
		leave: 'Уйти',
		happening: 'Это происходит со мной',
		options: 'Перед выбором',
		safeguardTitle: 'Давайте остановим игру',
		safeguardNotGame:
			'Похоже, то, что вы написали, может происходить на самом деле. Это уже не часть игры: здесь ничего не оценивается и никуда не отправляется.',
		safeguardNotGameTapped:
			'Спасибо, что сказали. Это уже не часть игры: здесь ничего не оценивается и никуда не отправляется.',
		safeguardNotFault:
			'Если кто-то причиняет вам вред или рядом с ним вам небезопасно — вы в этом не виноваты. Вы заслуживаете помощи, и её можно получить.',
		safeguardAdult:
			'Расскажите взрослому, которому доверяете, — родителю, учителю, школьному психологу или врачу, — лучше сегодня. Если вам угрожает опасность прямо сейчас, звоните по местному номеру экстренной помощи.',
		safeguardHelp: 'Куда можно обратиться',
		safeguardKeep: 'Сохранить этот разговор на устройстве',
		safeguardKept: 'Сохранено только на этом устройстве. Без оценки.',
		safeguardBack: 'К сценариям',
		safeguardNotReal: 'Это была часть игры — вернуться к ней',
		safeguardMisTap: 'Нажалось случайно — вернуться к игре',
		reflectTitle: 'Давайте остановимся на минуту',
		reflectText:
			'Вы согласились — и давление не прекратилось, а стало сильнее. Как вам это? Что можно сказать сейчас, чтобы выйти из ситуации? Сказать «нет» позже — тоже считается.',
		reflectContinue: 'Продолжить сцену',
		leaveLine: 'Я ухожу.',
		howAmIDoing: 'Как я справляюсь?',
		yourReply: 'Ваш ответ',
		send: 'Отправить',
		placeholder: 'Напишите свой ответ…',
		typing: (name: string) => `${name} печатает…`,
		scoring: 'Тренер смотрит на ваши ответы…',
		cancel: 'Отмена',
		you: 'Вы',
		emptyReply: 'Сначала напишите ответ.',
		tooLong: (n: number) => `Слишком длинно — уложитесь в ${n} символов.`,
		checkIn: 'Оценка тренера',
		latestCheckIn: 'Последняя оценка',
		close: 'Продолжить',
		endGaveUpNotLow: (name: string) => `${name} больше не настаивает. Вот что заметил тренер.`,
		endGaveUp: (name: string) => `${name} больше не настаивает. Вы не уступаете — это и есть главный навык.`,
		endLeft: 'Разговор окончен: вы решили уйти. Это настоящий и сильный выбор.',
		endMax: 'Разговор окончен. Вот что заметил тренер.',
		result: 'Ваш результат',
		review: 'Разбор по репликам',
		riskScore: 'Уровень риска',
		outOf: 'из 100 (чем меньше, тем безопаснее)',
		level: { low: 'Низкий риск', medium: 'Средний риск', high: 'Высокий риск' },
		levelWords: {
			low: 'Сильные навыки защиты: вы замечаете давление и защищаете себя.',
			medium: 'Есть хорошие навыки и несколько пробелов, которые стоит потренировать.',
			high: 'Было непросто. Для этого и нужна тренировка — попробуйте советы ниже и сыграйте ещё раз.'
		},
		levelWordsCheckIn: {
			low: 'Пока сильные навыки защиты: вы замечаете давление и защищаете себя.',
			medium: 'Пока есть хорошие навыки и несколько пробелов — поработайте над ними в следующих ответах.',
			high: 'Пока непросто. Для этого и нужна тренировка — попробуйте один из советов в следующем ответе.'
		},
		confidence: (n: number) => `Уверенность тренера: ${n} %`,
		sourceLlm: 'Оценка ИИ-тренера',
		sourceHeuristic: 'Оценка встроенного тренера (работает без сети)',
		skills: 'Ваши четыре навыка',
		points: (v: number, max: number) => `${v} из ${max}`,
		notShown: 'пока не видно',
		notShownHint:
			'«Пока не видно»: в ваших ответах этот навык пока никак не проявился, поэтому он не считается ошибкой. Покажите его в следующий раз — и результат станет выше.',
		dimensions: {
			recognition: {
				name: 'Распознавание манипуляции',
				means:
					'Получилось ли заметить приёмы и назвать их — лесть, «все так делают», ложные факты, спешку, секретность, чувство вины?'
			},
			boundaries: {
				name: 'Твёрдость границ',
				means: 'Получилось ли сказать ясное «нет» и стоять на своём, когда давили?'
			},
			communication: {
				name: 'Ясность общения',
				means: 'Получилось ли говорить прямо и уверенно, без «может быть» и извинений?'
			},
			safety: {
				name: 'Поиск помощи и безопасность',
				means: 'Была ли мысль уйти или рассказать взрослому, врачу, позвонить на телефон доверия?'
			}
		},
		whatMeans: 'Что означает каждый навык',
		coachNotes: 'Заметки тренера',
		progress: 'Ваш прогресс в этом сценарии',
		progressDesc: (scores: string) =>
			`Уровень риска по попыткам, от первой: ${scores}. Чем меньше, тем безопаснее.`,
		attemptN: (n: number) => `Попытка ${n}`,
		tryAgain: 'Попробовать ещё раз',
		otherScenario: 'Выбрать другой сценарий',
		help: 'Помощь',
		helpIntro:
			'Если что-то здесь похоже на то, что происходит с вами на самом деле, можно остановиться кнопкой «Уйти» и поговорить с тем, кому доверяете. Вот кто может помочь:',
		backToChat: 'Вернуться к разговору',
		loading: 'Загружаем сценарии…',
		noScenarios: 'Сценариев на этом языке пока нет. Смените язык в Настройках или импортируйте сценарий:',
		details: 'Подробности',
		loadErrorFix: 'Остальные сценарии работают. Сломанный можно удалить или импортировать заново здесь:',
		yourPacks: 'Ваши данные → Ваши наборы',
		firstAttempt: 'Это была ваша первая попытка. Сыграйте ещё раз — и здесь появится ваш прогресс.'
	}
});
