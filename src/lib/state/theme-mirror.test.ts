import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage, runAppHtmlScript } from '$lib/boot/app-html-script';
import { UiSettingsManager } from './ui-settings.svelte';
import { memoryApp } from '$lib/app/testing/memory-app';
import { applyTheme, mirroredTheme, THEME_MIRROR_KEY, THEMES } from './theme-mirror';

afterEach(() => {
	vi.unstubAllGlobals();
});

/** issue 18: the theme pinned in Settings is on the page from the first paint, before the app starts. */
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
