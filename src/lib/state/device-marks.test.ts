import { describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { forgetDeviceMarks } from './device-marks';
import { THEME_MIRROR_KEY } from './theme-mirror';

/** A Map-backed Storage, as a browser's localStorage / sessionStorage behaves. */
const storage = (entries: Record<string, string>): Storage => {
	const values = new Map(Object.entries(entries));
	return {
		get length() {
			return values.size;
		},
		key: (i) => [...values.keys()][i] ?? null,
		getItem: (k) => values.get(k) ?? null,
		setItem: (k, v) => void values.set(k, v),
		removeItem: (k) => void values.delete(k),
		clear: () => values.clear()
	};
};
const keys = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i));

describe('Delete all my data also forgets the marks beside the database', () => {
	it("removes every parlor.* key of both storages, and nothing of another site's code", () => {
		const local = storage({
			[THEME_MIRROR_KEY]: 'dark',
			'parlor.uiLanguage': 'ru',
			'parlor.pass-last': '{}',
			'parlor.host-alive.K7QD': '1',
			'other.app': 'x'
		});
		const session = storage({ 'parlor.pass-game': '{}', 'other.tab': 'y' });
		locale.init('ru');
		forgetDeviceMarks(() => [local, session]);
		expect(keys(local)).toEqual(['other.app']);
		expect(keys(session)).toEqual(['other.tab']);
		expect(locale.current).toBe('en'); // the device's language again (here: none → English)
	});
	it('storage that refuses (site data blocked) is skipped, never a throw', () => {
		const refusing = {
			get length(): number {
				throw new Error('SecurityError');
			}
		} as unknown as Storage;
		expect(() => forgetDeviceMarks(() => [refusing, undefined])).not.toThrow();
	});
});
