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

	it('reads a house number on any street type, and in Russian abbreviations and Latin letters', () => {
		for (const text of [
			'pick me up from 22 linden crescent',
			'its 4 harlow court, the blue door',
			'come round to 18 fernhill drive after 5',
			'number 3 maple grove, by the shop',
			'9 orchard place is mine',
			'ок, пр. Ленина 40, третий подъезд',
			'Речная, д. 8, звони в домофон',
			'ul. sadovaya 14, zahodi',
			'dom 6 kv 21'
		])
			expect(findUnmistakable(text), text).toEqual(['address']);
	});

	it('leaves alone a street word that ends other phrases', () => {
		for (const text of [
			'we were 2 steps close to winning',
			'its a 10 min walk from school',
			'we went 3 ways round the park',
			'i got 2 friends close by',
			'top 5 drive thru spots lol'
		])
			expect(findUnmistakable(text), text).toEqual([]);
	});

	it('reads a handle by its shape later in the sentence that names its app, not a negated one', () => {
		for (const text of [
			'snap is better, u can find me there as jess.r_07',
			'дискорд лучше, мой ник там kot_bayun5'
		])
			expect(findUnmistakable(text), text).toEqual(['account']);
		for (const text of [
			'snap? not giving u my name there, nice try',
			'i dont use insta, ask someone else',
			'snap crashed again lol'
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
