import type { SessionZeroRunManager } from '$lib/games/session-zero/state/run.svelte';

/** Answers the current screen: its first option, a slider's default, a checklist as it starts. */
export const answerAny = (run: SessionZeroRunManager) => {
	const q = run.question!;
	if (q.type === 'slider') return run.answer(q.slider!.default);
	if (q.topics) return run.answerChecklist(run.checklistStart);
	return run.answer(q.options[0]!.id);
};
