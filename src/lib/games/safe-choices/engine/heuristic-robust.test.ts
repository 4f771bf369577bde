import { describe, expect, it } from 'vitest';
import { AGREEMENT_BOUNDARY_CAP, scoreHeuristic } from './heuristic';
import { DIMENSION_BANDS, riskLevelFor } from './rubric';
import { readMessage } from './signals';
import type { RiskLanguage, TranscriptLine } from './types';

import { loadActModel } from '$lib/engines/acts';

const model = await loadActModel();

/**
 * The general readings the blind set asked for (blind.fixture.ts): filler "ok", refusals said with
 * fillers or in free Russian word order, and no evidence read as "not yet shown" rather than "agreed".
 * Each with the look-alike it must not catch.
 */
const read = (text: string, language: RiskLanguage = 'en') => readMessage(model, text, language);
const refuses = (text: string, language: RiskLanguage = 'en') => {
	const r = read(text, language);
	return !r.agreed && r.counts.firm > 0;
};
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

describe('"ok" as filler', () => {
	it('an ok before "but" / «но», or inside a question, agrees to nothing', () => {
		for (const t of ["aw ok but i'm not drinking", 'ok but no', 'can we not decide tonight, ok?'])
			expect(read(t).agreed, t).toBe(false);
		for (const t of [
			'ну ок, но пить я не буду',
			'давай не сегодня, ладно?',
			'давай просто со всеми посидим?'
		])
			expect(read(t, 'ru').agreed, t).toBe(false);
	});

	it('a plain yes, or a yes to the act with a "but" later, still agrees (and caps boundaries)', () => {
		for (const t of ['ok', 'ok fine, just one but delete it after']) expect(read(t).agreed, t).toBe(true);
		expect(read('ладно, одно скину, но ты потом удали', 'ru').agreed).toBe(true);
		expect(score(['no', 'ok fine, just one but delete it after']).dimensions.boundaries).toBeLessThanOrEqual(
			AGREEMENT_BOUNDARY_CAP
		);
	});
});

describe('refusals with fillers and free word order', () => {
	it('reads "I don\'t really drink", "I just don\'t want to", «фото я не кидаю», «не буду отправлять»', () => {
		for (const t of ["I don't really drink", "sorry, i just don't want to", "i'm never sending that"])
			expect(refuses(t), t).toBe(true);
		for (const t of [
			'фото я никому не кидаю',
			'я не буду ничего отправлять',
			'я вообще-то не пью',
			'я, пожалуй, откажусь'
		])
			expect(refuses(t, 'ru'), t).toBe(true);
	});

	it('does not read telling verbs or unrelated negations as refusals', () => {
		for (const t of ["i don't know", "i won't tell my mom"]) expect(refuses(t), t).toBe(false);
		for (const t of ['я не знаю', 'маме не скажу']) expect(refuses(t, 'ru'), t).toBe(false);
	});

	it('"can we not decide tonight" and «не сегодня» are hesitant boundaries', () => {
		expect(read('can we not decide tonight?').counts.doubt).toBeGreaterThan(0);
		expect(read('давай не сегодня', 'ru').counts.doubt).toBeGreaterThan(0);
	});
});

describe('no evidence', () => {
	it('a transcript the lexicons recognise nothing in is medium with low confidence, not high', () => {
		for (const [players, lang] of [
			[['...', 'hm', 'anyway did u see the game'], 'en'],
			[['ммм', 'кстати, ты матч видел?'], 'ru']
		] as const) {
			const a = score([...players], lang);
			expect(a.riskLevel, players.join(' / ')).toBe('medium');
			expect(a.confidence).toBeLessThanOrEqual(50);
			// seed 001: the middle bands ("some skills present"), not the lowest ones
			expect(a.dimensions.boundaries).toBeGreaterThanOrEqual(DIMENSION_BANDS.boundaries[1][0]);
		}
	});

	it('the rubric\'s own low-band hedges ("maybe", "I don\'t know") still score high', () => {
		const a = score(['maybe...', "i don't know", 'if you really want to']);
		expect(a.riskLevel).toBe(riskLevelFor(a.riskScore));
		expect(a.riskLevel).toBe('high');
	});
});
