import { defineMessages, pluralEn, pluralRu } from '$lib/i18n/messages';

/** Session zero for a group over a lobby (docs/session-zero.md "Session zero for a group"): the GM's room and a player's phone. */
export const roomMessages = defineMessages({
	en: {
		entry: 'Open a room for the players’ phones',
		entryHint:
			'Players join with a code or a QR code and answer on their own phone; their results fill your table.',
		hostTitle: 'Open a room',
		hostBlurb:
			'Players join with the code or the QR code and answer on their own phone. Only their result comes to you — their Lines and Veils only if they choose to share them.',
		open: 'Open the room',
		opening: 'Opening…',
		start: 'Start the questionnaire',
		needPlayers: 'Wait for at least one player to join.',
		lock: 'Lock the room',
		unlock: 'Unlock the room',
		packError: 'Session zero could not be loaded on this device. Reload the page to try again.',
		reload: 'Reload',
		reconnecting: 'Opening your room again…',
		paper: 'No network? Players can send you their share links instead:',
		paperLink: 'paste them into a table',
		statusTitle: 'Who is where',
		status: { answering: 'answering', done: 'done', left: 'left' },
		progress: (done: number, of: number) => `${done} of ${of} ${pluralEn(of, 'player', 'players')} done`,
		waitingMore: 'The group view appears once two results are in.',
		savedNote: 'Kept on this device with your tables (Session zero for a group → Your tables).',
		waiting:
			'The GM starts the questionnaire soon. You answer on this phone and your answers stay here: only your result goes to the GM.',
		runIntro:
			'Answer on this phone. Your answers stay here; when you finish, only your result goes to the GM.',
		runStart: 'Answer the questionnaire',
		otherRun: 'This table uses the Session zero questionnaire: start it here.',
		sendTitle: 'Send your result to the GM',
		shareSafety: 'Also share my Lines and Veils with the GM',
		shareSafetyHint:
			'Off unless you tick it. The GM sees everyone’s Lines and Veils as one list, never saying whose.',
		send: 'Send to the GM',
		ownLines: 'Your own Lines, in your words (one per line, up to 3)',
		ownVeils: 'Your own Veils, in your words (one per line, up to 3)',
		ownHint: 'The GM sees them with everyone else’s, without your name.',
		accessNote: 'Anything the GM should know to make the game work for you (optional)',
		accessHint: 'Only the GM sees this, with your name; it is never on the charter or the big screen.',
		toolsVote: 'Safety tools you would like the table to use',
		ownRefused: (text: string) => `“${text}” can’t be sent (too long, or a link or a word the filter stops).`,
		resend: 'Send again',
		sending: 'Sending…',
		sentWithSafety: 'The GM has your result, with your Lines and Veils.',
		sentWithoutSafety: 'The GM has your result, without your Lines and Veils.',
		refused: 'The GM’s table could not take your result.',
		you: 'You',
		othersDone: (done: number, of: number) =>
			`${done} of ${of} ${pluralEn(of, 'player', 'players')} ${done === 1 ? 'is' : 'are'} done.`,
		left: 'You left this table.',
		screenNote:
			'No names on the big screen: each dot is someone at the table, and the Lines and Veils are one list.',
		screenResults: (n: number) => `${n} ${pluralEn(n, 'result', 'results')} in.`
	},
	ru: {
		entry: 'Комната для телефонов игроков',
		entryHint:
			'Игроки заходят по коду или QR-коду и отвечают на своих телефонах; их результаты заполняют ваш стол.',
		hostTitle: 'Открыть комнату',
		hostBlurb:
			'Игроки заходят по коду или QR-коду и отвечают на своих телефонах. Вам приходит только результат — а черты и вуали, лишь если игрок решит ими поделиться.',
		open: 'Открыть комнату',
		opening: 'Открываем…',
		start: 'Начать опрос',
		needPlayers: 'Дождитесь хотя бы одного игрока.',
		lock: 'Не пускать новых',
		unlock: 'Снова пускать новых',
		packError:
			'Не удалось загрузить нулевую сессию на этом устройстве. Обновите страницу, чтобы попробовать ещё раз.',
		reload: 'Обновить',
		reconnecting: 'Снова открываем вашу комнату…',
		paper: 'Нет сети? Игроки могут прислать ссылки на результаты:',
		paperLink: 'вставьте их в стол',
		statusTitle: 'Кто где',
		status: { answering: 'отвечает', done: 'готово', left: 'нет за столом' },
		progress: (done: number, of: number) =>
			`Готово: ${done} из ${of} ${pluralRu(of, 'игрока', 'игроков', 'игроков')}`,
		waitingMore: 'Картина группы появится, когда придут два результата.',
		savedNote:
			'Хранится на этом устройстве вместе с вашими столами (Нулевая сессия для группы → Ваши столы).',
		waiting:
			'Ведущий скоро начнёт опрос. Вы отвечаете на этом телефоне, и ответы остаются здесь: ведущему уходит только результат.',
		runIntro:
			'Отвечайте на этом телефоне. Ответы остаются здесь; когда закончите, ведущему уйдёт только результат.',
		runStart: 'Пройти опрос',
		otherRun: 'За этим столом проходят опрос «Нулевая сессия»: начните его здесь.',
		sendTitle: 'Отправьте результат ведущему',
		shareSafety: 'Показать ведущему и мои черты и вуали',
		shareSafetyHint:
			'Без галочки не отправляются. Ведущий видит черты и вуали всех одним списком, не зная, чьи они.',
		send: 'Отправить ведущему',
		ownLines: 'Ваши черты своими словами (по одной в строке, до 3)',
		ownVeils: 'Ваши вуали своими словами (по одной в строке, до 3)',
		ownHint: 'Ведущий увидит их вместе с остальными, без вашего имени.',
		accessNote: 'Что ведущему стоит знать, чтобы игра подходила вам (необязательно)',
		accessHint: 'Это видит только ведущий, с вашим именем; в хартии и на большом экране этого нет.',
		toolsVote: 'Инструменты безопасности, которые вы хотите за столом',
		ownRefused: (text: string) =>
			`«${text}» отправить нельзя (слишком длинно, или ссылка, или слово, которое не пропускает фильтр).`,
		resend: 'Отправить ещё раз',
		sending: 'Отправляем…',
		sentWithSafety: 'Ваш результат у ведущего — вместе с чертами и вуалями.',
		sentWithoutSafety: 'Ваш результат у ведущего — без черт и вуалей.',
		refused: 'Стол ведущего не смог принять ваш результат.',
		you: 'Вы',
		othersDone: (done: number, of: number) =>
			`Готово: ${done} из ${of} ${pluralRu(of, 'игрока', 'игроков', 'игроков')}.`,
		left: 'Вы вышли из-за этого стола.',
		screenNote:
			'На большом экране нет имён: каждая точка — кто-то за столом, а черты и вуали — один общий список.',
		screenResults: (n: number) => `Пришло результатов: ${n}.`
	}
});
