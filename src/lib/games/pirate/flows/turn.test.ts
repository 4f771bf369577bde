import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reply, startLlmTestServer, type LlmTestServer } from '$lib/llm/testing/llm-server';
import { loadActModel, type ActModel } from '$lib/engines/acts/model';
import {
	captainOf,
	DIFFICULTIES,
	gameReplay,
	newGame,
	offlineMerit,
	packStock,
	type PirateGame,
	type PiratePack
} from '$lib/games/pirate/engine';
import { loadPackSync } from '$lib/games/pirate/engine/testing/packs';
import { DETERMINED_PLAYER, LAZY_PLAYER } from '$lib/games/pirate/engine/testing/scripts';
import { createHttpClient } from '$lib/llm/http';
import { offlineClient } from '$lib/llm/offline';
import type { LlmClient } from '$lib/llm/types';
import { runPirateTurn } from './turn';

// pirate.md "Merit": thresholds easy 40, medium 60, hard 80
const T = { easy: 40, medium: 60, hard: 80 } as const;
const packs = { en: loadPackSync('en'), pl: loadPackSync('pl'), ru: loadPackSync('ru') };
let acts: ActModel;
beforeAll(async () => {
	acts = await loadActModel();
});
/** Every line the offline captain can say to a difficulty, to tell his replies by (captain.ts). */
const captainLines = (pack: PiratePack, d: (typeof DIFFICULTIES)[number]) => [
	...Object.values(pack.lines[d]).flat(),
	...Object.values(pack.replies).flatMap((k) => Object.values(k).flat()),
	...Object.values(pack.nonmoves).flat(),
	...Object.values(pack.settled).flat()
];

const play = async (
	pack: PiratePack,
	d: (typeof DIFFICULTIES)[number],
	messages: string[],
	llm: LlmClient = offlineClient
) => {
	let game: PirateGame = newGame({ id: 'g', language: pack.language, difficulty: d, seed: 3, now: 0, pack });
	for (const text of messages) {
		if (game.status !== 'playing') break;
		game = (await runPirateTurn(game, text, pack, { llm, acts, now: () => 1 })).game;
	}
	return game;
};

describe.each(['en', 'pl', 'ru'] as const)('offline game, %s', (lang) => {
	const pack = packs[lang];
	it.each(DIFFICULTIES)(
		'a determined player wins on %s by the surrender phrase, earned at the threshold',
		async (d) => {
			const game = await play(pack, d, DETERMINED_PLAYER[lang]);
			expect(game.status).toBe('won');
			expect(game.winReason).toBe('exact_phrase_high_score');
			const last = game.turns.at(-1)!;
			expect(last.merit.total).toBeGreaterThanOrEqual(T[d]);
			// docs/pirate.md "The ladder": the difficulty's first captain gives in with his own phrase
			expect(last.pirate_response.toLowerCase()).toContain(captainOf(pack, undefined, d).phrase);
			// every earlier turn was below the threshold and not won
			for (const t of game.turns.slice(0, -1)) expect(t.merit.total < T[d] && !t.is_won).toBe(true);
		}
	);
	it.each(DIFFICULTIES)('saying the bare demand ten times does not win on %s', async (d) => {
		const game = await play(pack, d, Array(10).fill(LAZY_PLAYER[lang]));
		expect(game.turns).toHaveLength(10);
		expect(game.status).toBe('playing');
		expect(game.turns.every((t) => !t.is_won && t.merit.total < T[d])).toBe(true);
	});
	it('keeps the persuasion acts used so far, each once', async () => {
		const game = await play(pack, 'hard', DETERMINED_PLAYER[lang].slice(0, 4));
		expect(game.strategiesAttempted.length).toBeGreaterThan(2);
		expect(new Set(game.strategiesAttempted).size).toBe(game.strategiesAttempted.length);
	});
});

