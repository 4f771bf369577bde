import type { RejectionText } from '../registry';
import { defineMessages } from '$lib/i18n/messages';

/** Why the host refused a "Never have I ever" move (the escalation engine's reasons), in words. */
const reasons = defineMessages({
	en: {
		already_answered: 'You already answered this question.',
		stale_round: 'Too late: that question is over.',
		wrong_phase: 'Too late: the round has moved on.',
		finished: 'The game is over.',
		host_only: 'Only the host can do that.',
		not_a_player: 'You are not in this game.'
	},
	ru: {
		already_answered: 'Вы уже ответили на этот вопрос.',
		stale_round: 'Поздно: этот вопрос уже закрыт.',
		wrong_phase: 'Поздно: раунд уже сменился.',
		finished: 'Игра окончена.',
		host_only: 'Это может только ведущий.',
		not_a_player: 'Вы не участвуете в этой игре.'
	}
});

export const rejectionText: RejectionText = (reason) => (reasons() as Record<string, string>)[reason] ?? null;
