/**
 * The theme (Settings → Theme) applied to the page, and mirrored in localStorage: the setting lives in
 * IndexedDB (read asynchronously), so app.html's inline script reads the mirror before the first paint
 * and a dark-theme user never sees the prerendered page light first (docs/architecture.md "How a start page starts"). 'system' is no pin:
 * app.css follows the device's colour scheme.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_MIRROR_KEY = 'parlor.theme';

const writeMirror = (theme: Theme): void => {
	try {
		if (theme === 'system') globalThis.localStorage?.removeItem(THEME_MIRROR_KEY);
		else globalThis.localStorage?.setItem(THEME_MIRROR_KEY, theme);
	} catch {
		/* storage blocked: the page paints in the device's scheme until the setting is read */
	}
};

/** The mirrored theme: what Settings shows before the saved one is read (docs/architecture.md "How a start page starts"); 'system' when none. */
export const mirroredTheme = (): Theme => {
	try {
		const v = globalThis.localStorage?.getItem(THEME_MIRROR_KEY);
		return THEMES.find((t) => t === v) ?? 'system';
	} catch {
		return 'system';
	}
};

/** Pins the theme on <html> (data-theme, read by app.css) and mirrors it for the next visit. */
export const applyTheme = (theme: Theme): void => {
	writeMirror(theme);
	if (typeof document === 'undefined') return;
	if (theme === 'system') delete document.documentElement.dataset.theme;
	else document.documentElement.dataset.theme = theme;
};
