import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeStorage } from '$lib/boot/app-html-script';
import { readSetting, writeSetting } from '$lib/db/repos/settings';
import { locale, LANGUAGE_MIRROR_KEY } from '$lib/i18n/locale.svelte';
import { keepSavedData, loadUiSettings, SAVED_DATA_CHECK_MS } from './saved-data';
import { THEME_MIRROR_KEY } from './theme-mirror';
import { UI_PENDING_KEY } from './ui-pending';

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

const page = (mirror: Record<string, string>) => {
	const dataset: Record<string, string> = {};
	vi.stubGlobal('localStorage', fakeStorage(mirror));
	vi.stubGlobal('document', { documentElement: { dataset, lang: 'en' } });
	vi.stubGlobal('navigator', { language: 'en-GB' });
	return dataset;
};

/** docs/architecture.md "How a start page starts": the app's start reads saved data only when the device has a database. */
describe('loadUiSettings', () => {
	it('nothing saved: the defaults, as a read of no saved row gives (a stale mirror is dropped)', async () => {
		const mirror = { [LANGUAGE_MIRROR_KEY]: 'ru', [THEME_MIRROR_KEY]: 'dark' };
		const dataset = page(mirror);
		await loadUiSettings(async () => false);
		expect(locale.current).toBe('en');
		expect(dataset.theme).toBeUndefined();
		expect(mirror).toEqual({});
	});

	it('a database: the saved language and theme apply and are mirrored for the next first paint', async () => {
		const UiRow = z.object({ language: z.string(), theme: z.string() });
		await writeSetting('ui', UiRow, { language: 'ru', theme: 'dark' });
		expect(await readSetting('ui', UiRow, null)).toEqual({ language: 'ru', theme: 'dark' });
		const mirror: Record<string, string> = {};
		const dataset = page(mirror);
		await loadUiSettings(async () => true);
		expect(locale.current).toBe('ru');
		expect(dataset.theme).toBe('dark');
		expect(mirror).toEqual({ [LANGUAGE_MIRROR_KEY]: 'ru', [THEME_MIRROR_KEY]: 'dark' });
	});

	it('no database yet but a change still pending (a first visit reloaded while writing it): it applies', async () => {
		vi.resetModules(); // a new page: its settings manager has read nothing yet
		const fresh = await import('./saved-data');
		const mirror: Record<string, string> = { [UI_PENDING_KEY]: JSON.stringify({ theme: 'dark' }) };
		const dataset = page(mirror);
		await fresh.loadUiSettings(async () => false);
		expect(dataset.theme).toBe('dark');
		expect(mirror[THEME_MIRROR_KEY]).toBe('dark');
		expect(mirror[UI_PENDING_KEY]).toBeUndefined();
	});
});

describe('keepSavedData', () => {
	it('starts keeping the data once a database exists (looked for again every period)', async () => {
		vi.useFakeTimers();
		let exists = false;
		const started: string[] = [];
		const stop = keepSavedData(
			async () => exists,
			async () => {
				started.push('kept');
				return () => started.push('stopped');
			}
		);
		await vi.advanceTimersByTimeAsync(SAVED_DATA_CHECK_MS);
		expect(started).toEqual([]);
		exists = true; // e.g. a lobby hosted since
		await vi.advanceTimersByTimeAsync(SAVED_DATA_CHECK_MS);
		expect(started).toEqual(['kept']);
		stop();
		expect(started).toEqual(['kept', 'stopped']);
	});

	it('its code not loaded (offline before it was kept): no unhandled error, it tries again next period', async () => {
		vi.useFakeTimers();
		let online = false;
		let starts = 0;
		const stop = keepSavedData(
			async () => true,
			async () => {
				if (!online) throw new TypeError('Failed to fetch dynamically imported module');
				starts++;
				return () => undefined;
			}
		);
		await vi.advanceTimersByTimeAsync(1);
		expect(starts).toBe(0);
		online = true;
		await vi.advanceTimersByTimeAsync(SAVED_DATA_CHECK_MS);
		expect(starts).toBe(1);
		stop();
	});

	it('stopped before a database appears: never starts', async () => {
		vi.useFakeTimers();
		let exists = false;
		let starts = 0;
		const stop = keepSavedData(
			async () => exists,
			async () => {
				starts++;
				return () => undefined;
			}
		);
		await vi.advanceTimersByTimeAsync(1);
		stop();
		exists = true;
		await vi.advanceTimersByTimeAsync(3 * SAVED_DATA_CHECK_MS);
		expect(starts).toBe(0);
	});
});
