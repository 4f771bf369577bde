import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, PIRATE_LANGUAGES } from '$lib/games/pirate/engine';
import { DETERMINED_PLAYER, FILLER_LINE, keywordSalad } from '$lib/games/pirate/engine/testing/scripts';
import { readPackJson } from '$lib/games/pirate/engine/testing/packs';
import { runScenarioText } from '$lib/sim/run-scenario';

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
		// docs/sim.md "pirate": the acts read in the line and what the offline merit made of it
		expect(out.turns[0]).toHaveProperty('acts');
		expect(out.turns[0]).toHaveProperty('line.verdict');
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

	it('plays a captain of the ladder by id, with his doubts and his phrase (docs/pirate.md "The ladder")', async () => {
		const r = await run({
			engine: 'pirate',
			language: 'ru',
			captain: 'silas',
			messages: DETERMINED_PLAYER.ru
		});
		if (!r.ok) throw new Error(r.message);
		const out = r.output as {
			captain: string;
			difficulty: string;
			threshold: number;
			status: string;
			turns: { pirate_response: string }[];
		};
		expect(out).toMatchObject({ captain: 'silas', difficulty: 'easy', threshold: 40, status: 'won' });
		expect(out.turns.at(-1)!.pirate_response.toLowerCase()).toContain('сундук твой, морской лис');
		// without a captain: the difficulty's first
		const d = await run({ engine: 'pirate', language: 'en', difficulty: 'hard', messages: ['Ahoy'] });
		expect(d).toMatchObject({ ok: true, output: { captain: 'jack' } });
	});

	it('an unknown captain, a captain at another difficulty, or neither is bad input', async () => {
		const unknown = await run({ engine: 'pirate', language: 'en', captain: 'blackbeard', messages: [] });
		expect(unknown).toEqual({
			ok: false,
			message: 'captain: there is no captain "blackbeard" (the ladder: redbeard, silas, crane, jack, grimm)'
		});
		const mismatch = await run({
			engine: 'pirate',
			language: 'en',
			captain: 'grimm',
			difficulty: 'easy',
			messages: []
		});
		expect(mismatch).toMatchObject({
			ok: false,
			message: 'difficulty: captain "grimm" plays hard, not easy'
		});
		const neither = await run({ engine: 'pirate', language: 'en', messages: [] });
		expect(neither).toMatchObject({ ok: false });
		if (!neither.ok) expect(neither.message).toMatch(/^difficulty: give difficulty or captain/);
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

type PirateOut = {
	turns: { merit: { total: number }; is_won: boolean }[];
	status: string;
	threshold: number;
};
const play = async (language: string, difficulty: string, messages: string[]) => {
	const r = await run({ engine: 'pirate', language, difficulty, messages });
	if (!r.ok) throw new Error(r.message);
	return r.output as PirateOut;
};

// docs/pirate.md "Merit" "Done when": volume never wins; a varied conversation that builds a story does.
describe.each(PIRATE_LANGUAGES)('sim pirate, offline merit, %s', (language) => {
	const volume = {
		'one long message repeated 20 times': Array(20).fill(DETERMINED_PLAYER[language][0]),
		'filler sent 10 times': Array(10).fill(FILLER_LINE[language]),
		'keyword salad, 10 messages': keywordSalad(language)
	};
	describe.each(DIFFICULTIES)('%s', (difficulty) => {
		it.each(Object.entries(volume))('%s never wins nor nears the threshold', async (_, messages) => {
			const out = await play(language, difficulty, messages);
			expect(out.status).toBe('playing');
			expect(out.turns).toHaveLength(messages.length);
			for (const t of out.turns) expect(t.merit.total).toBeLessThan(Math.min(out.threshold, 40) - 10);
		});
	});
	it.each(['easy', 'medium'])('a varied, persuasive conversation wins %s', async (difficulty) => {
		const out = await play(language, difficulty, DETERMINED_PLAYER[language]);
		expect(out.status).toBe('won');
		expect(out.turns.at(-1)?.merit.total).toBeGreaterThanOrEqual(out.threshold);
	});
});
