import { describe, expect, it } from 'vitest';
import { runScenarioText } from '$lib/sim/run-scenario';

/**
 * docs/mole.md "Whispers", "A slot" and "One room", on the sim with the real packs, offline: the
 * narrator cases a group hit — a whisper spoken to its reader with something only they can use, a
 * quiet discussion filled, a silent or shouting player called out again in a later round, shouting
 * read as aggression through the act model, and quick taps read like chat.
 */
const PLAYERS = ['Ana', 'Bo', 'Cid', 'Dee', 'Fay'].map((name, i) => ({ id: `p${i + 1}`, name }));

/** The parts of a slot these cases read (sim.md "mole"). */
type Slot = Pick<Record<'round' | 'slot', number>, 'round' | 'slot'> & {
	mood: string;
	action: string;
	target: string | null;
	text: string | null;
	analysis: Record<string, { tone: string }>;
};
type Whisper = { round: number; to: string; fact: string; text: string };
type Out = { slots: Slot[]; whispers: Whisper[] };

const run = async (scenario: Record<string, unknown>): Promise<Out> => {
	const out = await runScenarioText(
		JSON.stringify({ engine: 'mole', seed: 5, language: 'en', players: PLAYERS, ...scenario })
	);
	if (!out.ok) throw new Error(out.message);
	return out.output as Out;
};

/** `n` lines of `player` spread over [from, to) of the discussion. */
const talk = (player: string, n: number, from: number, to: number, text = 'ok, next team?') =>
	Array.from({ length: n }, (_, i) => ({ player, text, at: from + ((to - from) * (i + 0.5)) / n }));
/** Two neutral lines in each window from each of `players`. */
const chatter = (players: readonly string[]) =>
	players.flatMap((p) => [...talk(p, 2, 0.02, 0.38, 'ok'), ...talk(p, 2, 0.42, 0.83, 'hm, fine')]);

const accusations = (out: Out, target: string) =>
	out.slots.filter((s) => s.action === 'accusation' && s.target === target).map((s) => s.round);

