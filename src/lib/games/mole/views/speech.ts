/**
 * The narrator's lines read aloud (docs/mole.md "One room"): the browser's speech synthesis in the
 * game's language, only when the player turned it on (muted by default). A browser without speech
 * synthesis reads nothing and says so (`canSpeak`).
 */
export const canSpeak = (): boolean => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** Queues one line in the game's language ('sv', 'en', 'ru'). */
export const speak = (text: string, lang: string): void => {
	if (!canSpeak()) return;
	const u = new SpeechSynthesisUtterance(text.replace(/@/g, ''));
	u.lang = lang;
	window.speechSynthesis.speak(u);
};

/** Stops whatever is being read (muting, or leaving the screen). */
export const hush = (): void => {
	if (canSpeak()) window.speechSynthesis.cancel();
};
