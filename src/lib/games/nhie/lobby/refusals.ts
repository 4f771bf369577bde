import type { RejectionText } from '$lib/modes/registry';
import { defineMessages } from '$lib/i18n/messages';

/** Why the host refused a "Never have I ever" move (the escalation engine's reasons), in words. */
const reasons = defineMessages({
	en: {
		already_answered: 'You already answered this question.',
		stale_round: 'Too late: that question is over.',
		wrong_phase: 'Too late: the round has moved on.',
		finished: 'The game is over.',
		host_only: 'Only the host can do that.',
		not_a_player: 'You are not in this game.',
		next_round: 'You join at the next question.',
		not_timed: 'This game has no clock.',
		already_paused: 'The game is already paused.',
		not_paused: 'The game is not paused.',
		unknown_player: 'That player is not in this game.',
		own_empty: 'Write a question first.',
		own_too_long: 'That question is too long (140 characters at most).',
		own_adult: 'This room has no adult (18+) questions.',
		own_filtered: 'That question cannot be used in this game.',
		own_repeat: 'That question is already in.',
		own_full: 'The room has all the questions it can take.',
		own_off: 'The host takes players’ questions only before the start in this game.',
		own_unknown: 'That question is not in this game.'
	},
	ru: {
		already_answered: 'Вы уже ответили на этот вопрос.',
		stale_round: 'Поздно: этот вопрос уже закрыт.',
		wrong_phase: 'Поздно: раунд уже сменился.',
		finished: 'Игра окончена.',
		host_only: 'Это может только ведущий.',
		not_a_player: 'Вы не участвуете в этой игре.',
		next_round: 'Вы вступите в игру со следующего вопроса.',
		not_timed: 'В этой игре нет таймера.',
		already_paused: 'Игра уже на паузе.',
		not_paused: 'Игра не на паузе.',
		unknown_player: 'Этого игрока нет в игре.',
		own_empty: 'Сначала напишите вопрос.',
		own_too_long: 'Вопрос слишком длинный (не больше 140 знаков).',
		own_adult: 'В этой комнате нет вопросов 18+.',
		own_filtered: 'Такой вопрос в этой игре нельзя.',
		own_repeat: 'Такой вопрос уже есть.',
		own_full: 'Больше вопросов комната не примет.',
		own_off: 'В этой игре ведущий принимает вопросы игроков только до начала.',
		own_unknown: 'Такого вопроса нет в игре.'
	}
});

export const rejectionText: RejectionText = (reason) => (reasons() as Record<string, string>)[reason] ?? null;
