import { describe, expect, it } from 'vitest';
import { eitherSafety, loadActModel, needsSafeguarding, readActs, readSafety } from '.';

const model = await loadActModel();

describe('safety reading (docs/acts.md "Safety")', () => {
	it('finds a disclosure of real harm and distress, in English, Russian and in Latin letters', () => {
		const harm = readSafety(model, {
			text: 'wait this is literally happening to me irl. my coach does this and i dont know what to do 😟',
			language: 'en'
		});
		expect(harm.disclose_harm).toBe(true);
		expect(readSafety(model, { text: 'im scared', language: 'en' }).distress).toBe(true);
		expect(readSafety(model, { text: 'помогите', language: 'ru' }).distress).toBe(true);
		expect(needsSafeguarding(readSafety(model, { text: 'mne strashno', language: 'ru' }))).toBe(true);
	});

	it('agrees with readActs, and a plain refusal or agreement needs no safeguarding', () => {
		for (const text of ['no thanks', 'ok sure', 'net, ne hochu', 'lol ur cousin is not a doctor']) {
			const line = { text, language: text.startsWith('net') ? 'ru' : 'en' };
			const acts = readActs(model, line).map((a) => a.act);
			expect(readSafety(model, line)).toEqual({
				disclose_harm: acts.includes('disclose_harm'),
				distress: acts.includes('distress')
			});
			expect(needsSafeguarding(readSafety(model, line))).toBe(false);
		}
	});

	it('counts a finding of either side: the offline model guards a language model and back', () => {
		const offline = { disclose_harm: false, distress: true };
		expect(eitherSafety(offline, { disclose_harm: true })).toEqual({ disclose_harm: true, distress: true });
		expect(eitherSafety({}, { distress: false })).toEqual({ disclose_harm: false, distress: false });
	});
});
