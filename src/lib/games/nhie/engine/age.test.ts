import { describe, expect, it } from 'vitest';
import { ageOn, checkAdult, parseBirthDate } from './age';

const today = { year: 2026, month: 11, day: 21 };

describe('age gate (nhie.md "NSFW and age")', () => {
	it('refuses under 18, accepts 18 on the birthday itself', () => {
		expect(checkAdult('2008-11-21', today)).toEqual({ ok: true });
		expect(checkAdult('2008-11-22', today)).toEqual({ ok: false, reason: 'under_age' });
		expect(checkAdult('1990-01-01', today)).toEqual({ ok: true });
	});
	it('rejects impossible, malformed and future dates', () => {
		expect(parseBirthDate('2001-02-30')).toBeNull();
		expect(checkAdult('', today)).toEqual({ ok: false, reason: 'invalid' });
		expect(checkAdult('2030-01-01', today)).toEqual({ ok: false, reason: 'future' });
	});
	it('counts full years', () => expect(ageOn({ year: 2000, month: 12, day: 1 }, today)).toBe(25));
});
