import { describe, expect, it } from 'vitest';
import { runScenarioText } from './run-scenario';

/** sim.md "deduction": the contract of the output, on the real packs, offline. */
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
	analysis: Record<string, { messages: number; tone: string; anomalies: string[] }>;
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
