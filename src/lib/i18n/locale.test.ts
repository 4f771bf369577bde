import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage, runAppHtmlScript } from '$lib/boot/app-html-script';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.resetModules();
});

const freshLocale = async () => (await import('./locale.svelte')).locale;

describe('locale', () => {
	it('starts in the browser language before the saved setting is read (no English flash)', async () => {
		vi.stubGlobal('window', {});
		vi.stubGlobal('navigator', { language: 'ru-RU' });
		const locale = await freshLocale();
		expect(locale.current).toBe('ru');
		locale.init('en'); // the saved choice wins once read
		expect(locale.current).toBe('en');
	});

	it('falls back to English for other browser languages, and to the browser language with nothing saved', async () => {
		vi.stubGlobal('window', {});
		vi.stubGlobal('navigator', { language: 'de-DE' });
		const locale = await freshLocale();
		expect(locale.current).toBe('en');
		vi.stubGlobal('navigator', { language: 'ru' });
		locale.init(undefined);
		expect(locale.current).toBe('ru');
	});
});

/** docs/architecture.md "How a start page starts": app.html's inline script decides before the first paint what the app will render. */
describe('the prerendered pages language guard (app.html)', () => {
	const runGuard = (language: string, saved: Record<string, string>) => {
		const run = runAppHtmlScript(language, saved);
		return { lang: run.lang, pending: run.classes.has('lang-pending') };
	};

	it.each([
		['ru-RU', {}],
		['en-US', {}],
		['de-DE', {}],
		['en-US', { 'parlor.uiLanguage': 'ru' }],
		['ru-RU', { 'parlor.uiLanguage': 'en' }],
		['ru-RU', { 'parlor.uiLanguage': 'garbage' }]
	])('browser %s, stored %o: the guard and the app pick the same language', async (language, saved) => {
		vi.stubGlobal('window', {});
		vi.stubGlobal('navigator', { language });
		vi.stubGlobal('localStorage', fakeStorage({ ...saved }));
		const { locale, PRERENDER_LANGUAGE } = await import('./locale.svelte');
		const guard = runGuard(language, { ...saved });
		expect(guard.lang).toBe(locale.current);
		// Text is hidden exactly when the prerendered language is the wrong one.
		expect(guard.pending).toBe(locale.current !== PRERENDER_LANGUAGE);
	});

	it('the saved setting is mirrored for the next visit, and cleared with it', async () => {
		const saved: Record<string, string> = {};
		vi.stubGlobal('window', {});
		vi.stubGlobal('navigator', { language: 'en-US' });
		vi.stubGlobal('localStorage', fakeStorage(saved));
		const { locale, LANGUAGE_MIRROR_KEY } = await import('./locale.svelte');
		locale.init('ru');
		expect(saved[LANGUAGE_MIRROR_KEY]).toBe('ru');
		expect(runGuard('en-US', saved).lang).toBe('ru');
		locale.init(undefined);
		expect(saved[LANGUAGE_MIRROR_KEY]).toBeUndefined();
		expect(runGuard('en-US', saved).pending).toBe(false);
	});

	it('prerendering (no window) renders the language the guard assumes', async () => {
		vi.stubGlobal('navigator', { language: 'ru-RU' });
		const { locale, PRERENDER_LANGUAGE } = await import('./locale.svelte');
		expect(locale.current).toBe(PRERENDER_LANGUAGE);
	});
});
