import type { NhieView } from '$lib/games/nhie/engine';
import type { nhieMessages } from './messages';

/**
 * What the one live region of a game screen says (LiveAnnouncer): the new question with its round,
 * the round's result, the end. Cards inserted with their text are not reliably read by screen
 * readers, so they do not announce themselves.
 */
export type AnnounceInput = {
	phase: string;
	round: number;
	maxRounds: number;
	text: string | null;
	result: { have: number | null; answered: number } | null;
};

export const announcement = (m: ReturnType<typeof nhieMessages>, a: AnnounceInput): string | null => {
	if (a.phase === 'question' && a.text) return `${m.round(a.round, a.maxRounds)}. ${a.text}`;
	if (a.phase === 'result' && a.result) return m.result(a.result.have, a.result.answered);
	if (a.phase === 'exhausted') return m.exhausted;
	if (a.phase === 'finished') return m.finished;
	return null;
};

/** What a lobby's view says: the guest's phone and the big screen announce the same. */
export const viewAnnouncement = (
	m: ReturnType<typeof nhieMessages>,
	view: Pick<NhieView, 'phase' | 'round' | 'maxRounds' | 'question' | 'result'> | null
): string | null =>
	view &&
	announcement(m, {
		phase: view.phase,
		round: view.round,
		maxRounds: view.maxRounds,
		text: view.question?.text ?? null,
		result: view.result
	});
