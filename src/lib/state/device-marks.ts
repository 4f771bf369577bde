import { locale } from '$lib/i18n/locale.svelte';
import { applyTheme } from './theme-mirror';

/** Every key this app keeps beside its database in the browser's storage starts with this. */
export const MARK_PREFIX = 'parlor.';

/**
 * "Delete all my data" also forgets what the app keeps beside its database: the theme and language
 * mirrors, a pass-and-play game's marks, a host's "last ran" marks, a setting waiting to be saved
 * (`parlor.*` in localStorage and sessionStorage). The page then shows the defaults at once — the
 * device's theme and language — instead of a dark page that turns light at the next load.
 */
export const forgetDeviceMarks = (
	stores: () => (Storage | undefined)[] = () => [globalThis.localStorage, globalThis.sessionStorage]
): void => {
	for (const store of safely(stores) ?? []) {
		const keys = safely(() => Array.from({ length: store?.length ?? 0 }, (_, i) => store!.key(i))) ?? [];
		for (const key of keys) if (key?.startsWith(MARK_PREFIX)) safely(() => store!.removeItem(key));
	}
	applyTheme('system');
	locale.init(undefined);
};

/** Storage that throws (site data blocked) is skipped, never fatal. */
const safely = <T>(f: () => T): T | undefined => {
	try {
		return f();
	} catch {
		return undefined;
	}
};
