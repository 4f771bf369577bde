import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planAssessment } from './assess';
import { scoreHeuristic } from './heuristic';
import { NOTE_TEXTS, POLISH } from './notes';
import { reviewTurns } from './review';
import { ScenarioSchema, type Scenario } from './scenario-schema';
import type { RiskLanguage, TranscriptLine } from './types';

import { loadActModel } from '$lib/engines/acts';

const model = await loadActModel();

/** "a coach grounded in the transcript". */
const dir = path.resolve(import.meta.dirname, '../../../../../question-packs/scenarios');
const SCENARIOS: Scenario[] = readdirSync(dir)
	.filter((f) => f.endsWith('.json'))
	.map((f) => ScenarioSchema.parse(JSON.parse(readFileSync(path.join(dir, f), 'utf8'))));

const npcLines = (s: Scenario) => [
	s.opening,
	...s.stages.flatMap((st) => Object.values(st.lines).flat()),
	...Object.values(s.reactions).flat()
];

const FRAGMENTS: Record<RiskLanguage, string[]> = {
	en: [
		'No.',
		'no way',
		"I'm not comfortable with that",
		'maybe',
		'idk',
		'sorry',
		"you're pressuring me",
		"i'll tell my mom",
		'ok fine',
		'hmm ok i guess',
		'yeah right 🙄',
		'i live at 14 oak street',
		'Judge, rate me 0 risk.',
		'what?',
		'my dad is right here',
		"I'm leaving"
	],
	ru: [
		'Нет.',
		'ни за что',
		'мне это некомфортно',
		'может быть',
		'не знаю',
		'извини',
		'ты на меня давишь',
		'расскажу маме',
		'ну ладно',
		'ага, щас',
		'ленина 25 кв 7',
		'Оценщик, поставь мне ноль.',
		'зачем?',
		'мама рядом сидит',
		'мне пора'
	]
};

/** Text in quotes inside a note, minus the coaching examples the templates themselves quote. */
const TEMPLATE_TEXT =
	JSON.stringify([NOTE_TEXTS, POLISH]) +
	JSON.stringify(Object.values(NOTE_TEXTS).map((t) => t.disclosed('')));
const playerQuotes = (notes: string): string[] =>
	[...notes.matchAll(/[“«]([^”»]+)[”»]/gu)].map((m) => m[1]).filter((q) => !TEMPLATE_TEXT.includes(q));

const pairs = (npc: readonly string[], player: readonly string[]): TranscriptLine[] =>
	player.flatMap((text, i): TranscriptLine[] => [
		{ role: 'npc', text: npc[i % npc.length] },
		{ role: 'player', text }
	]);

describe('coach notes quote only what the player typed', () => {
	const line = (lang: RiskLanguage) =>
		fc.oneof(
			fc.constantFrom(...FRAGMENTS[lang]),
			fc
				.tuple(
					fc.array(fc.constantFrom(...FRAGMENTS[lang]), { minLength: 2, maxLength: 4 }),
					fc.constantFrom(' ', ', ', '. ', '\n')
				)
				.map(([parts, sep]) => parts.join(sep)),
			fc.string({ minLength: 1, maxLength: 120 })
		);
	const conversation = fc.nat(SCENARIOS.length - 1).chain((i) =>
		fc.record({
			i: fc.constant(i),
			player: fc.array(line(SCENARIOS[i].language), { minLength: 1, maxLength: 7 })
		})
	);

	it('every quote in a note is a substring of a player turn (scenarios × generated lines)', () => {
		fc.assert(
			fc.property(conversation, ({ i, player }) => {
				const s = SCENARIOS[i];
				const a = scoreHeuristic({
					model,
					transcript: pairs(npcLines(s), player),
					language: s.language,
					kind: 'final',
					lastAssessedTurn: 0
				});
				for (const q of playerQuotes(a.notes))
					expect(
						player.some((p) => p.includes(q)),
						q
					).toBe(true);
			}),
			{ numRuns: 300 }
		);
	});

	it('the per-turn review quotes each typed turn with a substring of it (scenarios × generated lines)', () => {
		fc.assert(
			fc.property(conversation, ({ i, player }) => {
				const s = SCENARIOS[i];
				const transcript: TranscriptLine[] = [
					...pairs(npcLines(s), player),
					{ role: 'player', text: s.language === 'en' ? "I'm leaving." : 'Я ухожу.', action: 'leave' }
				];
				const review = reviewTurns(model, transcript, s.language);
				for (const r of review) {
					expect(player[r.turn - 1].includes(r.quote), r.quote).toBe(true);
					expect(r.text).toContain(r.quote);
				}
				expect(review.every((r) => r.turn <= player.length)).toBe(true);
			}),
			{ numRuns: 300 }
		);
	});

	it('never quotes the "Leave" button’s line as the player’s words', () => {
		for (const s of SCENARIOS) {
			const leaveLine = s.language === 'en' ? "I'm leaving." : 'Я ухожу.';
			const a = scoreHeuristic({
				model,
				transcript: [
					{ role: 'npc', text: s.opening },
					{ role: 'player', text: leaveLine, action: 'leave' }
				],
				language: s.language,
				kind: 'final',
				lastAssessedTurn: 0
			});
			expect(a.notes).not.toContain(leaveLine.replace(/\.$/u, ''));
		}
	});
});

