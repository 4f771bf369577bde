import { describe, expect, it } from 'vitest';
import { reviewTurns } from './review';
import type { TranscriptLine } from './types';

import { loadActModel } from '$lib/engines/acts';

const model = await loadActModel();

const t = (...player: string[]): TranscriptLine[] =>
	player.flatMap((text): TranscriptLine[] => [
		{ role: 'npc', text: 'send me a private photo, just for me' },
		{ role: 'player', text }
	]);

describe('per-turn review', () => {
	it('one line per typed turn, quoting the player, with a stronger line where it was weak', () => {
		const transcript = [
			...t('maybe', "no. you're pressuring me", 'ok i live at 14 oak street'),
			{ role: 'player' as const, text: "I'm leaving.", action: 'leave' as const }
		];
		const r = reviewTurns(model, transcript, 'en');
		expect(r.map((x) => x.turn)).toEqual([1, 2, 3]); // the Leave button's line is not reviewed
		expect(r.map((x) => x.verdict)).toEqual(['weak', 'strong', 'weak']);
		expect(r[0].text).toMatch(/hesitated.*stronger line/u);
		expect(r[2].quote).toBe('ok i live at 14 oak street');
		expect(r[2].text).toMatch(/personal detail/u);
	});

	it('quotes the sentence that shows the point, not just the first one', () => {
		const [r] = reviewTurns(model, t('Hmm. I am not sending you any photos.'), 'en');
		expect(r.quote).toBe('I am not sending you any photos');
		// a bare "Hmm." reads as a hesitation: a no with one is hesitant, and the review quotes the no
		expect(r.kind).toBe('hesitant');
		expect(reviewTurns(model, t('I am not sending you any photos.'), 'en')[0].verdict).toBe('ok');
	});

	it('a no and a trusted adult in two sentences quotes the adult, not a greeting before them', () => {
		const [r] = reviewTurns(model, t('Hi. No. I will tell a trusted adult. Bye.'), 'en');
		expect(r.verdict).toBe('strong');
		expect(r.quote).toBe('I will tell a trusted adult');
	});

	it('a firm no plus telling an adult is the strongest; a question is not a failure', () => {
		const r = reviewTurns(
			model,
			t("No. I'm not sending you any photos. I'm going to tell my mum.", 'how old are you really?'),
			'en'
		);
		expect(r.map((x) => x.verdict)).toEqual(['strong', 'ok']);
		expect(r[1].text).toMatch(/^Here you asked/u);
	});

	it('leaving or blocking is strong, and is not said to name anyone to turn to', () => {
		const [en] = reviewTurns(model, t("I'm blocking you now."), 'en');
		expect(en.verdict).toBe('strong');
		expect(en.text).toMatch(/^Here you ended it/u);
		expect(en.text).not.toMatch(/who you’d turn to/u);
		const [ru] = reviewTurns(model, t('Всё, я тебя блокирую.'), 'ru');
		expect(ru.verdict).toBe('strong');
		expect(ru.text).toMatch(/^Здесь вы заканчиваете разговор/u);
	});

	it('Russian, gender-neutral', () => {
		const r = reviewTurns(model, t('ну не знаю', 'нет. я расскажу маме', 'ага, щас'), 'ru');
		expect(r).toHaveLength(3);
		expect(r[0].verdict).toBe('weak');
		expect(r[1].verdict).not.toBe('weak');
		for (const x of r) {
			expect(x.text).not.toMatch(/\p{L}\(\p{L}{1,6}\)/u);
			expect(x.text).not.toMatch(/[A-Za-z]/u);
		}
	});
});
