import { describe, expect, it } from 'vitest';
import { fixturePool } from '$lib/games/nhie/engine/testing/fixtures';
import { runScenarioText } from '$lib/sim/run-scenario';

/**
 * A 20-round scenario through the real sim runner, checked against values computed by hand from the
 * formulas of nhie.md (first 7 rounds written out) and a from-the-spec reference for the rest.
 */
const toneOfIntensity = (i: number) =>
	i <= 3 ? 'safe' : i <= 5 ? 'deeper' : i <= 7 ? 'secretive' : 'freaky';
const pack = {
	kind: 'nhie',
	id: 'nhie-fixture',
	language: 'en',
	name: 'Fixture',
	version: 1,
	questions: fixturePool(12).map((q) => ({ ...q, tone: toneOfIntensity(q.intensity), tags: [] }))
};
const haves = [6, 6, 6, 6, 0, 0, 3, 4, 5, 6, 6, 1, 0, 0, 0, 2, 6, 6, 6, 6];
const scenario = {
	engine: 'escalation',
	seed: 11,
	language: 'en',
	max_rounds: 20,
	nsfw_enabled: true,
	pack,
	rounds: haves.map((have) => ({ answered: 6, have }))
};

type Row = {
	round: number;
	tone: string;
	intensity: number;
	target_intensity: number;
	boldness: number;
	progression: number;
	effective: number;
	have_ratio: number | null;
	risk: number | null;
	de_escalated: boolean;
	source: string;
	question_id: string | null;
};

// Straight from the spec's text, independent of the engine's modules.
const W: Record<string, number> = { safe: 0.5, deeper: 1, secretive: 1.5, freaky: 2 };
const ORDER = ['safe', 'deeper', 'secretive', 'freaky'];
const BAND: Record<string, [number, number]> = {
	safe: [0, 0.3],
	deeper: [0.3, 0.55],
	secretive: [0.55, 0.8],
	freaky: [0.8, 1.2]
};
const RANGE: Record<string, [number, number]> = {
	safe: [1, 3],
	deeper: [3, 5],
	secretive: [5, 7],
	freaky: [7, 10]
};
const toneOf = (e: number) => (e < 0.3 ? 'safe' : e < 0.55 ? 'deeper' : e < 0.8 ? 'secretive' : 'freaky');
const half = (x: number) => Math.floor(x + 0.5 + 1e-9);

const reference = () => {
	const rows: {
		tone: string;
		target: number;
		B: number;
		P: number;
		E: number;
		R: number | null;
		de: boolean;
	}[] = [];
	let floor = 1;
	for (let r = 1; r <= 20; r++) {
		const prev = rows[r - 2];
		let B = prev ? 0.3 * (haves[r - 2] / 6) * W[prev.tone] + 0.7 * prev.B : 0;
		const P = Math.min(0.2, (r / 20) * 0.4);
		let E = B + P;
		let tone = toneOf(E);
		let de = false;
		const prev2 = rows[r - 3];
		if (prev && prev2 && r - 2 >= floor && (prev.R ?? 0) > 0.75 && (prev2.R ?? 0) > 0.75) {
			B = Math.max(0, B - 0.15);
			E = B + P;
			tone = ORDER[Math.min(Math.max(0, ORDER.indexOf(prev.tone) - 1), ORDER.indexOf(toneOf(E)))];
			de = true;
			floor = r;
		}
		const [lo, hi] = BAND[tone];
		const [min, max] = RANGE[tone];
		const target = de
			? half((min + max) / 2)
			: Math.min(max, Math.max(min, half(min + ((E - lo) / (hi - lo)) * (max - min))));
		// the fixture has 12 questions per level: the chosen question sits exactly at the target
		const R = target > 5 ? (6 - haves[r - 1]) / 6 : null;
		rows.push({ tone, target, B, P, E, R, de });
	}
	return rows;
};

