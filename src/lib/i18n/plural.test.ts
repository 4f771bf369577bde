import { describe, expect, it } from 'vitest';
import { plural, pluralEn, pluralRu } from './messages';

describe('plurals by Intl.PluralRules', () => {
	it('Russian: one for 1 and 21 (not 11), few for 2–4 and 22–24 (not 12–14), many for 0, 5–20, 25', () => {
		const f = (n: number) => pluralRu(n, 'вопрос', 'вопроса', 'вопросов');
		expect([1, 21, 101].map(f)).toEqual(['вопрос', 'вопрос', 'вопрос']);
		expect([2, 4, 22, 34].map(f)).toEqual(['вопроса', 'вопроса', 'вопроса', 'вопроса']);
		expect([0, 5, 11, 12, 14, 20, 25, 111].map(f)).toEqual(Array(8).fill('вопросов'));
	});

	it('Russian fractions take the genitive singular (1,5 вопроса)', () => {
		expect(pluralRu(1.5, 'вопрос', 'вопроса', 'вопросов')).toBe('вопроса');
	});

	it('English: one for exactly 1, other for 0 and the rest', () => {
		expect([0, 1, 2, 21].map((n) => pluralEn(n, 'turn', 'turns'))).toEqual([
			'turns',
			'turn',
			'turns',
			'turns'
		]);
	});

	it('any language CLDR knows, with `other` as the fallback form', () => {
		// Polish: 2–4 few, 5+ many; 22 few, 12 many
		const pl = (n: number) =>
			plural('pl', n, { one: 'skarb', few: 'skarby', many: 'skarbów', other: 'skarbu' });
		expect([1, 2, 5, 12, 22].map(pl)).toEqual(['skarb', 'skarby', 'skarbów', 'skarbów', 'skarby']);
		expect(plural('sv', 2, { one: 'rad', other: 'rader' })).toBe('rader');
	});
});
