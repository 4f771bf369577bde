import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, startLlmTestServer, type LlmTestServer } from '$lib/llm/testing/llm-server';

/**
 * sim.md: a scenario's `llm` field ({baseUrl, model, apiKey}) runs the engines on the http
 * provider. Each case runs the real CLI (scripts/sim.ts) against the scripted
 * OpenAI-compatible test server on 127.0.0.1. The child is spawned asynchronously: a blocking
 * spawnSync would stop this process's event loop, and with it the server the child is calling.
 */
const root = path.resolve(import.meta.dirname, '..');
const MODEL = 'sim-test-model';
const KEY = 'sk-sim-test-4d1f';

type Run = { status: number | null; stdout: string; stderr: string };

// Each case starts Node with tsx and runs several model calls: on a loaded 2-core machine that
// passed the suite's 20 s (a limit on the wait, not a measure of speed).
vi.setConfig({ testTimeout: 60_000 });

const runSim = (scenario: unknown): Promise<Run> =>
	new Promise((resolve, reject) => {
		const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sim.ts', '-'], { cwd: root });
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
		child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
		child.on('error', reject);
		child.on('close', (status) => resolve({ status, stdout, stderr }));
		child.stdin.end(JSON.stringify(scenario));
	});

/** Runs a scenario and returns its parsed output (exit code 0 and one JSON document on stdout). */
const sim = async <T>(scenario: unknown): Promise<T> => {
	const r = await runSim(scenario);
	expect(r.stderr).toBe('');
	expect(r.status).toBe(0);
	return JSON.parse(r.stdout) as T;
};

let server: LlmTestServer;
let llm: { baseUrl: string; model: string; apiKey: string };