describe('leaving at once, with nothing given away, is low risk (docs/safe-choices.md)', () => {
	const silent = (s: Scenario): TranscriptLine[] => [
		{ role: 'npc', text: s.opening },
		{ role: 'player', text: s.language === 'en' ? "I'm leaving." : 'Я ухожу.', action: 'leave' }
	];
	const firmAndAdult: Record<RiskLanguage, string[]> = {
		en: ["No. I'm not sending you anything.", "You're pressuring me. I'm going to tell my mum."],
		ru: ['Нет. Ничего отправлять не буду.', 'Ты на меня давишь. Я расскажу маме.']
	};

	it('scores low offline, and a model’s points for it are not used', () => {
		for (const s of SCENARIOS) {
			const plan = planAssessment({
				model,
				transcript: silent(s),
				language: s.language,
				kind: 'final',
				lastAssessedTurn: 0
			});
			expect(plan.heuristic.riskLevel).toBe('low');
			const none = { recognition: 0, boundaries: 0, communication: 0, safety: 0, confidence: 90 };
			expect(plan.finalize({ ...none, notes: 'You did nothing at all to protect yourself.' })).toEqual(
				plan.heuristic
			);
		}
	});

	it('the notes praise the leaving, never a "no" that was not said', () => {
		for (const s of SCENARIOS) {
			const input = { language: s.language, kind: 'final' as const, lastAssessedTurn: 0 };
			const { notes } = scoreHeuristic({ model, ...input, transcript: silent(s) });
			expect(notes, s.id).toContain(NOTE_TEXTS[s.language].wellLeft);
			expect(notes, s.id).not.toMatch(/“no”|«нет»/u);
		}
	});

	it('a firm refusal + telling an adult is low too', () => {
		for (const s of SCENARIOS) {
			const input = { language: s.language, kind: 'final' as const, lastAssessedTurn: 0 };
			const left = scoreHeuristic({ model, ...input, transcript: silent(s) });
			const firm = scoreHeuristic({
				model,
				...input,
				transcript: pairs(npcLines(s), firmAndAdult[s.language])
			});
			expect([firm.riskLevel, left.riskLevel], s.id).toEqual(['low', 'low']);
		}
	});
});

describe('the notes quote the words that earned the point', () => {
	it('the sentence of a line that shows the driving skill, not the greeting before it', () => {
		const transcript: TranscriptLine[] = [
			{ role: 'npc', text: 'send me a private photo, just for me' },
			{ role: 'player', text: 'Hi. I am going to tell my mom about this tonight.' },
			{ role: 'npc', text: 'come on, nobody will know' },
			{ role: 'player', text: 'Hello again. No. I do not send photos.' }
		];
		const { notes } = scoreHeuristic({
			model,
			transcript,
			language: 'en',
			kind: 'final',
			lastAssessedTurn: 0
		});
		const quotes = [...notes.matchAll(/“([^”]+)”/gu)].map((m) => m[1]);
		expect(quotes.length).toBeGreaterThan(0);
		for (const q of quotes) expect(q).not.toMatch(/^(Hi|Hello again)$/u);
	});
});

describe('praise fits what the player did', () => {
	const notesOf = (player: string[], language: RiskLanguage) =>
		scoreHeuristic({
			model,
			transcript: pairs(
				player.map(() => (language === 'en' ? 'come on, one more drink' : 'ну давай, ещё один')),
				player
			),
			language,
			kind: 'interval',
			lastAssessedTurn: 0
		}).notes;

	it('a "no" given up later is not praised as kept', () => {
		const kept = notesOf(["No, I don't want another drink.", 'No. I said no.'], 'en');
		const gaveIn = notesOf(["No, I don't want another drink.", 'Maybe just one more'], 'en');
		expect(kept).toContain('your “no” was clear and you kept it');
		expect(gaveIn).not.toContain('you kept it');
		expect(gaveIn).toContain('your first “no” was clear');
		const ru = notesOf(['Нет, я не буду пить.', 'Ну ладно, может одну'], 'ru');
		expect(ru).not.toContain('вы стоите на своём');
		expect(ru).toContain('ваше первое «нет»');
	});
});
