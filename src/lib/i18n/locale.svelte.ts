/**
 * UI language (session scope). English and Russian UI; packs choose their own language.
 * Each area keeps its own catalogue next to it via `defineMessages`, so modes never edit one shared file.
 */
export const UI_LANGUAGES = ['en', 'ru'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * The saved choice mirrored in localStorage (the setting itself lives in IndexedDB, read
 * asynchronously): app.html's inline script reads it before the first paint, so a prerendered start
 * page (English) keeps its text hidden until the app has rendered the right language (docs/architecture.md "How a start page starts").
 */
export const LANGUAGE_MIRROR_KEY = 'parlor.uiLanguage';
/** The language start pages are prerendered in (the server has no browser language, no setting). */
export const PRERENDER_LANGUAGE: UiLanguage = 'en';

const readMirror = (): UiLanguage | undefined => {
	try {
		const v = globalThis.localStorage?.getItem(LANGUAGE_MIRROR_KEY);
		return UI_LANGUAGES.find((l) => l === v);
	} catch {
		return undefined; // storage blocked
	}
};

const writeMirror = (saved: UiLanguage | undefined): void => {
	try {
		if (saved) globalThis.localStorage?.setItem(LANGUAGE_MIRROR_KEY, saved);
		else globalThis.localStorage?.removeItem(LANGUAGE_MIRROR_KEY);
	} catch {
		/* storage blocked: the inline script falls back to the browser language */
	}
};

const fromBrowser = (): UiLanguage =>
	typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('ru') ? 'ru' : 'en';

/** Before the setting is read: the mirrored choice, else the browser's language; prerendering: English. */
const firstGuess = (): UiLanguage =>
	typeof window === 'undefined' ? PRERENDER_LANGUAGE : (readMirror() ?? fromBrowser());

class LocaleManager {
	// The browser's language until the saved setting is read: a Russian phone never flashes English.
	#current = $state<UiLanguage>(firstGuess());

	get current(): UiLanguage {
		return this.#current;
	}

	set current(value: UiLanguage) {
		this.#current = value;
		if (typeof document !== 'undefined') document.documentElement.lang = value;
	}

	/** Called once at app start with the saved setting (or none: the browser's language). */
	init(saved: UiLanguage | undefined): void {
		writeMirror(saved);
		this.current = saved ?? fromBrowser();
	}
}

export const locale = new LocaleManager();
