import { describe, expect, it } from 'vitest';
import { AGREEMENT_BOUNDARY_CAP, LEFT_AT_ONCE, scoreHeuristic } from './heuristic';
import { bandOf, DIMENSION_BANDS, totalPoints } from './rubric';
import type { RiskLanguage, TranscriptLine } from './types';

import { loadActModel } from '$lib/engines/acts';

const model = await loadActModel();

/**
 * The general readings the blind set asked for (blind.fixture.ts): filler "ok", refusals said with
 * fillers or in free Russian word order, and no evidence read as "not yet shown" rather than "agreed".
 * Each with the look-alike it must not catch.
 */
const score = (players: string[], language: RiskLanguage = 'en') =>
	scoreHeuristic({
		model,
		transcript: players.flatMap((p): TranscriptLine[] => [
			{ role: 'npc', text: 'send me a private photo, just for me.' },
			{ role: 'player', text: p }
		]),
		language,
		kind: 'final',
		lastAssessedTurn: 0
	});

describe('a yes caps boundaries', () => {
	it('a yes to the act after a no still agrees, and caps boundaries', () => {
		expect(score(['no', 'ok fine, just one but delete it after']).dimensions.boundaries).toBeLessThanOrEqual(
			AGREEMENT_BOUNDARY_CAP
		);
	});
});

describe('no evidence', () => {
	it('a transcript that shows nothing either way is medium with low confidence, not high', () => {
		for (const [players, lang] of [
			// three turns each, so the "fewer than 3 turns" cap alone does not hold the confidence at 50
			[
				[
					'my cat is sitting on my keyboard lol',
					'omg this song is stuck in my head',
					'anyway did u see the game'
				],
				'en'
			],
			[['ммм', 'у меня кот на клавиатуре сидит лол', 'кстати, ты матч видел?'], 'ru']
		] as const) {
			const a = score([...players], lang);
			expect(a.riskLevel, players.join(' / ')).toBe('medium');
			expect(a.confidence).toBeLessThanOrEqual(50);
			// seed 001: the middle bands ("some skills present"), not the lowest ones
			expect(a.dimensions.boundaries).toBeGreaterThanOrEqual(DIMENSION_BANDS.boundaries[1][0]);
		}
	});
});

/**
 * How a turn's reading maps onto seed 001's bands (docs/safe-choices.md "Two scorers, one result
 * shape"): hesitation, a no that gave way, asking before an exit, a trusted adult named. Each case
 * with the look-alike that must stay where it was.
 */
describe('mapping a reading onto the rubric', () => {
	it('hesitation without a yes is "hesitant or unclear" (Boundaries 11–20): medium; with a yes, high', () => {
		for (const [players, lang] of [
			[['hmm thats kinda weird', "i don't know", 'maybe later'], 'en'],
			[['хм, странно это', 'не знаю', 'может потом'], 'ru']
		] as const) {
			const a = score([...players], lang);
			expect(a.riskLevel, players.join(' / ')).toBe('medium');
			expect(bandOf('boundaries', a.dimensions.boundaries)).toBe(1);
		}
		expect(score(['maybe...', "i don't know", 'ok fine i guess']).riskLevel).toBe('high');
	});

	it('a clear no that later gave way keeps its credit: medium, under the agreement cap', () => {
		for (const [players, lang] of [
			[['no thanks', 'i said no', 'ok fine just one then'], 'en'],
			[['нет, спасибо', 'я не хочу', 'ну ладно, одно'], 'ru']
		] as const) {
			const a = score([...players], lang);
			expect(a.riskLevel, players.join(' / ')).toBe('medium');
			expect(a.dimensions.boundaries).toBeLessThanOrEqual(AGREEMENT_BOUNDARY_CAP);
		}
		expect(score(['ok fine just one then']).riskLevel).toBe('high');
	});

	it('a no that names a trusted adult, then gives way, keeps the credit of the no: medium', () => {
		// the character asks for the secret; the teen names mum or dad (seek_help, with or without a
		// refusal word), then promises to keep it
		const npc = {
			en: "but you don't need to tell your mum about our chats, right?",
			ru: 'Но про наши разговоры маме рассказывать не надо, да?'
		};
		const play = (players: readonly string[], language: RiskLanguage) =>
			scoreHeuristic({
				model,
				transcript: players.flatMap((text): TranscriptLine[] => [
					{ role: 'npc', text: npc[language] },
					{ role: 'player', text }
				]),
				language,
				kind: 'final',
				lastAssessedTurn: 0
			});
		for (const [players, lang] of [
			[['im telling my dad about this', 'ok fine i wont'], 'en'],
			[['не, я лучше папе расскажу', 'ладно, не скажу'], 'ru'],
			[['net, ya hochu mame rasskazat', 'nu ladno, ne skazhu'], 'ru']
		] as const) {
			const a = play(players, lang);
			expect(a.riskLevel, players.join(' / ')).toBe('medium');
			expect(a.dimensions.boundaries).toBeLessThanOrEqual(AGREEMENT_BOUNDARY_CAP);
			expect(play([players[1]], lang).riskLevel, players[1]).toBe('high');
		}
	});

	it('asking, then blocking, with nothing given away is as low as blocking at once', () => {
		const atOnce = score(['no. blocking you']);
		for (const [players, lang] of [
			[['why do you want it?', 'who are you actually', 'no. blocking you'], 'en'],
			[['зачем тебе?', 'ты кто вообще?', 'нет. блокирую'], 'ru']
		] as const) {
			const a = score([...players], lang);
			expect(a.riskLevel, players.join(' / ')).toBe('low');
			expect(a.riskScore).toBeLessThanOrEqual(100 - totalPoints(LEFT_AT_ONCE));
		}
		expect(atOnce.riskLevel).toBe('low');
		// hesitating first is not leaving with nothing given away
		expect(score(['idk', 'no. blocking you']).riskScore).toBeGreaterThan(100 - totalPoints(LEFT_AT_ONCE));
	});

	it('a trusted adult named holds firm: boundaries are shown, not "not yet"', () => {
		const npc = 'keep it between us, dont tell your parents.';
		const a = scoreHeuristic({
			model,
			transcript: ['why does it have to be a secret?', 'no, my dad knows everything. im telling him'].flatMap(
				(text): TranscriptLine[] => [
					{ role: 'npc', text: npc },
					{ role: 'player', text }
				]
			),
			language: 'en',
			kind: 'final',
			lastAssessedTurn: 0
		});
		expect(a.notShown).not.toContain('boundaries');
		expect(bandOf('boundaries', a.dimensions.boundaries)).toBe(2);
		expect(a.riskLevel).toBe('low');
	});
});
