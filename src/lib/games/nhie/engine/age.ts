/**
 * nhie.md "NSFW and age": a birth date entered on a neutral screen, refused under 18.
 * Pure: today's date is passed in as calendar parts (the UI reads its clock).
 */
export type CalendarDate = { year: number; month: number; day: number };

export const ADULT_AGE = 18;

/** Parses `YYYY-MM-DD` (what `<input type="date">` gives); null for anything else or an impossible date. */
export const parseBirthDate = (text: string): CalendarDate | null => {
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
	if (!m) return null;
	const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
	const probe = new Date(Date.UTC(year, month - 1, day));
	if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
		return null;
	return { year, month, day };
};

/** Full years between the birth date and today. */
export const ageOn = (birth: CalendarDate, today: CalendarDate): number => {
	const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
	return today.year - birth.year - (hadBirthday ? 0 : 1);
};

export type AgeCheck = { ok: true } | { ok: false; reason: 'invalid' | 'future' | 'under_age' };

export const checkAdult = (birthText: string, today: CalendarDate): AgeCheck => {
	const birth = parseBirthDate(birthText);
	if (!birth || birth.year < 1900) return { ok: false, reason: 'invalid' };
	const age = ageOn(birth, today);
	if (age < 0) return { ok: false, reason: 'future' };
	return age >= ADULT_AGE ? { ok: true } : { ok: false, reason: 'under_age' };
};
