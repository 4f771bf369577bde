import { describe, expect, it } from 'vitest';
import { runScenarioText } from '$lib/sim/run-scenario';

const PACK = 'question-packs/questionnaire/session-zero.en.json';
const share = async (
	answers: Record<string, string | number>,
	safety?: { lines: string[]; veils: string[] }
) => {
	const r = await runScenarioText(
		JSON.stringify({
			engine: 'questionnaire',
			pack: PACK,
			answers,
			...(safety ? { safety: { ...safety, completion_mode: 'completed' }, share_for_gm: true } : {})
		})
	);
	if (!r.ok) throw new Error(r.message);
	const o = r.output as { share: unknown; share_gm?: unknown };
	return o.share_gm ?? o.share;
};
type Out = {
	axes: Record<
		string,
		{ scores: (number | null)[]; positions: { score: number; known: boolean }[]; spread: number }
	>;
	disagreements: { axis: string; spread: number; prompt: string }[];
	lines: string[];
	veils: string[];
	proposal: { leader: string; min_fit: number; runner_up: string };
};

describe('sim questionnaire-group (sim.md)', () => {
	it('merges three real runs: 3 dots per scale, disagreements sorted, Lines union, a proposal', async () => {
		const players = [
			await share({ q_limits_gate: 'o_open' }, { lines: ['spiders'], veils: ['torture'] }),
			await share({ q_limits_gate: 'o_open' }),
			await share({}, { lines: ['sexual_violence'], veils: [] })
		];
		const r = await runScenarioText(JSON.stringify({ engine: 'questionnaire-group', pack: PACK, players }));
		if (!r.ok) throw new Error(r.message);
		const o = r.output as Out;
		for (const a of Object.values(o.axes)) {
			expect(a.positions).toHaveLength(3);
			// sim.md: `scores`, each player's in order (null: not answered for this scale)
			expect(a.scores).toEqual(a.positions.map((p) => (p.known ? p.score : null)));
		}
		for (let i = 1; i < o.disagreements.length; i++)
			expect(o.disagreements[i - 1].spread).toBeGreaterThanOrEqual(o.disagreements[i].spread);
		expect(o.lines).toEqual(['sexual_violence', 'spiders']);
		expect(o.veils).toEqual(['torture']);
		expect(typeof o.proposal.leader).toBe('string');
		expect(o.proposal.runner_up).not.toBe(o.proposal.leader);
		const again = await runScenarioText(
			JSON.stringify({ engine: 'questionnaire-group', pack: PACK, players })
		);
		expect(JSON.stringify(again)).toBe(JSON.stringify(r));
	});

	it('refuses a foreign-pack payload with a sentence naming the player', async () => {
		const good = (await share({})) as Record<string, unknown>;
		const foreign = { ...good, pack: { id: 'space-opera', language: 'en' } };
		const r = await runScenarioText(
			JSON.stringify({ engine: 'questionnaire-group', pack: PACK, players: [good, foreign] })
		);
		expect(r).toEqual({
			ok: false,
			message:
				'players[1]: Player 2: this result comes from another question pack (“space-opera”), and the table uses “Session zero”. Ask them to answer “Session zero”.'
		});
	});
});
