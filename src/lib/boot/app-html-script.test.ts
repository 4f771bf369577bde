import { describe, expect, it } from 'vitest';
import { runAppHtmlScript } from './app-html-script';

/**
 * docs/architecture.md "How a start page starts": a prerendered start page shows its forms before the app has started. Until then Enter in
 * a field must not send the form (there is no server: the page would reload, the typed name lost).
 */
describe("app.html's guard while the app starts", () => {
	const submit = (w: EventTarget) => {
		const e = new Event('submit', { cancelable: true });
		w.dispatchEvent(e);
		return e.defaultPrevented;
	};

	it('marks the page as starting and holds back form submits until the app has started', () => {
		const run = runAppHtmlScript('en-US');
		expect(run.classes.has('app-booting')).toBe(true);
		expect(submit(run.window)).toBe(true);
		run.classes.delete('app-booting'); // what the layout does once mounted
		expect(submit(run.window)).toBe(false);
	});
});