describe('whispers speak to their reader, with something only they can use', () => {
	it('round 2: Ana is told, as "you", that Bo keeps defending her; nobody is spoken of in the third person', async () => {
		const round1 = [
			...chatter(['p3', 'p4', 'p5']),
			{ player: 'p2', text: 'leave Ana alone, she was with me', at: 0.1 },
			{ player: 'p2', text: 'Ana is not the mole, trust me', at: 0.2 },
			{ player: 'p2', text: 'stop blaming Ana', at: 0.5 }
		];
		const out = await run({ rounds: [{ messages: round1 }, { messages: chatter(['p1', 'p2']) }] });
		const ana = out.whispers.find((w) => w.round === 2 && w.to === 'p1')!;
		expect(ana.fact).toBe('defended_by');
		expect(ana.text).toContain('Bo');
		expect(ana.text).toMatch(/\byou\b/);
		for (const w of out.whispers) {
			const name = PLAYERS.find((p) => p.id === w.to)!.name;
			// the reader is addressed once at most, never talked about
			expect(w.text.split(name).length - 1, w.text).toBeLessThanOrEqual(1);
			expect(w.text).not.toMatch(/\{\w+\}/);
		}
	});
	it('ru: a defence naming the reader with a case ending ("от Бориса", "на Бориса") counts', async () => {
		const players = PLAYERS.map((p, i) => (i === 0 ? { ...p, name: 'Борис' } : p));
		const round1 = [
			...chatter(['p3', 'p4', 'p5']),
			{ player: 'p2', text: 'отстаньте от Бориса, он со мной', at: 0.1 },
			{ player: 'p2', text: 'хватит валить на Бориса', at: 0.5 }
		];
		const out = await run({ language: 'ru', players, rounds: [{ messages: round1 }, { messages: [] }] });
		const boris = out.whispers.find((w) => w.round === 2 && w.to === 'p1')!;
		expect(boris.fact).toBe('defended_by');
		expect(boris.text).toContain('Bo');
	});
	it('round 3: a reader is told the pattern of their own team votes', async () => {
		const votes = { p3: 'reject', p4: 'reject', p1: 'approve', p2: 'approve', p5: 'approve' };
		const round = { messages: chatter(['p1', 'p2', 'p3', 'p4', 'p5']), proposals: [{ votes }] };
		const out = await run({ rounds: [round, round, round] });
		const cid = out.whispers.find((w) => w.round === 3 && w.to === 'p3')!;
		expect(cid.fact).toBe('own_votes');
		expect(cid.text).toMatch(/0 yes, 2 no|0 yes and 2 no|0 for, 2 against/);
	});
	for (const language of ['ru', 'sv'] as const)
		it(`${language}: a whisper is whole sentences, the fact never glued into one`, async () => {
			const out = await run({
				language,
				rounds: [{ messages: chatter(['p1', 'p2', 'p3', 'p4', 'p5']) }, { messages: [] }]
			});
			for (const w of out.whispers) {
				expect(w.text).not.toMatch(/:\s*$|:\s+\p{Ll}[^.!?]*$/u);
				// every sentence ends, and the next starts with a capital or a name
				for (const [, next] of w.text.matchAll(/[.!?]\s+(\S)/gu)) expect(next).toMatch(/[\p{Lu}«"@\d]/u);
			}
		});
});

describe('a quiet discussion is filled (seed 003: calm games get less, not none)', () => {
	it('a round with nobody talking still hears the narrator once', async () => {
		const out = await run({ rounds: [{ messages: chatter(['p1', 'p2']) }, { messages: [] }] });
		const round2 = out.slots.filter((s) => s.round === 2);
		expect(round2.map((s) => s.mood)).toEqual(['calm', 'calm']);
		expect(round2.filter((s) => s.action === 'gapfill')).toHaveLength(1);
		expect(round2.find((s) => s.action === 'gapfill')!.text).toBeTruthy();
	});
});

describe('never the same player twice in a row — not forever', () => {
	it('a player silent for three rounds is called out in round 1 and again in round 3', async () => {
		const round = { messages: chatter(['p1', 'p2', 'p3', 'p5']) };
		const out = await run({ rounds: [round, round, round] });
		const dee = accusations(out, 'p4');
		expect(dee).toContain(1);
		expect(dee).toContain(3);
		expect(dee).not.toContain(2);
	});
	it('nine all-caps attacks over three rounds read as aggression and are called out again', async () => {
		// naming nobody (no "accused" action stands in) and in both windows (no silence does)
		const attacks = ['WAKE UP PEOPLE, THIS IS RIGGED', 'YOU ARE ALL BLIND', 'SHUT UP AND LISTEN TO ME'];
		const round = {
			messages: [
				...chatter(['p1', 'p3', 'p4', 'p5']),
				...attacks.map((text, i) => ({ player: 'p2', text, at: [0.1, 0.25, 0.6][i] }))
			]
		};
		const out = await run({ rounds: [round, round, round] });
		for (const r of [1, 2, 3])
			expect(out.slots.find((s) => s.round === r && s.slot === 1)!.analysis.p2.tone).toBe('aggressive');
		const bo = accusations(out, 'p2');
		expect(bo).toContain(1);
		expect(bo).toContain(3);
		expect(out.slots.find((s) => s.round === 3 && s.target === 'p2')!.text).toContain('Bo');
	});
});

describe('one room: quick taps instead of a chat', () => {
	it('taps are read like lines: a player who keeps suspecting one player is called out by name', async () => {
		const taps = [
			...['p2', 'p3', 'p4', 'p5'].flatMap((p, i) => [
				{ player: p, tap: 'trust', about: p === 'p2' ? 'p3' : 'p2', at: 0.05 + i * 0.02 }
			]),
			...[0.1, 0.2, 0.3].map((at) => ({ player: 'p1', tap: 'suspect', about: 'p2', at }))
		];
		const out = await run({ together: true, rounds: [{ taps }] });
		const first = out.slots.find((s) => s.round === 1 && s.slot === 1)!;
		expect(first.analysis.p1.tone).toBe('accusatory');
		expect(first).toMatchObject({ action: 'accusation', target: 'p1' });
		expect(first.text).toContain('Bo');
	});
	it('a typed line in the one-room mode is refused, with the field', async () => {
		const out = await runScenarioText(
			JSON.stringify({
				engine: 'mole',
				language: 'en',
				players: PLAYERS,
				together: true,
				rounds: [{ messages: [{ player: 'p1', text: 'hi', at: 0.1 }] }]
			})
		);
		expect(out.ok).toBe(false);
		if (!out.ok) expect(out.message).toMatch(/rounds\[0\]\.messages\[0\].*no_chat_in_room/);
	});
});
