import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage, runAppHtmlScript } from '$lib/boot/app-html-script';
import { UiSettingsManager } from './ui-settings.svelte';
import { memoryApp } from '$lib/app/testing/memory-app';
import { applyTheme, mirroredTheme, THEME_MIRROR_KEY, THEMES } from './theme-mirror';
import { UI_PENDING_KEY } from './ui-pending';

afterEach(() => {
	vi.unstubAllGlobals();
});

/** docs/architecture.md "How a start page starts": the theme pinned in Settings is on the page from the first paint, before the app starts. */
describe('theme mirror', () => {
	it.each(THEMES)('applying %s: the next visit pins what the app pins', (theme) => {
		const saved: Record<string, string> = { [THEME_MIRROR_KEY]: 'dark' }; // an earlier choice
		const dataset: Record<string, string> = { theme: 'dark' };
		vi.stubGlobal('localStorage', fakeStorage(saved));
		vi.stubGlobal('document', { documentElement: { dataset } });
		applyTheme(theme);
		expect(runAppHtmlScript('en-US', saved).theme).toBe(dataset.theme);
		expect(dataset.theme).toBe(theme === 'system' ? undefined : theme);
	});

	it('the pre-paint script ignores a mirror it does not know, and pins nothing without one', () => {
		expect(runAppHtmlScript('en-US', { [THEME_MIRROR_KEY]: 'sepia' }).theme).toBeUndefined();
		expect(runAppHtmlScript('en-US', {}).theme).toBeUndefined();
	});

	it('blocked storage: applying still pins the theme on the page', () => {
		const dataset: Record<string, string> = {};
		vi.stubGlobal('localStorage', {
			setItem: () => {
				throw new Error('SecurityError');
			},
			removeItem: () => {
				throw new Error('SecurityError');
			}
		});
		vi.stubGlobal('document', { documentElement: { dataset } });
		applyTheme('dark');
		expect(dataset.theme).toBe('dark');
	});

	it.each(THEMES)('Settings shows %s, the theme on the page, before the saved one is read', (theme) => {
		const saved: Record<string, string> = {};
		vi.stubGlobal('localStorage', fakeStorage(saved));
		vi.stubGlobal('document', { documentElement: { dataset: {} } });
		applyTheme(theme);
		expect(mirroredTheme()).toBe(theme);
		expect(new UiSettingsManager(memoryApp()).value.theme).toBe(theme);
	});

	it('a mirror it does not know, or blocked storage: Settings shows the system theme', () => {
		vi.stubGlobal('localStorage', fakeStorage({ [THEME_MIRROR_KEY]: 'sepia' }));
		expect(mirroredTheme()).toBe('system');
		vi.stubGlobal('localStorage', {
			getItem: () => {
				throw new Error('SecurityError');
			}
		});
		expect(mirroredTheme()).toBe('system');
	});
});

/** A choice made just before a reload (or a phone's sleep) is not lost while its write runs. */
describe('a UI change not yet written', () => {
	it('is applied and written by the next start: the reload keeps the theme and language chosen', async () => {
		const saved: Record<string, string> = {};
		const dataset: Record<string, string> = {};
		vi.stubGlobal('localStorage', fakeStorage(saved));
		vi.stubGlobal('document', { documentElement: { dataset } });
		const app = memoryApp();
		// the first page's database write never ends: the page is reloaded while it runs
		const stalled = { settings: { ...app.settings, write: () => new Promise<void>(() => undefined) } };
		void new UiSettingsManager(stalled).update({ theme: 'light', language: 'ru' });
		await Promise.resolve();
		expect(app.settings.values.get('ui')).toBeUndefined();
		delete dataset.theme;

		const reloaded = new UiSettingsManager(app);
		await reloaded.init();
		expect(reloaded.value).toMatchObject({ theme: 'light', language: 'ru' });
		expect(dataset.theme).toBe('light');
		expect(app.settings.values.get('ui')).toMatchObject({ theme: 'light', language: 'ru' });
		expect(saved[UI_PENDING_KEY]).toBeUndefined(); // written: nothing left pending
	});

	it('a pending value it does not know is ignored, and a written change leaves nothing pending', async () => {
		const saved: Record<string, string> = { [UI_PENDING_KEY]: '{"theme":"sepia"}' };
		vi.stubGlobal('localStorage', fakeStorage(saved));
		vi.stubGlobal('document', { documentElement: { dataset: {} } });
		const app = memoryApp();
		const m = new UiSettingsManager(app);
		await m.init();
		expect(m.value.theme).toBe('system');
		await m.update({ theme: 'dark' });
		expect(app.settings.values.get('ui')).toMatchObject({ theme: 'dark' });
		expect(saved[UI_PENDING_KEY]).toBeUndefined();
	});
});
