/**
 * The questionnaires the quiz page offers and a shared one opened by its link, as the pages reach
 * them (the UI goes to storage through the state layer; built in app/questionnaire-packs.ts).
 */
export {
	listQuizPackOptions,
	loadSharedQuestionnaire,
	type QuizPackOption
} from '$lib/app/questionnaire-packs';
