import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { moleMessages } from './messages';

/** The countdown: under a minute in seconds, longer as a clock (a 4-minute discussion reads 4:00). */
afterEach(() => (locale.current = 'en'));

describe('mole countdown text', () => {
	it('reads seconds below a minute and m:ss from a minute, in both languages', () => {
		for (const lang of ['en', 'ru'] as const) {
			locale.current = lang;
			const m = moleMessages();
			for (const s of [0, 1, 59, 60, 61, 119, 236, 600]) {
				const text = m.timeLeft(s);
				if (s < 60) expect(text).toContain(`${s} `);
				else {
					const [min, sec] = text
						.match(/(\d+):(\d\d)/)!
						.slice(1)
						.map(Number);
					expect(min * 60 + sec).toBe(s);
					expect(sec).toBeLessThan(60);
				}
			}
		}
	});
});
