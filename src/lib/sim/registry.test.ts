import { describe, expect, it } from 'vitest';
import { fixturePool } from '$lib/games/nhie/engine/testing/fixtures';
import { SIM_ALIASES, SIM_ENGINES } from './registry';
import { runScenarioText } from './run-scenario';

/** docs/sim.md "Engines": a game's engine is named as the game; the seeds' names still run it. */
/** A tone for each fixture question, by its intensity (the bands nhie.test.ts uses). */
const toneOf = (i: number) => (i <= 3 ? 'safe' : i <= 5 ? 'deeper' : i <= 7 ? 'secretive' : 'freaky');

describe('sim engine names and their aliases', () => {
	const nhie = {
		seed: 3,
		language: 'en',
		max_rounds: 4,
		nsfw_enabled: true,
		pack: {
			kind: 'nhie',
			id: 'alias-fixture',
			language: 'en',
			name: 'Fixture',
			version: 1,
			questions: fixturePool(12).map((q) => ({
				...q,
				tone: toneOf(q.intensity),
				tags: []
			}))
		},
		rounds: [1, 2, 3, 4].map((have) => ({ answered: 5, have }))
	};

	it('runs a scenario named by the old name exactly as by the game name', async () => {
		const byGame = await runScenarioText(JSON.stringify({ engine: 'nhie', ...nhie }));
		const byAlias = await runScenarioText(JSON.stringify({ engine: 'escalation', ...nhie }));
		expect(byGame).toMatchObject({ ok: true });
		expect(byAlias).toEqual(byGame);
	});

	it('routes every alias to its game engine (the same field errors for the same bad scenario)', async () => {
		for (const [alias, game] of Object.entries(SIM_ALIASES)) {
			expect(Object.keys(SIM_ENGINES)).toContain(game);
			const bad = { language: 'xx', seed: 'one', pack: 42, scenario: 42, players: 'none' };
			const byGame = await runScenarioText(JSON.stringify({ engine: game, ...bad }));
			const byAlias = await runScenarioText(JSON.stringify({ engine: alias, ...bad }));
			expect(byGame.ok, game).toBe(false);
			expect(byAlias, alias).toEqual(byGame);
		}
	});

	it('names the game engines and the aliases when the engine is unknown', async () => {
		const r = await runScenarioText('{"engine":"chess"}');
		expect(r.ok).toBe(false);
		if (!r.ok)
			for (const name of ['nhie', 'session-zero-table', 'mole', 'escalation', 'deduction'])
				expect(r.message).toContain(`"${name}"`);
	});
});
