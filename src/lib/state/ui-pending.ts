/**
 * A UI-settings change not yet in IndexedDB, kept in localStorage at once (synchronously) when it is
 * made: the write to the database is asynchronous — on a first visit it even loads Dexie first — and a
 * reload (or a phone that sleeps) in that moment would otherwise lose the choice and pin the old theme
 * and language again. The next start applies it and writes it (ui-settings.svelte.ts).
 * No zod here: a start page asks for it before it loads anything (docs/architecture.md "How a start page starts"); the settings manager
 * checks what it reads.
 */
export const UI_PENDING_KEY = 'parlor.ui.pending';

/** The pending change as stored (unchecked), or null when there is none or storage is blocked. */
export const readPending = (): unknown => {
	try {
		const raw = globalThis.localStorage?.getItem(UI_PENDING_KEY);
		return raw ? (JSON.parse(raw) as unknown) : null;
	} catch {
		return null;
	}
};

export const hasPending = (): boolean => readPending() !== null;

/** Adds `patch` to the pending change. */
export const markPending = (patch: Record<string, unknown>): void => {
	try {
		const before = readPending();
		const merged = { ...(before && typeof before === 'object' ? before : {}), ...patch };
		globalThis.localStorage?.setItem(UI_PENDING_KEY, JSON.stringify(merged));
	} catch {
		/* storage blocked: the change is saved by the database write alone */
	}
};

export const clearPending = (): void => {
	try {
		globalThis.localStorage?.removeItem(UI_PENDING_KEY);
	} catch {
		/* storage blocked */
	}
};