beforeAll(async () => {
	server = await startLlmTestServer();
	llm = { baseUrl: server.baseUrl, model: MODEL, apiKey: KEY };
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** Every call reached the chat endpoint with the scenario's model and `Authorization: Bearer <apiKey>`. */
const expectCallsFromScenario = (n: number) => {
	expect(server.requests).toHaveLength(n);
	for (const r of server.requests) {
		expect(r.path).toBe('/v1/chat/completions');
		expect(r.headers.authorization).toBe(`Bearer ${KEY}`);
		expect((r.body as { model?: unknown }).model).toBe(MODEL);
		// the key travels only in the header
		expect(JSON.stringify(r.body)).not.toContain(KEY);
	}
};

const lastUser = (i: number): string =>
	((server.requests[i].body as { messages: { role: string; content: string }[] }).messages.findLast(
		(m) => m.role === 'user'
	)?.content ?? '') as string;

// ---------------------------------------------------------------- risk (seed 001, safe-choices.md)

type Dimensions = { recognition: number; boundaries: number; communication: number; safety: number };
type Assessment = {
	after_player_turn: number;
	riskScore: number;
	riskLevel: string;
	confidence: number;
	notes: string;
	dimensions: Dimensions;
	total: number;
	source: string;
};
type RiskOut = { assessments: Assessment[]; final: Assessment };

// seed 001: maxima 25/30/25/20; riskScore = 100 − total; 0–30 low, 31–60 medium, 61–100 high.
const MAX: Dimensions = { recognition: 25, boundaries: 30, communication: 25, safety: 20 };
const clampTo = (d: Dimensions): Dimensions => ({
	recognition: Math.min(MAX.recognition, Math.max(0, d.recognition)),
	boundaries: Math.min(MAX.boundaries, Math.max(0, d.boundaries)),
	communication: Math.min(MAX.communication, Math.max(0, d.communication)),
	safety: Math.min(MAX.safety, Math.max(0, d.safety))
});
const sum = (d: Dimensions) => d.recognition + d.boundaries + d.communication + d.safety;
const level = (score: number) => (score <= 30 ? 'low' : score <= 60 ? 'medium' : 'high');

const riskScenario = (withLlm: boolean) => ({
	engine: 'risk',
	language: 'en',
	scenario: 'question-packs/scenarios/party-pressure.en.json',
	summary_interval: 1,
	transcript: [
		{ role: 'npc', text: 'Come on, everyone skips condoms, it is no big deal.' },
		// every dimension shown from turn 1 (help named too): the model's points stand as given
		// (a dimension not shown yet would be placed by the code, docs/safe-choices.md "Not shown yet")
		{ role: 'player', text: 'No, I am not comfortable with that. I will tell my mom.' },
		{ role: 'npc', text: 'Just this once? Nobody will know.' },
		{ role: 'player', text: 'That is not true, you are pressuring me. No.' },
		{ role: 'npc', text: 'You are no fun.' },
		{ role: 'player', text: 'I am leaving, and I will talk to the school nurse about it.' }
	],
	...(withLlm ? { llm } : {})
});

describe('sim risk with llm', () => {
	it('uses a valid judgment, clamps an out-of-range dimension, falls back to the heuristic on invalid JSON', async () => {
		const notes =
			'You said no clearly and kept to it. Next time, also name the pressure you noticed out loud.';
		// a low-risk judgment: turn 1 held firm and named an adult, so the level rules keep it low
		// (docs/safe-choices.md "Level rules"); points in that level stand as given
		const valid = { recognition: 18, boundaries: 26, communication: 17, safety: 14, confidence: 40, notes };
		const outOfRange = {
			recognition: 40,
			boundaries: 28,
			communication: -3,
			safety: 20,
			confidence: 80,
			notes,
			total: 999, // a model's own total is ignored
			riskLevel: 'low'
		};
		const finalJudgment = {
			recognition: 20,
			boundaries: 27,
			communication: 21,
			safety: 18,
			confidence: 75,
			notes
		};
		// turns 1, 2, 3 (summary_interval 1), then final; turn 3's call is retried once, then falls back.
		server.script(
			reply.json(valid),
			reply.json(outOfRange),
			reply.malformed('The player did really well, I would say low risk overall.'),
			reply.malformed('Sorry: recognition twelve, boundaries high.'),
			reply.json(finalJudgment)
		);
		const out = await sim<RiskOut>(riskScenario(true));
		expectCallsFromScenario(5);
		// the retry carries the validation problem (llm.md "Structured calls")
		expect(lastUser(3)).toMatch(/not valid JSON/);

		const [a1, a2, a3] = out.assessments;
		expect(out.assessments.map((a) => a.after_player_turn)).toEqual([1, 2, 3]);

		// 1. a valid judgment is used as is; totals and levels computed from the spec formulas
		const d1 = { recognition: 18, boundaries: 26, communication: 17, safety: 14 };
		expect(a1).toMatchObject({ source: 'llm', dimensions: d1, total: sum(d1), notes });
		expect(a1.riskScore).toBe(100 - sum(d1));
		expect(a1.riskLevel).toBe(level(100 - sum(d1)));

		// 2. each dimension is clamped to its range; the model's total and level are ignored
		const d2 = clampTo(outOfRange);
		expect(d2).toEqual({ recognition: 25, boundaries: 28, communication: 0, safety: 20 });
		expect(a2).toMatchObject({ source: 'llm', dimensions: d2, total: sum(d2) });
		expect(a2.riskScore).toBe(100 - sum(d2));
		expect(a2.riskLevel).toBe(level(100 - sum(d2)));
		// fewer than 3 substantive player turns → confidence at most 50 (seed 001)
		expect(a2.confidence).toBe(50);

		// 3. invalid JSON twice → the heuristic scorer, exactly as it scores offline
		const offline = await sim<RiskOut>(riskScenario(false));
		expect(a3.source).toBe('heuristic');
		expect(a3).toEqual(offline.assessments[2]);
		expect(a3.riskScore).toBe(100 - sum(a3.dimensions));

		// the final assessment is the model's again
		expect(out.final).toMatchObject({ source: 'llm', after_player_turn: 3 });
		expect(out.final.riskScore).toBe(100 - sum(finalJudgment));
		expect(out.final.riskLevel).toBe(level(100 - sum(finalJudgment)));
		expect(out.final.confidence).toBe(75);
	});
});

describe('sim risk with a model that gives full marks to an agreeing player', () => {
	it('the code-side guard still yields medium or high', async () => {
		const fullMarks = {
			recognition: 25,
			boundaries: 30,
			communication: 25,
			safety: 20,
			confidence: 95,
			notes: 'Perfect: the player refused everything and told a trusted adult straight away.'
		};
		server.setDefault(reply.json(fullMarks));
		const transcripts = [
			[
				['send me a private photo, just for me', 'ok fine, sending it now'],
				["don't tell ur mom ok?", 'ok i wont']
			],
			[
				['where do you live? i am in town saturday', 'no pics. but 14 oak street, come by'],
				['cool see you', 'i will tell my mom about you']
			]
		];
		for (const pairs of transcripts) {
			const out = await sim<RiskOut>({
				engine: 'risk',
				language: 'en',
				summary_interval: 1,
				llm,
				transcript: pairs.flatMap(([npc, player]) => [
					{ role: 'npc', text: npc },
					{ role: 'player', text: player }
				])
			});
			for (const a of [...out.assessments, out.final]) {
				expect(a.source).toBe('llm');
				expect(a.riskLevel).not.toBe('low');
				expect(a.riskScore).toBe(100 - sum(a.dimensions));
				expect(a.dimensions.boundaries).toBeLessThanOrEqual(10);
			}
		}
	});
});

// ---------------------------------------------------------------- pirate (seed 004, pirate.md)

type Merit = {
	strategy_variety: number;
	conversation_depth: number;
	creativity: number;
	persistence: number;
	total: number;
	source: string;
};
type PirateTurn = {
	turn: number;
	merit: Merit;
	has_earned_it: boolean;
	pirate_response: string;
	is_blocked: boolean;
	is_won: boolean;
	win_reason: string | null;
};
type PirateOut = { turns: PirateTurn[]; status: string; threshold: number };

// pirate.md: strategy_variety 0–30, conversation_depth 0–25, creativity 0–25, persistence 0–20; medium 60.
const MERIT_MAX = { strategy_variety: 30, conversation_depth: 25, creativity: 25, persistence: 20 };
const clampMerit = (m: Omit<Merit, 'total' | 'source'>) => {
	const c = {
		strategy_variety: Math.min(MERIT_MAX.strategy_variety, Math.max(0, m.strategy_variety)),
		conversation_depth: Math.min(MERIT_MAX.conversation_depth, Math.max(0, m.conversation_depth)),
		creativity: Math.min(MERIT_MAX.creativity, Math.max(0, m.creativity)),
		persistence: Math.min(MERIT_MAX.persistence, Math.max(0, m.persistence))
	};
	return { ...c, total: c.strategy_variety + c.conversation_depth + c.creativity + c.persistence };
};
const MEDIUM_THRESHOLD = 60;

describe('sim pirate with llm', () => {
	it('clamps a model merit above the cap, computes the total in code, and the win table uses it', async () => {
		const pack = JSON.parse(readFileSync(path.join(root, 'question-packs/pirate/en.json'), 'utf8')) as {
			surrender_phrase: string;
			lines: { medium: Record<string, string[]> };
			replies: Record<string, Record<string, string[]>>;
			nonmoves: Record<string, string[]>;
			settled: Record<string, string[]>;
		};
		// Turn 1: strategy_variety 45 is over its cap of 30. Unclamped the sum would be 67 (≥ 60, a
		// win with the surrender phrase); clamped it is 52, so the phrase is blocked (seed 004 rule 1).
		const merit1 = { strategy_variety: 45, conversation_depth: 10, creativity: 8, persistence: 4, total: 99 };
		const line1 = 'Arr, fine. Here is my treasure, take it!';
		// Turn 2: persistence 60 (cap 20) and conversation_depth 31 (cap 25): 10 + 25 + 10 + 20 = 65 ≥ 60.
		const merit2 = {
			strategy_variety: 10,
			conversation_depth: 31,
			creativity: 10,
			persistence: 60,
			total: 3
		};
		const line2 = 'Blast it, ye earned it: the treasure is yours, matey.';
		server.script(reply.json(merit1), reply.text(line1), reply.json(merit2), reply.text(line2));

		const out = await sim<PirateOut>({
			engine: 'pirate',
			language: 'en',
			difficulty: 'medium',
			messages: [
				'Ahoy captain, I am the new cook and the admiral sent me for the map',
				'Please, my family is starving, I will share the gold with you and the whole crew'
			],
			llm
		});
		expectCallsFromScenario(4);
		expect(out.threshold).toBe(MEDIUM_THRESHOLD);
		// merit calls ask for JSON; the response calls are plain text
		expect((server.requests[0].body as { response_format?: unknown }).response_format).toBeDefined();
		expect((server.requests[1].body as { response_format?: unknown }).response_format).toBeUndefined();

		const [t1, t2] = out.turns;
		const m1 = clampMerit(merit1);
		expect(m1.total).toBe(52);
		expect(t1.merit).toEqual({ ...m1, source: 'llm' });
		expect(t1.has_earned_it).toBe(m1.total >= MEDIUM_THRESHOLD);
		expect(t1.is_blocked).toBe(true);
		expect(t1.is_won).toBe(false);
		expect(line1.toLowerCase()).toContain(pack.surrender_phrase);
		expect(t1.pirate_response).not.toBe(line1);
		// replaced by the offline captain's answer (docs/pirate.md "The captain argues back")
		const own = [
			...Object.values(pack.lines.medium).flat(),
			...Object.values(pack.replies).flatMap((byAct) => Object.values(byAct).flat()),
			...Object.values(pack.nonmoves).flat(),
			...Object.values(pack.settled).flat()
		];
		expect(t1.pirate_response.toLowerCase()).not.toContain(pack.surrender_phrase);
		expect(own.some((l) => t1.pirate_response.startsWith(l))).toBe(true);

		const m2 = clampMerit(merit2);
		expect(m2.total).toBe(65);
		expect(t2.merit).toEqual({ ...m2, source: 'llm' });
		expect(t2.has_earned_it).toBe(true);
		// an agreement pattern with score ≥ threshold (seed 004 rule 2)
		expect(t2).toMatchObject({
			pirate_response: line2,
			is_blocked: false,
			is_won: true,
			win_reason: 'agreement_high_score'
		});
		expect(out.status).not.toBe('playing');
	});
});

// ---------------------------------------------------------------- deduction (seed 003, mole.md)

type Slot = {
	round: number;
	slot: number;
	action: string;
	target: string | null;
	anomaly: string | null;
	text: string | null;
	source: string | null;
	prompt: string | null;
};

// Round 1: Bo (p2) talks twice before 0.40, then nothing in [0.40, 0.85) → `silence`; nobody else
// has an anomaly, so slot 2 accuses Bo (mole.md "A slot"); slot 1 has no anomaly and 3 messages
// (mood active, not quiet) → none.
const deductionScenario = (withLlm: boolean) => ({
	engine: 'deduction',
	seed: 3,
	language: 'en',
	// p2 (Bo) is the mole: roles are accepted and never read by the narrator
	players: ['Ana', 'Bo', 'Cy'].map((name, i) => ({ id: `p${i + 1}`, name, role: i === 1 ? 'mole' : 'crew' })),
	rounds: [
		{
			messages: [
				{ player: 'p2', text: 'I think we should send the same team as before', at: 0.05 },
				{ player: 'p2', text: 'The plan sounds fine to me', at: 0.1 },
				{ player: 'p1', text: 'Let us wait and see who goes on the mission', at: 0.2 },
				// Cy speaks before slot 1 too: silent while the others talk would be an anomaly (docs/mole.md "The game")
				{ player: 'p3', text: 'Sounds good', at: 0.3 },
				{ player: 'p1', text: 'I agree with the plan for now', at: 0.5 },
				{ player: 'p3', text: 'Me too, the plan is fine', at: 0.6 },
				{ player: 'p1', text: 'Then we go with it', at: 0.7 }
			]
		}
	],
	...(withLlm ? { llm } : {})
});

/**
 * The sim plays the lobby's game, so the model is asked what the lobby asks it: each slot's line
 * (unless its action is `none`) and, at the start of every round, one whisper per player.
 */
const narratorAndWhisperCalls = (slots: Slot[]) =>
	slots.filter((s) => s.action !== 'none').length +
	deductionScenario(false).players.length * deductionScenario(false).rounds.length;

/** The accusation prompt gets `accusation`; anything else (a gap-fill, a whisper) a neutral line. */
const answerAccusationsWith = (accusation: string) =>
	server.setResponder((req) => {
		const msgs = (req.body as { messages: { content: string }[] }).messages;
		return reply.text(
			msgs.some((m) => m.content.includes('public accusation')) ? accusation : 'The night is long.'
		);
	});

describe('sim deduction with llm', () => {
	it('an accusation line that omits the target falls back to the template; one that names them is used', async () => {
		const offline = await sim<{ slots: Slot[] }>(deductionScenario(false));
		const offAcc = offline.slots.find((s) => s.action === 'accusation');
		expect(offAcc).toMatchObject({ round: 1, slot: 2, target: 'p2', anomaly: 'silence', source: 'fallback' });
		expect(offAcc?.text).toContain('Bo');

		// the model forgets who it is accusing → the guard rejects the line: the template, as offline
		answerAccusationsWith('Somebody here has gone very quiet tonight. Interesting.');
		const forgot = await sim<{ slots: Slot[] }>(deductionScenario(true));
		const acc = forgot.slots.find((s) => s.action === 'accusation');
		expect(acc).toMatchObject({ round: 1, slot: 2, target: 'p2', anomaly: 'silence' });
		expect(acc?.source).toBe('fallback');
		expect(acc?.text).toBe(offAcc?.text);
		// the prompt is the one built offline (sim.md), and it names the target
		expect(acc?.prompt).toBe(offAcc?.prompt);
		expect(acc?.prompt).toContain('against Bo');
		expectCallsFromScenario(narratorAndWhisperCalls(forgot.slots));
		// that prompt is what the model received
		const asked = server.requests.findIndex((r) => JSON.stringify(r.body).includes('public accusation'));
		expect(lastUser(asked)).toContain('against Bo.');
		expect(acc?.prompt).toContain(lastUser(asked));

		// a line that names the target passes the guard and is shown as the model wrote it
		server.reset();
		const named = 'Bo talked plenty early on and then went silent. Why so quiet, Bo?';
		answerAccusationsWith(named);
		const ok = await sim<{ slots: Slot[] }>(deductionScenario(true));
		expect(ok.slots.find((s) => s.action === 'accusation')).toMatchObject({
			target: 'p2',
			text: named,
			source: 'llm'
		});
		expectCallsFromScenario(narratorAndWhisperCalls(ok.slots));
	});
});
