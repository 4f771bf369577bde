import { describe, expect, it } from 'vitest';
import { runScenarioText } from '$lib/sim/run-scenario';

/**
 * sim.md "mole": a round may say who walks out (`leave`) and who comes back (`return`); the output
 * has the table the game played (`setup`), decided by the game's own code (docs/mole.md "The table").
 */
const NAMES = ['Ana', 'Bo', 'Cid', 'Dee', 'Mo', 'Fay', 'Gus'];
const players = (n: number) => NAMES.slice(0, n).map((name, i) => ({ id: `p${i + 1}`, name }));
/** A round whose one proposal (the leader's automatic team) every present player approves. */
const round = (over: Record<string, unknown> = {}) => ({
	proposals: [{}],
	messages: [
		{ player: 'p1', text: 'plan?', at: 0.1 },
		{ player: 'p2', text: 'no idea', at: 0.2 }
	],
	...over
});
const run = async (scenario: object) => {
	const out = await runScenarioText(JSON.stringify({ engine: 'mole', seed: 5, language: 'en', ...scenario }));
	if (!out.ok) throw new Error(out.message);
	return out.output as {
		setup: { moles: number; team_sizes: number[]; sabotages_needed: number[] };
		record: { proposals: { round: number; votes: Record<string, string>; team: string[] | null }[] };
	};
};

describe('deduction sim: the table and players who walk out', () => {
	it('setup: 5 players → 2 moles, teams 2-3-2-3-3; 7 → 3 moles, the fourth mission needs two', async () => {
		const five = await run({ players: players(5), rounds: [round()] });
		expect(five.setup).toEqual({ moles: 2, team_sizes: [2], sabotages_needed: [1] });
		const seven = await run({ players: players(7), rounds: Array.from({ length: 5 }, () => round()) });
		expect(seven.setup).toEqual({
			moles: 3,
			team_sizes: [2, 3, 3, 4, 4],
			sabotages_needed: [1, 1, 1, 2, 1]
		});
		const fiveLong = await run({ players: players(5), rounds: Array.from({ length: 5 }, () => round()) });
		expect(fiveLong.setup.team_sizes).toEqual([2, 3, 2, 3, 3]);
	});

	it('Mo leaves in round 2 and returns in round 4: no vote of his in rounds 2–3, never on a team', async () => {
		const out = await run({
			players: players(5),
			rounds: [round(), round({ leave: ['p5'] }), round(), round({ return: ['p5'] })]
		});
		const decided = out.record.proposals.filter((p) => p.team);
		for (const p of decided.filter((x) => x.round === 2 || x.round === 3)) {
			expect(p.votes.p5).toBeUndefined();
			expect(p.team).not.toContain('p5');
			expect(Object.keys(p.votes).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
		}
		expect(decided.find((p) => p.round === 4)!.votes.p5).toBe('approve');
		expect(decided.find((p) => p.round === 1)!.votes.p5).toBe('approve');
	});

	it('an act scripted for a player away is bad input, named at its field', async () => {
		const out = await runScenarioText(
			JSON.stringify({
				engine: 'mole',
				language: 'en',
				players: players(5),
				rounds: [round({ leave: ['p5'], banish: { p5: 'p1' } })]
			})
		);
		expect(out.ok).toBe(false);
		if (!out.ok) expect(out.message).toMatch(/rounds\.0\.banish\.p5.*away/);
		const unknown = await runScenarioText(
			JSON.stringify({
				engine: 'mole',
				language: 'en',
				players: players(5),
				rounds: [round({ leave: ['p9'] })]
			})
		);
		expect(unknown.ok).toBe(false);
		if (!unknown.ok) expect(unknown.message).toMatch(/rounds\.0\.leave\.0.*unknown player "p9"/);
	});
});
