import { defineMessages } from '$lib/i18n/messages';
import type { RejectionText } from '$lib/modes/registry';

/** Why the host refused a mole move, in the player's language (the deduction engine's reasons). */
const reasons = defineMessages({
	en: {
		crew_cannot_sabotage: 'Only moles can sabotage.',
		not_on_team: 'You are not on this mission.',
		already_chosen: 'You already chose.',
		already_voted: 'You already voted.',
		self_vote: 'You cannot vote for yourself.',
		wrong_phase: 'Too late: the phase has changed.',
		not_leader: 'Only the leader proposes the team.',
		bad_team: 'Pick exactly the number of players asked for (players who are here).',
		unknown_player: 'That player is no longer in the game.',
		host_only: 'Only the host can do that.',
		already_paused: 'The discussion is already paused.',
		not_paused: 'The discussion is not paused.',
		too_long: 'The discussion cannot get any longer.'
	},
	ru: {
		crew_cannot_sabotage: 'Срывать задания могут только кроты.',
		not_on_team: 'Вы не на этом задании.',
		already_chosen: 'Вы уже выбрали.',
		already_voted: 'Вы уже проголосовали.',
		self_vote: 'Нельзя голосовать за себя.',
		wrong_phase: 'Поздно: фаза уже сменилась.',
		not_leader: 'Отряд предлагает только лидер.',
		bad_team: 'Выберите ровно столько игроков, сколько нужно (и только тех, кто на месте).',
		unknown_player: 'Этого игрока уже нет в игре.',
		host_only: 'Это может только ведущий.',
		already_paused: 'Обсуждение уже на паузе.',
		not_paused: 'Обсуждение не на паузе.',
		too_long: 'Дольше обсуждение быть не может.'
	}
});

export const rejectionText: RejectionText = (reason) => (reasons() as Record<string, string>)[reason] ?? null;
