import { defineMessages } from '$lib/i18n/messages';
import type { RejectionText } from '$lib/modes/registry';

/**
 * Why the GM's table refused a move, in the player's language. A refused result is not among these:
 * its reason stays beside the player in the view and reads as `refusalSentence` (questionnaire-group).
 */
const reasons = defineMessages({
	en: {
		not_a_player: 'This table has no seat for you any more. Join it again to send your result.',
		gm_only: 'Only the GM can change that.'
	},
	ru: {
		not_a_player: 'За этим столом вашего места больше нет. Зайдите снова, чтобы отправить результат.',
		gm_only: 'Это может изменить только ведущий.'
	}
});

export const rejectionText: RejectionText = (reason) => (reasons() as Record<string, string>)[reason] ?? null;
