import { describe, expect, it } from 'vitest';
import { decideSlot } from '$lib/engines/deduction/narrator';
import { PERSONAS } from '$lib/engines/deduction/test-fixtures';
import { seedPrng } from '$lib/engines/kit/prng';
import { offlineClient } from '$lib/llm/offline';
import type { LlmClient } from '$lib/llm/types';
import { narratorLine, runNarratorSlot } from './deduction-narrator';

/** A model that always answers `text` (a port fake: the flow's own logic is under test). */
const answering = (text: string): LlmClient => ({
	provider: 'http',
	available: true,
	complete: () => Promise.resolve({ text, finishReason: 'stop', ms: 1 })
});

const base = {
	site: 'deduction.accusation',
	prompt: [{ role: 'user' as const, content: 'x' }],
	fallback: 'FALLBACK',
	language: 'en',
	nsfw: false
};

describe('narrator line flow', () => {
	it('offline → the engine’s fallback', async () => {
		expect(await narratorLine(offlineClient, base)).toEqual({ text: 'FALLBACK', source: 'fallback' });
	});
	it('a clean model line is used, trimmed of quotes', async () => {
		expect(await narratorLine(answering(' "Bo went quiet. Why?" '), { ...base, mustMention: 'Bo' })).toEqual({
			text: 'Bo went quiet. Why?',
			source: 'llm'
		});
	});
	it('a line that fails the content filter, or drops the target, falls back', async () => {
		expect((await narratorLine(answering('see https://x.example.com'), base)).source).toBe('fallback');
		expect(
			(await narratorLine(answering('Someone went quiet.'), { ...base, mustMention: 'Bo' })).source
		).toBe('fallback');
	});
	it('a direct @mention survives the filter’s handle rule', async () => {
		expect(await narratorLine(answering('@Bo, you went quiet.'), { ...base, mustMention: 'Bo' })).toEqual({
			text: '@Bo, you went quiet.',
			source: 'llm'
		});
	});
	it('runs a slot decision: `none` gives no line, a gap-fill gives its template offline', async () => {
		const players = [
			{ id: 'a', name: 'Ana' },
			{ id: 'b', name: 'Bo' }
		];
		const quiet = decideSlot({
			persona: PERSONAS.en,
			players,
			messages: [],
			round: 1,
			slot: 1,
			memory: { round: 0, count: 0, lastTarget: null },
			rng: seedPrng(1),
			key: 'k'
		});
		expect(quiet.plan.action).toBe('gapfill');
		const line = await runNarratorSlot(offlineClient, quiet, {
			language: 'en',
			nsfw: false,
			targetName: null
		});
		expect(PERSONAS.en.templates.gapfill.active).toContain(line?.text);
		const none = { ...quiet, plan: { ...quiet.plan, action: 'none' as const } };
		expect(
			await runNarratorSlot(offlineClient, none, { language: 'en', nsfw: false, targetName: null })
		).toBeNull();
	});
});
