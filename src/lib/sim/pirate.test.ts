import { describe, expect, it } from 'vitest';
import { DETERMINED_PLAYER } from '$lib/engines/pirate/testing/scripts';
import { readPackJson } from '$lib/engines/pirate/testing/packs';
import { runScenarioText } from './run-scenario';

const run = (scenario: unknown) => runScenarioText(JSON.stringify(scenario));

describe('sim: pirate and pirate-validate (sim.md)', () => {
	it('plays each message as a turn with the required fields, deterministically', async () => {
		const scenario = {
			engine: 'pirate',
			language: 'en',
			difficulty: 'medium',
			messages: DETERMINED_PLAYER.en.slice(0, 3)
		};
		const a = await run(scenario);
		const b = await run(scenario);
		expect(JSON.stringify(a)).toBe(JSON.stringify(b));
		if (!a.ok) throw new Error(a.message);
		const out = a.output as { turns: Record<string, unknown>[] };
		expect(out.turns).toHaveLength(3);
		for (const key of [
			'turn',
			'strategies',
			'personas',
			'merit',
			'has_earned_it',
			'pirate_response',
			'is_blocked',
			'is_won',
			'win_reason'
		])
			expect(out.turns[0]).toHaveProperty(key);
		expect(out.turns[0].merit).toMatchObject({ source: 'fallback' });
	});

	it('stops at the win', async () => {
		const r = await run({
			engine: 'pirate',
			language: 'pl',
			difficulty: 'easy',
			messages: DETERMINED_PLAYER.pl
		});
		if (!r.ok) throw new Error(r.message);
		const out = r.output as { turns: { is_won: boolean }[]; status: string };
		expect(out.status).toBe('won');
		expect(out.turns.at(-1)?.is_won).toBe(true);
		expect(out.turns.length).toBeLessThan(DETERMINED_PLAYER.pl.length);
	});

	it('validates like the spec example', async () => {
		const r = await run({
			engine: 'pirate-validate',
			language: 'en',
			difficulty: 'medium',
			merit_score: 57,
			pirate_response: 'Arr, fine — the treasure is yours.'
		});
		expect(r).toMatchObject({
			ok: true,
			output: { is_won: true, is_blocked: false, reason: 'agreement_close_score' }
		});
	});

	it('names the bad field of a scenario or an inline pack', async () => {
		const bad = await run({ engine: 'pirate', language: 'en', difficulty: 'impossible', messages: [] });
		expect(bad).toMatchObject({ ok: false });
		if (!bad.ok) expect(bad.message).toMatch(/^difficulty:/);
		const pack = { ...(readPackJson('en') as Record<string, unknown>), surrender_phrase: 1 };
		const badPack = await run({
			engine: 'pirate-validate',
			language: 'en',
			difficulty: 'easy',
			merit_score: 1,
			pirate_response: 'x',
			pack
		});
		if (badPack.ok) throw new Error('expected a failure');
		expect(badPack.message).toContain('pack.surrender_phrase');
	});
});
