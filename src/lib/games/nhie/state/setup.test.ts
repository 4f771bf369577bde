import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { NhieSettingsSchema } from '$lib/games/nhie/engine/settings';
import { NhieSetupForm } from './setup.svelte';

afterEach(() => {
	locale.current = 'en';
});

describe('NhieSetupForm', () => {
	it('the question language follows the UI language until the user picks one', () => {
		const form = new NhieSetupForm();
		locale.current = 'en';
		expect(form.language).toBe('en');
		locale.current = 'ru';
		expect(form.language).toBe('ru');
		form.language = 'en'; // picked (the language field, or an imported English pack)
		locale.current = 'ru';
		expect(form.language).toBe('en');
		expect(form.value).toEqual({ rounds: 20, language: 'en', nsfw: false });
	});

	it('accepts whole rounds from 10 to 50 only', () => {
		const form = new NhieSetupForm();
		for (const [rounds, ok] of [
			[9, false],
			[10, true],
			[50, true],
			[51, false],
			[12.5, false],
			[null, false]
		] as const) {
			form.rounds = rounds as number;
			expect(form.roundsOk, String(rounds)).toBe(ok);
		}
	});

	it('checks rounds as the game settings schema does (the form reads the bounds without zod)', () => {
		for (let rounds = 0; rounds <= 60; rounds += 0.5) {
			const form = new NhieSetupForm();
			form.rounds = rounds;
			expect(form.roundsOk, String(rounds)).toBe(NhieSettingsSchema.shape.rounds.safeParse(rounds).success);
		}
	});
});
