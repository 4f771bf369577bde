import { describe, expect, it } from 'vitest';
import { AGREEMENT_BOUNDARY_CAP, scoreHeuristic } from './heuristic';
import { DIMENSION_BANDS, riskLevelFor } from './rubric';
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
