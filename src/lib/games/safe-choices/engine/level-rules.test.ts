import { describe, expect, it } from 'vitest';
import { planAssessment } from './assess';
import { readTranscript, scoreHeuristic } from './heuristic';
import { fitLevel, levelRuleOf, type LevelRule } from './level-rules';
import { riskLevelFor, riskScoreOf, totalPoints, type Dimensions, type RiskLevel } from './rubric';
import type { RiskLanguage, TranscriptLine } from './types';

import { loadActModel } from '$lib/engines/acts';

const model = await loadActModel();

// Made-up lines (none from a play set): a stranger online asking for a picture, a party drink.
const NPC: Record<RiskLanguage, string[]> = {
	en: [
		'you seem really mature for your age',
		'send me a pic, just for me',
		'come on, dont be like that',
		'pls'
	],
	ru: ['ты такая взрослая для своих лет', 'скинь фотку, только мне', 'ну не будь такой', 'ну пж']
};
const DRINK: Record<RiskLanguage, string[]> = {
	en: ['everyone at the party is drinking', 'just one sip, come on', 'dont be boring'],
	ru: ['все на тусе пьют', 'ну один глоток', 'не будь занудой']
};

const play = (language: RiskLanguage, player: string[], npc = NPC[language]): TranscriptLine[] =>
	player.flatMap((text, i): TranscriptLine[] => [
		{ role: 'npc', text: npc[i % npc.length] },
		{ role: 'player', text }
	]);

type Case = {
	rule: LevelRule;
	level: RiskLevel;
	language: RiskLanguage;
	transcript: TranscriptLine[];
};

const LEVEL: Record<LevelRule, RiskLevel> = {
	detail_given: 'high',
	went_along: 'high',
	gave_way_after_noes: 'medium',
	held_firm_named: 'low',
	bare_noes: 'medium',
	nothing_either_way: 'medium'
};
const kase = (rule: LevelRule, language: RiskLanguage, player: string[], npc = NPC[language]): Case => ({
	rule,
	level: LEVEL[rule],
	language,
	transcript: play(language, player, npc)
});

const CASES: Case[] = [
	// seed 001 Boundaries 0–10, Safety 0–6: a detail given is high, whatever came before it
	kase('detail_given', 'en', [
		'no thx',
		'this feels like grooming tbh',
		'ok my kik is moonpie_77 but thats it'
	]),
	kase('detail_given', 'en', [
		'stop it, no',
		'im telling my mum about this',
		'u can text me tho 07700 900 555'
	]),
	kase('detail_given', 'ru', ['нет', 'маме расскажу про тебя', 'пиши лучше на номер 8 912 345 67 89']),
	// a yes with no no before or after it (questions are not one)
	kase('went_along', 'en', ['wait whats in it?', 'is it strong?', 'ok gimme'], DRINK.en),
	kase('went_along', 'ru', ['а что там?', 'а оно крепкое?', 'ну давай'], DRINK.ru),
	// seed 001 "mixed signals": two clear noes keep their credit though the teen then gave way
	kase('gave_way_after_noes', 'en', ['nope', 'not sending anything', 'hm', 'ugh ok fine one']),
	kase('gave_way_after_noes', 'ru', ['нет, не скину', 'нет значит нет', 'ммм', 'ладно, уговорил']),
	// held firm throughout and named the tactic, a trusted adult, or left
	kase('held_firm_named', 'en', [
		'oh totally, strangers online are sooo trustworthy 🙄',
		'u literally could be anyone',
		'not sending anything, telling my aunt'
	]),
	kase('held_firm_named', 'ru', [
		'а ты кто такой?',
		'откуда у тебя мой ник?',
		'а зачем тебе фото?',
		'нет. скажу папе'
	]),
	// bare noes, nothing named, nobody told, not left: recognition and help not shown
	kase('bare_noes', 'en', ['lmao no', 'nice try 🙄', 'no', 'still no']),
	kase('bare_noes', 'ru', ['ахах нет', 'хорошая попытка 🙄', 'нет', 'всё ещё нет']),
	// a bare "ok" to the opening that hesitation then takes back, with no yes after it, is no yes
	kase('nothing_either_way', 'en', ['okk', 'umm not sure about that one', 'maybe another day']),
	kase('nothing_either_way', 'ru', ['окей', 'хм, даже не знаю', 'может потом как-нибудь']),
	// ...but a yes after it, or an "ok" nothing takes back, went along
	kase('went_along', 'en', ['okk', 'umm not sure', 'fine send it then']),
	kase('went_along', 'ru', ['окей', 'ну давай']),
	// no yes and no no: questions, a change of subject, hesitation
	kase('nothing_either_way', 'en', ['who r u?', 'idk', 'anyway hows ur day', 'lol']),
	kase('nothing_either_way', 'ru', ['ты кто?', 'хз', 'кстати как день прошёл', 'лол'])
];

