import { describe, expect, it } from 'vitest';
import { runAppHtmlScript } from './app-html-script';
import { replayEarlyFields, replayEarlySubmit, type EarlyField } from './early-fields';

/** A form field as app.html and the replay see it: a value, a checked state, the events it got. */
class FakeField extends EventTarget {
	value: string;
	checked: boolean | undefined;
	isConnected = true;
	seen: string[] = [];
	constructor(
		readonly tagName: string,
		value: string,
		checked?: boolean
	) {
		super();
		this.value = value;
		this.checked = checked;
		for (const type of ['input', 'change']) this.addEventListener(type, () => this.seen.push(type));
	}
}

/** An event that reached the window's capture listener from a field (its target). */
class FieldEvent extends Event {
	constructor(
		type: string,
		private readonly field: FakeField
	) {
		super(type);
	}
	override get target() {
		return this.field as unknown as EventTarget;
	}
}

/**
 * docs/architecture.md "How a start page starts": a prerendered start page's form is usable before the app starts; what a user types or
 * picks then (the host's name, a number of rounds) must survive the app's start.
 */
describe('fields changed before the app started', () => {
	it("app.html keeps each field's last value while the app starts, and nothing after", () => {
		const run = runAppHtmlScript('en-US');
		const rounds = new FakeField('SELECT', '1');
		const name = new FakeField('INPUT', 'An');
		run.window.dispatchEvent(new FieldEvent('change', rounds));
		run.window.dispatchEvent(new FieldEvent('input', name));
		name.value = 'Ann';
		run.window.dispatchEvent(new FieldEvent('input', name));
		run.window.dispatchEvent(new FieldEvent('click', new FakeField('BUTTON', '')));
		const kept = (run.window as unknown as { __parlorEarly: { fields: EarlyField[] } }).__parlorEarly.fields;
		expect(kept.map((f) => [f.el, f.value])).toEqual([
			[rounds, '1'],
			[name, 'Ann']
		]);
		run.classes.delete('app-booting'); // the app has started: its own bindings take the events
		run.window.dispatchEvent(new FieldEvent('input', new FakeField('TEXTAREA', 'late')));
		expect(kept).toHaveLength(2);
	});

	it('writes the kept values back and announces them, as if just typed; a field gone is skipped', () => {
		// hydration put the select back to the value it was rendered with
		const rounds = new FakeField('SELECT', '5');
		const adult = new FakeField('INPUT', 'on', false);
		const gone = new FakeField('INPUT', '');
		gone.isConnected = false;
		const fields: EarlyField[] = [
			{ el: rounds, value: '1', checked: false },
			{ el: adult, value: 'on', checked: true },
			{ el: gone, value: 'x', checked: false }
		];
		expect(replayEarlyFields(fields)).toBe(2);
		expect([rounds.value, rounds.seen]).toEqual(['1', ['input', 'change']]);
		expect([adult.checked, adult.seen]).toEqual([true, ['input', 'change']]);
		expect([gone.value, gone.seen]).toEqual(['', []]);
		expect(fields).toEqual([]); // replayed once: a remount does not write them again
		expect(replayEarlyFields(undefined)).toBe(0);
	});
});

describe('a form sent before the app started', () => {
	it('app.html holds it back; once started it is sent once, unless its page is gone', () => {
		const run = runAppHtmlScript('en-US');
		let sent = 0;
		const form = { isConnected: true, requestSubmit: () => void sent++ };
		const e = new Event('submit', { cancelable: true });
		Object.defineProperty(e, 'target', { value: form });
		run.window.dispatchEvent(e);
		expect(e.defaultPrevented).toBe(true); // no reload to a server that is not there
		const holder = (run.window as unknown as { __parlorEarly: { submit: typeof form | null } }).__parlorEarly;
		expect(holder.submit).toBe(form);
		expect(replayEarlySubmit(holder)).toBe(true);
		expect(replayEarlySubmit(holder)).toBe(false);
		expect(sent).toBe(1);
		holder.submit = { ...form, isConnected: false };
		expect(replayEarlySubmit(holder)).toBe(false);
		expect(sent).toBe(1);
	});
});
