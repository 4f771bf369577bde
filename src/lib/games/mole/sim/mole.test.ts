import { describe, expect, it } from 'vitest';
import { runScenarioText } from '$lib/sim/run-scenario';

/** sim.md "mole": the contract of the output, on the real packs, offline. */
const scenario = (over: Record<string, unknown> = {}) =>
	JSON.stringify({
		engine: 'deduction',
		seed: 3,
		language: 'en',
		players: [
			{ id: 'p1', name: 'Ana', role: 'crew' },
			{ id: 'p2', name: 'Bo', role: 'mole' },
			{ id: 'p3', name: 'Cy', role: 'crew' }
		],
		rounds: [
			{
				messages: [
					{ player: 'p2', text: 'hi, plan?', at: 0.2 },
					{ player: 'p2', text: "let's go", at: 0.3 },
					{ player: 'p1', text: 'You are lying Bo', at: 0.5 },
					{ player: 'p1', text: 'it was you, traitor', at: 0.6 },
					{ player: 'p3', text: 'late message', at: 0.9 }
				]
			},
			{ messages: [{ player: 'p3', text: 'haha', at: 0.1 }] }
		],
		...over
	});

type Slot = {
	round: number;
	slot: number;
	mood: string;
	action: string;
	target: string | null;
	anomaly: string | null;
	mention: string | null;
	text: string | null;
	prompt: string | null;
	analysis: Record<string, { messages: number; historyMessages: number; tone: string; anomalies: string[] }>;
};

const run = async (text: string) => {
	const out = await runScenarioText(text);
	if (!out.ok) throw new Error(out.message);
	return (out.output as { slots: Slot[] }).slots;
};

describe('sim deduction', () => {
	it('two slots per round, each seeing only earlier messages, with every required field', async () => {
		const slots = await run(scenario());
		expect(slots.map((s) => [s.round, s.slot])).toEqual([
			[1, 1],
			[1, 2],
			[2, 1],
			[2, 2]
		]);
		expect(slots[0].analysis.p1.messages).toBe(0);
		expect(slots[0].analysis.p2.messages).toBe(2);
		expect(slots[1].analysis.p1.messages).toBe(2);
		expect(slots[1].analysis.p3.messages).toBe(0); // 0.9 is after the slot
		for (const s of slots) {
			expect(['accusation', 'gapfill', 'none']).toContain(s.action);
			if (s.action === 'none') expect(s.prompt).toBeNull();
			else {
				expect(typeof s.prompt).toBe('string');
				expect(typeof s.text).toBe('string');
			}
			if (s.action === 'accusation') {
				expect(s.analysis[s.target!].anomalies).toContain(s.anomaly);
				expect(['direct', 'third_person']).toContain(s.mention);
			}
		}
	});
	it('is deterministic and never reads roles', async () => {
		const a = await run(scenario());
		expect(await run(scenario())).toEqual(a);
		const swapped = JSON.parse(scenario()) as { players: { role: string }[] };
		swapped.players.forEach((p) => (p.role = p.role === 'mole' ? 'crew' : 'mole'));
		expect(await run(JSON.stringify(swapped))).toEqual(a);
	});
	it('plays the boundaries on the game’s clock: 0.40 is slot 2’s, 1.0 is after the discussion', async () => {
		const slots = await run(
			scenario({
				rounds: [
					{
						messages: [
							{ player: 'p1', text: 'first', at: 0 },
							{ player: 'p2', text: 'on the slot', at: 0.4 },
							{ player: 'p3', text: 'on the second slot', at: 0.85 },
							{ player: 'p3', text: 'at the bell', at: 1 }
						]
					},
					{ messages: [] }
				]
			})
		);
		expect(slots[0].analysis.p1.messages).toBe(1);
		expect(slots[0].analysis.p2.messages).toBe(0);
		expect(slots[1].analysis.p2.messages).toBe(1);
		expect(slots[1].analysis.p3.messages).toBe(0);
		// neither 0.85 nor 1.0 is in any window, so neither is history in round 2
		expect(slots[2].analysis.p3.historyMessages).toBe(0);
		expect(slots[2].analysis.p1.historyMessages).toBe(1);
	});
	it('more than one round needs 3 players (moles ≥ crew ends the game), one round needs 1', async () => {
		const two = {
			players: [
				{ id: 'p1', name: 'Ana' },
				{ id: 'p2', name: 'Bo' }
			]
		};
		const bad = await runScenarioText(
			scenario({ ...two, rounds: [{ messages: [{ player: 'p1', text: 'hi', at: 0.1 }] }, { messages: [] }] })
		);
		expect(!bad.ok && bad.message).toMatch(/^players: .*at least 3 players/);
		const one = await run(
			scenario({ ...two, rounds: [{ messages: [{ player: 'p1', text: 'hi', at: 0.1 }] }] })
		);
		expect(one.map((s) => [s.round, s.slot])).toEqual([
			[1, 1],
			[1, 2]
		]);
	});
	it('names the field of bad input', async () => {
		const bad = await runScenarioText(
			scenario({ rounds: [{ messages: [{ player: 'zz', text: 'x', at: 0.2 }] }] })
		);
		expect(bad).toMatchObject({ ok: false });
		expect(!bad.ok && bad.message).toContain('rounds.0.messages.0.player');
		const late = await runScenarioText(
			scenario({ rounds: [{ messages: [{ player: 'p1', text: 'x', at: 1.5 }] }] })
		);
		expect(!late.ok && late.message).toContain('rounds.0.messages.0.at');
	});
});

describe('deduction: intents the game refuses are an invalid scenario, naming the field', () => {
	const players = [
		{ id: 'p1', name: 'Ana', role: 'crew' },
		{ id: 'p2', name: 'Bo', role: 'mole' },
		{ id: 'p3', name: 'Cy', role: 'crew' },
		{ id: 'p4', name: 'Di', role: 'crew' }
	];
	const refused = async (rounds: unknown[]) => {
		const out = await runScenarioText(scenario({ players, rounds }));
		expect(out.ok).toBe(false);
		return out.ok ? '' : out.message;
	};
	it('a team of the wrong size', async () => {
		const message = await refused([{ messages: [], proposals: [{ team: ['p1', 'p2', 'p3'] }] }]);
		expect(message).toMatch(/^rounds\[0\]\.proposals\[0\]\.team: .*bad_team/);
	});
	it('a self-vote at the banishment', async () => {
		const message = await refused([{ messages: [], banish: { p1: 'p1' } }]);
		expect(message).toMatch(/^rounds\[0\]\.banish\.p1: .*self_vote/);
	});
	it('a round after the game is over', async () => {
		const out = [{ messages: [], banish: { p1: 'p2', p3: 'p2', p4: 'p2' } }, { messages: [] }];
		expect(await refused(out)).toMatch(/^rounds\[1\]: the game was over after round 1/);
	});
});
