import { EARLY_EVENTS_KEY } from '$lib/state/app-status.svelte';

/**
 * docs/architecture.md "How a start page starts": a prerendered start page shows its form before the app has started, and a quick user
 * (or a test) types a name or picks a number of rounds in that time. app.html's inline script keeps
 * the last value of each such field; once the app has mounted (bindings attached, and a hydrated
 * <select> put back to the value it was rendered with) they are written back and announced with
 * `input` and `change`, as if typed now, so the app's state takes them over.
 */
export type EarlyField = {
	el: { value: string; checked?: boolean; isConnected: boolean; dispatchEvent: (e: Event) => boolean };
	value: string;
	checked: boolean;
};

export const replayEarlyFields = (fields: EarlyField[] | undefined): number => {
	if (!fields) return 0;
	let replayed = 0;
	for (const { el, value, checked } of fields.splice(0)) {
		if (!el.isConnected) continue; // the page it belonged to is gone
		el.value = value;
		if (typeof el.checked === 'boolean') el.checked = checked;
		el.dispatchEvent(new Event('input', { bubbles: true }));
		el.dispatchEvent(new Event('change', { bubbles: true }));
		replayed++;
	}
	return replayed;
};

type Early = { fields?: EarlyField[]; submit?: EarlySubmit | null };
export type EarlySubmit = { isConnected: boolean; requestSubmit: () => void };

const early = (): Early | undefined =>
	(window as unknown as Record<string, Early | undefined>)[EARLY_EVENTS_KEY];

/** The fields app.html kept on this page (none when the page did not come from app.html). */
export const earlyFields = (): EarlyField[] | undefined => early()?.fields;

/**
 * A form sent (Enter in a field) before the app had started: app.html held it back; it is sent now,
 * after its fields were taken over, so the Enter is not lost. Once only.
 */
export const replayEarlySubmit = (holder: { submit?: EarlySubmit | null } | undefined = early()): boolean => {
	const form = holder?.submit;
	if (!holder || !form) return false;
	holder.submit = null;
	if (!form.isConnected) return false;
	form.requestSubmit();
	return true;
};
