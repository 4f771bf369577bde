// Session zero's catalogue lives beside its components (shared by the run and share routes).
export { quizMessages } from '$lib/games/session-zero/views/messages';
