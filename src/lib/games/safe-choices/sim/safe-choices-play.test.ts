import { describe, expect, it } from 'vitest';
import { WHY_LINES } from '$lib/engines/acts/testing/why-lines';
import { playSim } from './testing/play-sim';

/**
 * docs/sim.md "safe-choices" `"play": true` and docs/safe-choices.md: the cases a new user met
 * (the first paragraph of the Safe choices issue and the lines it quotes), each through the sim's
 * play mode, which runs the app's own character, safeguarding, scorer and review.
 */
const why = (text: string) => WHY_LINES.find((l) => l.text === text)!;

describe('safeguarding stops the scene (docs/safe-choices.md "Safeguarding")', () => {
	const stops: ['en' | 'ru', string, string[]][] = [
		[
			'en',
			'secret-keeper',
			[
				why('wait this is literally happening to me irl. my coach does this and i dont know what to do 😟')
					.text,
				'im scared'
			]
		],
		['en', 'party-pressure', ['no thanks', 'im scared']],
		['ru', 'secret-keeper', ['это со мной происходит, тренер правда так делает']],
		['ru', 'party-pressure', ['нет', 'мне страшно']],
		['ru', 'online-stranger', ['net', 'mne strashno, pomogite']],
		// letters spaced out one by one (engine/spaced.ts)
		['en', 'party-pressure', ['no thanks', 'i w a n t t o d i e']],
		['ru', 'secret-keeper', ['нет', 'м н е  п л о х о']]
	];
	for (const [language, scenario, lines] of stops)
		it(`${language}: “${lines.at(-1)}” → stopped, no character line, not scored`, async () => {
			const out = await playSim(language, scenario, lines);
			expect(out.stopped).toBe('disclosure');
			expect(out.final).toBeNull();
			// the character never answers the disclosure, and nothing is played after it
			const at = out.turns.findIndex((t) => t.npc === null);
			expect(at).toBeGreaterThanOrEqual(0);
			expect(out.turns.slice(at).every((t) => t.npc === null && t.review === null)).toBe(true);
		});
});

describe('the character answers what the teen did (docs/safe-choices.md "The character")', () => {
	for (const text of ['sure babe ❤️', 'k', 'ок пошли'])
		it(`a yes (“${text}”) gets a consequence, not pushback`, async () => {
			const l = why(text);
			const out = await playSim(l.language as 'en' | 'ru', 'party-pressure', [text]);
			expect(out.turns[0].acts[0].act).toBe('agree');
			expect(out.turns[0].npc_answered).toBe('agree');
		});

	it('a first no is answered as the first, a later one as a repeat', async () => {
		for (const [language, lines] of [
			['en', ['no', 'no', 'no']],
			['ru', ['нет', 'нет', 'нет']]
		] as const) {
			const out = await playSim(language, 'party-pressure', lines);
			expect(out.turns[0].npc_answered).toBe('refuse');
			expect(out.turns[0].npc).not.toMatch(/keep saying|twice|again|опять|второй раз|снова/iu);
		}
	});

	it('a refusal typed in Latin-letter Russian is a no; telling mum counts as holding firm', async () => {
		const out = await playSim('ru', 'secret-keeper', [
			why('net, ne hochu').text,
			why('ya vse rasskazhu mame').text
		]);
		expect(out.turns.map((t) => t.npc_answered)).toEqual(['refuse', 'seek_help']);
	});

	it('a named tactic is answered as named; leaving ends it', async () => {
		const out = await playSim('en', 'online-stranger', [why('ur love bombing me fr').text, 'blocking u now']);
		expect(out.turns[0].npc_answered).toBe('name_tactic');
		expect(out.turns[1].npc).toBeNull();
		expect(out.final?.riskLevel).toBe('low');
	});
});

describe('the coach tells the truth (docs/safe-choices.md "Per-turn review")', () => {
	it('sarcasm is a no, “sus” a hedge, and thanking the character is not thinking of help', async () => {
		const out = await playSim('en', 'protection-myths', [
			why('oh sure u can totally tell by looking at someone, genius').text,
			why('ok thats kinda sus').text,
			'omg thank u coach 🥹🙏'
		]);
		expect(out.turns[0].review?.text).not.toMatch(/went along/u);
		expect(out.turns[1].review?.text).not.toMatch(/went along/u);
		expect(out.turns[2].review?.text ?? '').not.toMatch(/thought of someone/u);
	});

	it('“lol ur cousin is not a doctor” and «врачи же все дураки 😂» are not thinking of help', async () => {
		const en = await playSim('en', 'protection-myths', [why('lol ur cousin is not a doctor').text]);
		const ru = await playSim('ru', 'protection-myths', [why('врачи же все дураки 😂').text]);
		for (const out of [en, ru]) expect(out.turns[0].acts.map((a) => a.act)).not.toContain('seek_help');
		expect(en.turns[0].review?.text ?? '').not.toMatch(/thought of someone/u);
		expect(ru.turns[0].review?.text ?? '').not.toMatch(/думаешь, к кому/u);
	});

	it('advice never names words the teen did not type; the stronger line varies', async () => {
		for (const [language, lines] of [
			['en', ['idk', 'ok fine', 'whatever', 'sure']],
			['ru', ['не знаю', 'ну ладно', 'ок', 'давай']]
		] as const) {
			const out = await playSim(language, 'party-pressure', lines);
			const notes = out.final?.notes ?? '';
			expect(notes).not.toMatch(/“maybe”|“sorry”|«может быть»|«извини»/u);
			const suggested = out.turns.map((t) => t.review?.text.match(/[“«]([^”»]+)[”»]\s*$/u)?.[1]);
			expect(new Set(suggested.filter(Boolean)).size).toBeGreaterThan(1);
		}
	});

	it('a no that later gave way shows both moments', async () => {
		const out = await playSim('en', 'party-pressure', ['no thanks', 'ok fine, one drink']);
		expect(out.turns[1].review?.text).toMatch(/no thanks.*ok fine/su);
	});

	it('leaving at once with nothing given away is low risk', async () => {
		for (const [language, line] of [
			['en', 'bye, im leaving'],
			['ru', 'всё, я ухожу, пока']
		] as const) {
			const out = await playSim(language, 'party-pressure', [line]);
			expect(out.final?.riskLevel).toBe('low');
		}
	});
});
