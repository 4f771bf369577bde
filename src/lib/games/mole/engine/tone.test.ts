import { describe, expect, it } from 'vitest';
import { dominantTone } from './tone';
import { READ } from './testing/fixtures';

describe('tone through the act model (mole.md "Behavioural analysis")', () => {
	const cases = [
		['en', 'You are lying, it was you who sabotaged us', 'accusatory'],
		['en', 'shut up you idiot', 'aggressive'],
		['en', "It wasn't me, I swear", 'defensive'],
		['en', 'haha lol', 'joking'],
		['en', "I'm scared, I don't know", 'anxious'],
		['en', 'Let us look at the mission plan', 'neutral'],
		['sv', 'Det var du, du ljuger!', 'accusatory'],
		['sv', 'Det var inte jag, jag svär', 'defensive'],
		['sv', 'haha skämt', 'joking'],
		// Swedish carries the narrator's acts only: anxious is hesitation there (docs/acts.md "Languages")
		['sv', 'vet inte, jag är lite osäker', 'anxious'],
		['ru', 'Это ты, ты врёшь', 'accusatory'],
		['ru', 'Заткнись, идиот', 'aggressive'],
		['ru', 'Это не я, клянусь', 'defensive'],
		['ru', 'хаха, шучу', 'joking'],
		['ru', 'Мне страшно, не знаю', 'anxious']
	] as const;
	for (const [lang, text, tone] of cases) {
		it(`${lang}: "${text}" → ${tone}`, () => {
			expect(READ[lang](text).tone).toBe(tone);
		});
	}
	it('reads shouting as aggression in any language', () => {
		expect(READ.en('WHAT ARE YOU DOING').tone).toBe('aggressive');
		expect(READ.sv('VAD HÅLLER DU PÅ MED').tone).toBe('aggressive');
	});
});

describe('dominantTone: most frequent non-neutral, ties → the latest, else neutral', () => {
	it('neutral when nothing else', () => expect(dominantTone(['neutral', 'neutral'])).toBe('neutral'));
	it('most frequent wins', () =>
		expect(dominantTone(['joking', 'anxious', 'joking', 'neutral'])).toBe('joking'));
	it('a tie goes to the tone seen latest', () => {
		expect(dominantTone(['joking', 'anxious'])).toBe('anxious');
		expect(dominantTone(['anxious', 'joking'])).toBe('joking');
		expect(dominantTone(['anxious', 'joking', 'joking', 'anxious'])).toBe('anxious');
	});
});
