/**
 * UI language (session scope). English and Russian UI; packs choose their own language.
 * Each area keeps its own catalogue next to it via `defineMessages`, so modes never edit one shared file.
 */
export const UI_LANGUAGES = ['en', 'ru'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

const fromBrowser = (): UiLanguage =>
	typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('ru') ? 'ru' : 'en';

class LocaleManager {
	// The browser's language until the saved setting is read: a Russian phone never flashes English.
	#current = $state<UiLanguage>(fromBrowser());

	get current(): UiLanguage {
		return this.#current;
	}

	set current(value: UiLanguage) {
		this.#current = value;
		if (typeof document !== 'undefined') document.documentElement.lang = value;
	}

	/** Called once at app start with the saved setting (or none: the browser's language). */
	init(saved: UiLanguage | undefined): void {
		this.current = saved ?? fromBrowser();
	}
}

export const locale = new LocaleManager();
