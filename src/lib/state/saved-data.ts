import { appDatabaseExists } from '$lib/app/saved-data';
import { locale } from '$lib/i18n/locale.svelte';
import { applyTheme } from './theme-mirror';
import { hasPending } from './ui-pending';

/**
 * What the app's start does with the data saved on this device (docs/architecture.md "How a start page starts"). On a device with no
 * database yet (a first visit) nothing is saved: the UI settings are the defaults and there is
 * nothing to keep or clean up, so a start page loads neither Dexie nor zod for them.
 */
export type Exists = () => Promise<boolean>;

/** Whether anything can be saved on this device yet (components ask before loading a store). */
export const hasSavedData: Exists = () => appDatabaseExists();

/**
 * The saved UI language and theme (ui-settings.svelte.ts), or the defaults when nothing is saved and
 * no change is waiting to be (a first visit's choice, then a reload before its write: ui-pending.ts).
 */
export const loadUiSettings = async (exists: Exists = hasSavedData): Promise<void> => {
	if (hasPending() || (await exists())) return (await import('./ui-settings.svelte')).uiSettings.init();
	// what uiSettings.init() does with no saved row: no pinned language or theme
	locale.init(undefined);
	applyTheme('system');
};

/** How often a device with no database yet looks again (retention's own period, db/retention.ts). */
export const SAVED_DATA_CHECK_MS = 10 * 60 * 1000;

/**
 * Persistence and retention (your-data.svelte.ts, `keepStorage`) once there is a database: now, or
 * at the first check that finds one (a lobby hosted since). `start` is `keepStorage` by default.
 * Returns a stop.
 */
export const keepSavedData = (
	exists: Exists = hasSavedData,
	start: () => Promise<() => void> = async () => (await import('./your-data.svelte')).keepStorage()
): (() => void) => {
	let stopped = false;
	let stop: (() => void) | undefined;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const lookLater = () => {
		if (!stopped) timer = setTimeout(() => void look(), SAVED_DATA_CHECK_MS);
	};
	const look = async () => {
		if (stopped) return;
		if (!(await exists())) return lookLater();
		let s: () => void;
		try {
			s = await start();
		} catch {
			// its code did not load (the network went before the service worker kept it): look again later
			return lookLater();
		}
		if (stopped) s();
		else stop = s;
	};
	void look();
	return () => {
		stopped = true;
		clearTimeout(timer);
		stop?.();
	};
};
