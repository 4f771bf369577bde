import { z } from 'zod';
import type { LobbyGame } from '$lib/engines/kit/lobby-game';
import { nextInt, PrngStateSchema, seedPrng } from '$lib/engines/kit/prng';

/**
 * TEST HELPER, never shipped (nothing under src/routes or the non-test code of src/lib imports a
 * `testing/` folder; the lint refuses it): a tiny game for the lobby layer's own tests and bench,
 * so they need no real mode — a shared counter everyone bumps, a chat, a round timer, and a private
 * secret per player that only its owner may ever see.
 */
export const CounterSettingsSchema = z.object({ target: z.number().int().min(1).max(1000).default(50) });
export type CounterSettings = z.infer<typeof CounterSettingsSchema>;

export const CounterIntentSchema = z.discriminatedUnion('type', [
	z.object({ type: z.literal('inc'), by: z.number().int().min(1).max(3) }),
	z.object({ type: z.literal('chat'), text: z.string().min(1).max(200) }),
	z.object({ type: z.literal('end') })
]);
export type CounterIntent = z.infer<typeof CounterIntentSchema>;

const ChatLine = z.object({ by: z.string(), text: z.string() });

export const CounterStateSchema = z.object({
	counter: z.int(),
	target: z.int(),
	players: z.array(z.string()),
	hostId: z.string(),
	secrets: z.record(z.string(), z.string()),
	chat: z.array(ChatLine),
	lastBy: z.string().nullable(),
	round: z.int(),
	roundEndsAt: z.number(),
	finished: z.boolean(),
	prng: PrngStateSchema
});
export type CounterState = z.infer<typeof CounterStateSchema>;

export const CounterViewSchema = z.object({
	counter: z.int(),
	target: z.int(),
	lastBy: z.string().nullable(),
	mySecret: z.string().nullable(),
	chat: z.array(ChatLine),
	round: z.int(),
	finished: z.boolean()
});
export type CounterView = z.infer<typeof CounterViewSchema>;

const ROUND_MS = 60_000;

export const counterGame: LobbyGame<CounterSettings, CounterState, CounterIntent, CounterView> = {
	mode: 'counter',
	minPlayers: 1,
	maxPlayers: 20,
	settingsSchema: CounterSettingsSchema,
	intentSchema: CounterIntentSchema,
	stateSchema: CounterStateSchema,
	viewSchema: CounterViewSchema,
	start: (players, settings, seed, now) => {
		let prng = seedPrng(seed);
		const secrets: Record<string, string> = {};
		for (const p of players) {
			let n: number;
			[n, prng] = nextInt(prng, 100_000, 999_999);
			secrets[p.id] = `secret-${p.id}-${n}`;
		}
		return {
			counter: 0,
			target: settings.target,
			players: players.map((p) => p.id),
			hostId: players.find((p) => p.isHost)?.id ?? '',
			secrets,
			chat: [],
			lastBy: null,
			round: 1,
			roundEndsAt: now + ROUND_MS,
			finished: false,
			prng
		};
	},
	apply: (state, playerId, intent) => {
		if (state.finished) return { ok: false, reason: 'finished' };
		if (!state.players.includes(playerId)) return { ok: false, reason: 'not_a_player' };
		switch (intent.type) {
			case 'inc': {
				const counter = state.counter + intent.by;
				return {
					ok: true,
					state: { ...state, counter, lastBy: playerId, finished: counter >= state.target }
				};
			}
			case 'chat':
				return {
					ok: true,
					state: { ...state, chat: [...state.chat, { by: playerId, text: intent.text }].slice(-20) }
				};
			case 'end':
				if (playerId !== state.hostId) return { ok: false, reason: 'host_only' };
				return { ok: true, state: { ...state, finished: true } };
		}
	},
	tick: (state, now) =>
		now >= state.roundEndsAt && !state.finished
			? { ...state, round: state.round + 1, roundEndsAt: now + ROUND_MS }
			: null,
	nextDeadline: (state) => (state.finished ? null : state.roundEndsAt),
	project: (state, playerId) => ({
		counter: state.counter,
		target: state.target,
		lastBy: state.lastBy,
		mySecret: state.secrets[playerId] ?? null,
		chat: state.chat,
		round: state.round,
		finished: state.finished
	}),
	removePlayer: (state, playerId) => {
		const secrets = { ...state.secrets };
		delete secrets[playerId];
		return { ...state, players: state.players.filter((p) => p !== playerId), secrets };
	},
	addPlayer: (state, seat) => ({
		...state,
		players: [...state.players, seat.id],
		secrets: { ...state.secrets, [seat.id]: `secret-${seat.id}-late` }
	}),
	epoch: (state) => state.round,
	isFinished: (state) => state.finished
};