const name = (c: Case) =>
	`${c.rule} (${c.language}): ${c.transcript
		.filter((l) => l.role === 'player')
		.map((l) => l.text)
		.join(' / ')}`;

describe('level rules (docs/safe-choices.md "Level rules")', () => {
	for (const c of CASES)
		it(`heuristic: ${name(c)} → ${c.level}`, () => {
			const turns = readTranscript(model, c.transcript, c.language, 0);
			expect(levelRuleOf(turns)).toEqual({ rule: c.rule, level: c.level });
			const a = scoreHeuristic({
				model,
				transcript: c.transcript,
				language: c.language,
				kind: 'final',
				lastAssessedTurn: 0
			});
			expect(a.riskLevel).toBe(c.level);
			expect(a.riskScore).toBe(riskScoreOf(a.dimensions));
		});

	// The judge's points go the other way on purpose, so each case fails without its rule: the
	// rule holds for both scorers (the heuristic's own points mostly agree with it already).
	const OPPOSITE: Record<RiskLevel, number> = { low: 0, medium: 25, high: 25 };
	for (const c of CASES)
		it(`judge: ${name(c)} → ${c.level} whatever the points`, () => {
			const p = c.level === 'medium' && c.rule !== 'bare_noes' ? 0 : OPPOSITE[c.level];
			const raw = {
				recognition: p,
				boundaries: p,
				communication: p,
				safety: p,
				confidence: 70,
				notes: 'A note long enough to keep.'
			};
			const plan = planAssessment({
				model,
				transcript: c.transcript,
				language: c.language,
				kind: 'final',
				lastAssessedTurn: 0
			});
			const a = plan.finalize(raw);
			expect(a.riskLevel).toBe(c.level);
			expect(a.guards).toContain(`level_rule:${c.rule}`);
			expect(a.total).toBe(totalPoints(a.dimensions));
		});
});

// docs/safe-choices.md "Not shown yet": leaving with the button after a question or a no is low
describe('the "Leave" button counts as leaving', () => {
	for (const [language, said, leaving] of [
		['en', 'who is this even?', "I'm leaving."],
		['en', 'nope not doing that', "I'm leaving."],
		['ru', 'это вообще кто пишет?', 'Я ухожу.'],
		['ru', 'неа, не буду', 'Я ухожу.']
	] as const)
		it(`${language}: "${said}", then the button → low`, () => {
			const transcript: TranscriptLine[] = [
				...play(language, [said]),
				{ role: 'npc', text: NPC[language][1] },
				{ role: 'player', text: leaving, action: 'leave' }
			];
			const turns = readTranscript(model, transcript, language, 0);
			expect(levelRuleOf(turns)).toEqual({ rule: 'held_firm_named', level: 'low' });
			const a = scoreHeuristic({ model, transcript, language, kind: 'final', lastAssessedTurn: 0 });
			expect(a.riskLevel).toBe('low');
		});
});

describe('fitLevel (seed 001 "Alignment with Risk Level")', () => {
	const d = (recognition: number, boundaries: number, communication: number, safety: number): Dimensions => ({
		recognition,
		boundaries,
		communication,
		safety
	});

	it('moves a total to the nearest edge of the level, keeping the order of the dimensions', () => {
		const high = d(20, 10, 20, 9);
		expect(fitLevel(high, 'high')).toBe(true);
		expect(riskScoreOf(high)).toBe(61);
		expect(high.recognition).toBeGreaterThan(high.boundaries);
		const low = d(15, 20, 15, 10);
		expect(fitLevel(low, 'low')).toBe(true);
		expect(riskScoreOf(low)).toBe(30);
		expect(riskLevelFor(riskScoreOf(low))).toBe('low');
	});

	it('leaves a total already in the level alone, and never lifts a capped dimension', () => {
		const medium = d(12, 15, 12, 5);
		expect(fitLevel(medium, 'medium')).toBe(false);
		expect(medium).toEqual(d(12, 15, 12, 5));
		const capped = d(2, 3, 2, 1);
		expect(fitLevel(capped, 'medium', { boundaries: 10, safety: 9 })).toBe(true);
		expect(riskScoreOf(capped)).toBe(60);
		expect(capped.boundaries).toBeLessThanOrEqual(10);
		expect(capped.safety).toBeLessThanOrEqual(9);
	});
});
