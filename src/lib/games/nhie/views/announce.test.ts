import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { announcement } from './announce';
import { nhieMessages } from './messages';

afterEach(() => {
	locale.current = 'en';
});

const base = { round: 3, maxRounds: 12, text: 'Never have I ever sung in the shower.', result: null };

describe('what the live region says', () => {
	it('the new question with its round, the result, the end; nothing while choosing', () => {
		const m = nhieMessages();
		expect(announcement(m, { ...base, phase: 'question' })).toBe(
			'Round 3 of 12. Never have I ever sung in the shower.'
		);
		expect(announcement(m, { ...base, phase: 'result', result: { have: 2, answered: 5 } })).toBe(
			'2 of 5 have.'
		);
		expect(announcement(m, { ...base, phase: 'selecting' })).toBeNull();
		expect(announcement(m, { ...base, phase: 'loading', text: null })).toBeNull();
		expect(announcement(m, { ...base, phase: 'finished' })).toBe('Game over');
	});

	it('speaks Russian with a Russian UI', () => {
		locale.current = 'ru';
		const m = nhieMessages();
		expect(announcement(m, { ...base, phase: 'question', text: 'Я никогда не пел в душе.' })).toBe(
			'Раунд 3 из 12. Я никогда не пел в душе.'
		);
		expect(announcement(m, { ...base, phase: 'result', result: { have: 0, answered: 0 } })).toBe(
			'Никто не ответил.'
		);
	});
});

describe('the end chart’s description', () => {
	it('counts its rounds with the plural rules', () => {
		expect(nhieMessages('en').chartDesc(1)).toContain('over 1 round.');
		expect(nhieMessages('en').chartDesc(12)).toContain('over 12 rounds.');
		expect(nhieMessages('ru').chartDesc(1)).toContain('за 1 раунд.');
		expect(nhieMessages('ru').chartDesc(5)).toContain('за 5 раундов.');
	});
});