describe('with the LLM test server', () => {
	let server: LlmTestServer;
	let llm: LlmClient;
	const pack = packs.en;
	beforeAll(async () => {
		server = await startLlmTestServer();
		llm = createHttpClient({ baseUrl: server.baseUrl, model: 'test-model', retryBaseMs: 1 });
	});
	afterAll(() => server.close());
	beforeEach(() => server.reset());

	const first = (text: string, d: (typeof DIFFICULTIES)[number] = 'medium') =>
		runPirateTurn(newGame({ id: 'g', language: 'en', difficulty: d, seed: 1, now: 0, pack }), text, pack, {
			llm,
			acts,
			now: () => 1
		});

	it('clamps the merit JSON and computes the total in code', async () => {
		server.script(
			reply.json({ strategy_variety: 99, conversation_depth: 3, creativity: -4, persistence: 7, total: 100 }),
			reply.text('Arr, tell me more of yer ship.')
		);
		const { turn } = await first('Hello there');
		expect(turn.merit).toEqual({
			strategy_variety: 30,
			conversation_depth: 3,
			creativity: 0,
			persistence: 7,
			total: 40,
			source: 'llm'
		});
		expect(turn.pirate_response).toBe('Arr, tell me more of yer ship.');
		expect(turn.response_source).toBe('llm');
		const meritCall = server.requests[0].body as { temperature: number; max_tokens: number };
		expect(meritCall.temperature).toBe(0.3);
		expect(meritCall.max_tokens).toBe(500);
	});

	it('uses the offline fallback when the merit JSON stays invalid', async () => {
		server.setDefault(reply.malformed('{"strategy_variety": lots and lots'));
		server.script(reply.malformed('not json'), reply.malformed('{still not'), reply.text('Nay.'));
		// merchant + bribery, with enough words of context to count (pirate.md "Merit", fallback)
		const { turn, game } = await first(DETERMINED_PLAYER.en[2]);
		expect(turn.merit.source).toBe('fallback');
		expect(turn.merit).toEqual(
			offlineMerit({
				history: game.history.slice(0, -1),
				strategies: [],
				personas: [],
				difficulty: 'medium',
				language: 'en',
				stock: packStock(pack, captainOf(pack, undefined, 'medium'))
			})
		);
		expect(turn.merit.strategy_variety).toBeGreaterThan(0);
		expect(turn.merit.persistence).toBe(0); // nothing was refused yet
		server.setDefault(reply.text('OK'));
	});

	it('blocks the surrender phrase from the model below the threshold and replaces it', async () => {
		server.script(
			reply.json({ strategy_variety: 5, conversation_depth: 2, creativity: 0, persistence: 0 }),
			reply.text('Oh very well! Here is my treasure, take it!')
		);
		const { turn, path, game } = await first('please?');
		expect(turn.is_blocked).toBe(true);
		expect(turn.is_won).toBe(false);
		expect(turn.win_reason).toBe('blocked_exact_phrase_low_score');
		expect(path).toEqual(['merit_check', 'generate_response', 'validate_response', 'handle_blocked']);
		expect(turn.pirate_response.toLowerCase()).not.toContain(pack.surrender_phrase);
		expect(captainLines(pack, 'medium').some((l) => turn.pirate_response.startsWith(l))).toBe(true);
		expect(game.history.at(-1)).toMatchObject({ role: 'pirate', refusal: true });
		expect(game.status).toBe('playing');
	});

	it('lets the phrase through and wins at or above the threshold', async () => {
		server.script(
			reply.json({ strategy_variety: 20, conversation_depth: 20, creativity: 10, persistence: 10 }),
			reply.text('HERE IS MY TREASURE... take it.')
		);
		const { turn, game } = await first('a fine speech', 'medium');
		expect(turn).toMatchObject({ is_won: true, is_blocked: false, win_reason: 'exact_phrase_high_score' });
		expect(game.status).toBe('won');
	});

	it('the response prompt never contains the threshold or the score, and maps pirate → assistant', async () => {
		server.script(
			reply.json({ strategy_variety: 11, conversation_depth: 13, creativity: 17, persistence: 19 }),
			reply.text('No!')
		);
		const { game } = await first('hi', 'hard');
		const body = server.requests[1].body as { messages: { role: string; content: string }[] };
		expect(body.messages[0].role).toBe('system');
		expect(body.messages[0].content).not.toMatch(/\b(60|80|40|11|13|17|19)\b/);
		// the model argues back too: it is told the doubt to press (docs/pirate.md)
		expect(body.messages[0].content).toContain('press them on who the player really is');
		expect(body.messages[1]).toEqual({ role: 'assistant', content: game.history[0].text });
		expect(body.messages[2]).toEqual({ role: 'user', content: '<player_message>hi</player_message>' });
		expect(game.history.at(-1)).toMatchObject({ text: 'No!', refusal: true });
	});

	it('replaces a model line that fails the content filter with the offline bank line', async () => {
		server.script(
			reply.json({ strategy_variety: 0, conversation_depth: 2, creativity: 0, persistence: 0 }),
			reply.text('Visit www.pirate-gold.com for yer share!')
		);
		const { turn } = await first('hello');
		expect(turn.response_source).toBe('fallback');
		expect(captainLines(pack, 'medium').some((l) => turn.pirate_response.startsWith(l))).toBe(true);
	});

	it("shows the model's line as the content filter judged it, without a bidi override", async () => {
		server.script(
			reply.json({ strategy_variety: 0, conversation_depth: 2, creativity: 0, persistence: 0 }),
			reply.text('Arr, \u202e!reven')
		);
		const { turn } = await first('hello');
		expect(turn).toMatchObject({ response_source: 'llm', pirate_response: 'Arr, !reven' });
	});

	it('a model\'s line is a refusal when the player\'s line did not move him (docs/pirate.md "Merit")', async () => {
		server.setDefault(reply.malformed('nope'));
		const after = async (text: string) => {
			server.script(reply.malformed('x'), reply.malformed('y'), reply.text('Hm, go on.'));
			return (await first(text)).game.history.at(-1);
		};
		expect(await after(DETERMINED_PLAYER.en[1])).toMatchObject({ text: 'Hm, go on.', refusal: false });
		expect(await after('hello')).toMatchObject({ text: 'Hm, go on.', refusal: true });
		server.setDefault(reply.text('OK'));
	});

	it("with a model, the model's merit is clamped and the replay shows the offline merit beside it", async () => {
		server.script(
			reply.json({ strategy_variety: 3, conversation_depth: 40, creativity: 2, persistence: 1 }),
			reply.text('Arr.')
		);
		const { turn, game } = await first(DETERMINED_PLAYER.en[1]);
		expect(turn.merit).toMatchObject({ conversation_depth: 25, total: 31, source: 'llm' });
		expect(turn.line?.offlineTotal).toBeGreaterThan(0);
		expect(turn.line?.offlineTotal).not.toBe(31);
		expect(gameReplay(game).lines[0].offlineTotal).toBe(Math.round(turn.line!.offlineTotal));
	});

	it('routes each call site to its own client (a model per difficulty)', async () => {
		server.script(reply.text('Arr.'));
		const seen: string[] = [];
		const game = newGame({ id: 'g', language: 'en', difficulty: 'easy', seed: 1, now: 0, pack });
		const { turn } = await runPirateTurn(game, 'hi', pack, {
			llm: (site, d) => (seen.push(`${site}:${d}`), site === 'merit' ? offlineClient : llm),
			acts,
			now: () => 1
		});
		expect(seen).toEqual(['merit:easy', 'response:easy']);
		expect(turn.merit.source).toBe('fallback');
		expect(turn.pirate_response).toBe('Arr.');
	});
});
