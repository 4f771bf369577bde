import { defineMessages } from '$lib/i18n/messages';

/**
 * "Too far" (nhie.md "Too far"): the quiet tap on every phone and its anonymous echo on the
 * screen. Never a name, never a count: the room eased off, that is all anyone is told.
 */
export const tooFarMessages = defineMessages({
	en: {
		button: 'Too far',
		label: 'Tell the room, anonymously, that this question went too far',
		sent: 'Sent anonymously. The next question will be gentler.',
		// one phone passed round: nothing is sent and the room saw the tap
		noted: 'Noted. The next question will be gentler.',
		eased: 'The room asked to ease off'
	},
	ru: {
		button: 'Это слишком',
		label: 'Анонимно сказать, что этот вопрос — это слишком',
		sent: 'Отправлено анонимно. Следующий вопрос будет мягче.',
		noted: 'Принято. Следующий вопрос будет мягче.',
		eased: 'Компания попросила сбавить обороты'
	}
});
