import { MARK_PREFIX } from './device-marks';

/** The longest draft kept (a chat line is capped far below this). */
const MAX_DRAFT = 5000;

/**
 * A half-typed line kept for this tab (sessionStorage `parlor.draft.<key>`): a reload, or a phone
 * that slept and reloaded the page, gives it back; an empty box forgets it (after a send). It stays
 * in the tab, is gone when the tab closes, and "Delete all my data" forgets it with the other marks.
 * Storage that throws (site data blocked) keeps nothing, never fails the chat.
 */
export const draftKeeper = (
	key: string,
	store: () => Storage | undefined = () => globalThis.sessionStorage
) => {
	const name = `${MARK_PREFIX}draft.${key}`;
	return {
		read: (): string => safely(() => store()?.getItem(name)) ?? '',
		keep: (text: string): void =>
			void safely(() =>
				text.trim() ? store()?.setItem(name, text.slice(0, MAX_DRAFT)) : store()?.removeItem(name)
			)
	};
};

const safely = <T>(f: () => T): T | undefined => {
	try {
		return f();
	} catch {
		return undefined;
	}
};
