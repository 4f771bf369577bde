import { describe, expect, it } from 'vitest';
import { runScenarioText } from './run-scenario';

const turns = (n: number) =>
	Array.from({ length: n }, (_, i) => [
		{ role: 'npc', text: 'Come on, everyone is doing it.' },
		{ role: 'player', text: i % 2 ? 'No, you’re pressuring me.' : 'I’m not sure.' }
	]).flat();

type Out = {
	assessments: {
		after_player_turn: number;
		riskScore: number;
		riskLevel: string;
		dimensions: Record<string, number>;
		source: string;
	}[];
	final: Out['assessments'][number];
};

describe('npm run sim — risk (sim.md)', () => {
	it('assesses every summary_interval player turns and once more at the end', async () => {
		const text = JSON.stringify({
			engine: 'risk',
			language: 'en',
			scenario: 'question-packs/scenarios/party-pressure.en.json',
			summary_interval: 3,
			transcript: turns(7)
		});
		const res = await runScenarioText(text);
		expect(res.ok).toBe(true);
		const out = (res as { output: Out }).output;
		expect(out.assessments.map((a) => a.after_player_turn)).toEqual([3, 6]);
		expect(out.final.after_player_turn).toBe(7);
		for (const a of [...out.assessments, out.final]) {
			expect(a.riskScore).toBe(100 - Object.values(a.dimensions).reduce((s, v) => s + v, 0));
			expect(a.riskLevel).toBe(a.riskScore <= 30 ? 'low' : a.riskScore <= 60 ? 'medium' : 'high');
			expect(a.source).toBe('heuristic');
		}
		expect(JSON.stringify((await runScenarioText(text)) as unknown)).toBe(JSON.stringify(res));
	});

	it('rejects bad input naming the field', async () => {
		const bad = await runScenarioText(
			JSON.stringify({ engine: 'risk', language: 'en', transcript: [{ role: 'judge', text: 'x' }] })
		);
		expect(bad).toMatchObject({ ok: false });
		expect((bad as { message: string }).message).toMatch(/transcript\.0\.role/);
		const badPack = await runScenarioText(
			JSON.stringify({ engine: 'risk', language: 'en', scenario: { id: 'x' }, transcript: [] })
		);
		expect((badPack as { message: string }).message).toMatch(/^scenario\.language/);
	});
});
