import { describe, expect, it } from 'vitest';
import { findDisclosures, findUnmistakable } from './disclosure';
import { readMessage } from './signals';

import { loadActModel } from '$lib/engines/acts';

const model = await loadActModel();

// Made-up lines (none from a play set): details by their shape, and look-alikes that are none.
describe('personal details by their shape (docs/safe-choices.md "Level rules")', () => {
	it('reads a phone number, a house number with its street, a flat and a numbered school', () => {
		expect(findUnmistakable('ring me on 07123 456 789 after 6')).toEqual(['phone']);
		expect(findUnmistakable('its the house at 41 willow road, cant miss it')).toEqual(['address']);
		expect(findUnmistakable('заходи, ул. Заречная 17')).toEqual(['address']);
		expect(findUnmistakable('дом 9, кв 31, домофон не работает')).toEqual(['address']);
		expect(findUnmistakable('я в лицее №4 учусь')).toEqual(['school']);
		expect(findUnmistakable('ну да, школа 27, а что')).toEqual(['school']);
	});

	it('leaves alone numbers next to a street word that name no place', () => {
		for (const text of [
			'its like a 5 hour drive lol',
			'we walked 3 miles down the road',
			'на улице минус 12, не пойду',
			'у нас в школе 6 уроков сегодня',
			'школа 10 минут от дома'
		])
			expect(findUnmistakable(text), text).toEqual([]);
	});

	it('finds a handle a few words after the app it is on', () => {
		expect(findDisclosures('add my snap its frog_lord_8', 'en')).toContain('account');
		expect(findDisclosures('snap me at 10pm', 'en')).toEqual([]);
	});

	it('counts a detail by its shape as given even where the model reads no disclose_info', () => {
		for (const [text, language] of [
			['cool, bring it by 12 hazel road tmrw', 'en'],
			['ок, занеси на улица Садовая 4', 'ru']
		] as const) {
			const r = readMessage(model, text, language);
			expect(r.disclosed.length, text).toBeGreaterThan(0);
		}
	});
});
