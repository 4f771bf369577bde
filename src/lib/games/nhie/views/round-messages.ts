import { defineMessages } from '$lib/i18n/messages';

/**
 * The open round: the host's controls during play, who the round waits for,
 * a paused clock, latecomers. Names go after a colon in Russian, so no case or gender is guessed.
 */
export const roundMessages = defineMessages({
	en: {
		controls: 'Host controls',
		pause: 'Pause',
		resume: 'Resume',
		moreTime: '+15 s',
		moreTimeLabel: 'Give everyone 15 more seconds',
		skip: 'Skip question',
		nextNow: 'Next question now',
		paused: (s: number) => `Paused by the host · ${s} s left`,
		waitingFor: 'Waiting for:',
		dontWait: (name: string) => `Don’t wait for ${name}`,
		notWaiting: 'Not waiting for:',
		late: 'You join at the next question.',
		changeHint: 'You can change your answer until the round closes.'
	},
	ru: {
		controls: 'Управление ведущего',
		pause: 'Пауза',
		resume: 'Продолжить',
		moreTime: '+15 с',
		moreTimeLabel: 'Дать всем ещё 15 секунд',
		skip: 'Пропустить вопрос',
		nextNow: 'Следующий вопрос',
		paused: (s: number) => `Ведущий поставил паузу · осталось ${s} с`,
		waitingFor: 'Ждём:',
		dontWait: (name: string) => `Не ждать: ${name}`,
		notWaiting: 'Не ждём:',
		late: 'Вы вступите в игру со следующего вопроса.',
		changeHint: 'Ответ можно поменять, пока раунд не закрыт.'
	}
});