describe('sim escalation: 20 rounds', () => {
	it('matches the hand-computed table', async () => {
		const out = await runScenarioText(JSON.stringify(scenario));
		if (!out.ok) throw new Error(out.message);
		const { history, final_boldness } = out.output as { history: Row[]; final_boldness: number };
		expect(history).toHaveLength(20);

		// Rounds 1–7 by hand (6 players):
		// r1 B=0 P=0.02 E=0.02 safe → 1 + 0.02/0.3×2 = 1.13 → 1
		// r2 δ1 = 1×0.5 → B=0.15, P=0.04, E=0.19 safe → 2.27 → 2
		// r3 B=0.3×0.5+0.7×0.15=0.255, P=0.06, E=0.315 deeper → 3.12 → 3
		// r4 δ3 = 1×1 → B=0.3+0.1785=0.4785, E=0.5585 secretive → 5.07 → 5
		// r5 δ4 = 1.5 → B=0.45+0.33495=0.78495, E=0.88495 freaky → 7 + 0.08495/0.4×3 = 7.64 → 8; nobody has: R=1
		// r6 δ5 = 0 → B=0.549465, E=0.669465 secretive → 5.96 → 6; R=1
		// r7 R5,R6 > 0.75 → B = 0.7×0.549465 − 0.15 = 0.2346255, E = 0.3746255 deeper (one below secretive), middle 4
		const hand = [
			{ B: 0, P: 0.02, E: 0.02, tone: 'safe', t: 1, R: null, de: false },
			{ B: 0.15, P: 0.04, E: 0.19, tone: 'safe', t: 2, R: null, de: false },
			{ B: 0.255, P: 0.06, E: 0.315, tone: 'deeper', t: 3, R: null, de: false },
			{ B: 0.4785, P: 0.08, E: 0.5585, tone: 'secretive', t: 5, R: null, de: false },
			{ B: 0.78495, P: 0.1, E: 0.88495, tone: 'freaky', t: 8, R: 1, de: false },
			{ B: 0.549465, P: 0.12, E: 0.669465, tone: 'secretive', t: 6, R: 1, de: false },
			{ B: 0.2346255, P: 0.14, E: 0.3746255, tone: 'deeper', t: 4, R: null, de: true }
		];
		hand.forEach((h, i) => {
			const row = history[i];
			expect(row.boldness, `round ${i + 1} B`).toBeCloseTo(h.B, 10);
			expect(row.progression, `round ${i + 1} P`).toBeCloseTo(h.P, 10);
			expect(row.effective, `round ${i + 1} E`).toBeCloseTo(h.E, 10);
			expect(row.tone).toBe(h.tone);
			expect(row.target_intensity).toBe(h.t);
			expect(row.intensity).toBe(h.t);
			expect(row.risk).toBe(h.R);
			expect(row.de_escalated).toBe(h.de);
		});

		reference().forEach((ref, i) => {
			const row = history[i];
			expect(row.round).toBe(i + 1);
			expect(row.boldness, `round ${i + 1} B`).toBeCloseTo(ref.B, 10);
			expect(row.progression).toBeCloseTo(ref.P, 10);
			expect(row.effective).toBeCloseTo(ref.E, 10);
			expect(row.tone, `round ${i + 1} tone`).toBe(ref.tone);
			expect(row.target_intensity, `round ${i + 1} target`).toBe(ref.target);
			expect(row.intensity).toBe(ref.target);
			expect(row.have_ratio).toBeCloseTo(haves[i] / 6, 12);
			expect(row.risk).toBe(ref.R);
			expect(row.de_escalated, `round ${i + 1} de-escalated`).toBe(ref.de);
			expect(row.source).toBe('pool');
		});
		const last = reference()[19];
		expect(final_boldness).toBeCloseTo(0.3 * (haves[19] / 6) * W[last.tone] + 0.7 * last.B, 10);
		expect(new Set(history.map((r) => r.question_id)).size).toBe(20);
		// the scenario exercises a de-escalation beyond round 7 too
		expect(history.filter((r) => r.de_escalated).length).toBeGreaterThanOrEqual(2);
	});

	it('is byte-for-byte deterministic and rejects bad input naming the field', async () => {
		const a = await runScenarioText(JSON.stringify(scenario));
		const b = await runScenarioText(JSON.stringify(scenario));
		expect(JSON.stringify(a)).toBe(JSON.stringify(b));
		const bad = await runScenarioText(JSON.stringify({ ...scenario, max_rounds: 'x' }));
		expect(bad).toMatchObject({ ok: false });
		expect(bad.ok ? '' : bad.message).toContain('max_rounds');
		const badPack = await runScenarioText(
			JSON.stringify({ ...scenario, pack: { ...pack, questions: [{ id: 1 }] } })
		);
		expect(badPack.ok ? '' : badPack.message).toContain('pack.questions.0');
	});

	it('plays no more than max_rounds and stops or reuses on an exhausted pool', async () => {
		const tiny = { ...pack, questions: pack.questions.slice(0, 3) };
		const run = async (extra: object) => {
			const out = await runScenarioText(JSON.stringify({ ...scenario, ...extra }));
			if (!out.ok) throw new Error(out.message);
			return out.output as { history: Row[]; exhausted: boolean };
		};
		expect((await run({ max_rounds: 4 })).history).toHaveLength(4);
		const ended = await run({ pack: tiny, on_exhausted: 'end' });
		expect(ended).toMatchObject({ exhausted: true });
		expect(ended.history).toHaveLength(3);
		expect((await run({ pack: tiny })).history).toHaveLength(20);
	});

	it('a round with "too_far" taps is logged as x_card and the next round is one tone lower', async () => {
		const rounds = haves.slice(0, 6).map((have) => ({ answered: 6, have }));
		const run = async (r: object[]) => {
			const out = await runScenarioText(JSON.stringify({ ...scenario, max_rounds: 20, rounds: r }));
			if (!out.ok) throw new Error(out.message);
			return (out.output as { history: (Row & { x_card: boolean; too_far: number })[] }).history;
		};
		const plain = await run(rounds.slice(0, 5));
		// round 4 is secretive and round 5 freaky without a tap (the hand table above)
		expect(plain.map((r) => r.tone).slice(3)).toEqual(['secretive', 'freaky']);
		const tapped = await run(rounds.slice(0, 5).map((r, i) => (i === 3 ? { ...r, too_far: 2 } : r)));
		expect(tapped[3]).toMatchObject({ too_far: 2, x_card: true });
		expect(tapped.filter((r) => r.x_card)).toHaveLength(1);
		// round 5: B = 0.78495 − 0.15, one below secretive → deeper, the middle of 3–5
		expect(tapped[4].boldness).toBeCloseTo(0.78495 - 0.15, 10);
		expect(tapped[4].tone).toBe('deeper');
		expect(tapped[4].target_intensity).toBe(4);
		const bad = await runScenarioText(
			JSON.stringify({ ...scenario, rounds: [{ answered: 2, have: 1, too_far: -1 }] })
		);
		expect(bad.ok ? '' : bad.message).toContain('rounds.0.too_far');
	});
});
