import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.resetModules();
});

const freshLocale = async () => (await import('./locale.svelte')).locale;

describe('locale', () => {
	it('starts in the browser language before the saved setting is read (no English flash)', async () => {
		vi.stubGlobal('navigator', { language: 'ru-RU' });
		const locale = await freshLocale();
		expect(locale.current).toBe('ru');
		locale.init('en'); // the saved choice wins once read
		expect(locale.current).toBe('en');
	});

	it('falls back to English for other browser languages, and to the browser language with nothing saved', async () => {
		vi.stubGlobal('navigator', { language: 'de-DE' });
		const locale = await freshLocale();
		expect(locale.current).toBe('en');
		vi.stubGlobal('navigator', { language: 'ru' });
		locale.init(undefined);
		expect(locale.current).toBe('ru');
	});
});
