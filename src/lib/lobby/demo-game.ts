import { z } from 'zod';
import type { LobbyGame } from '$lib/engines/kit/lobby-game';
import { nextInt, PrngStateSchema, seedPrng } from '$lib/engines/kit/prng';

/**
 * A tiny game to exercise the lobby layer (tests, e2e, bench): a shared counter everyone bumps, a
 * chat, a round timer, and a private secret per player that only its owner may ever see.
 */
export const DemoSettingsSchema = z.object({ target: z.number().int().min(1).max(1000).default(50) });
export type DemoSettings = z.infer<typeof DemoSettingsSchema>;

export const DemoIntentSchema = z.discriminatedUnion('type', [
	z.object({ type: z.literal('inc'), by: z.number().int().min(1).max(3) }),
	z.object({ type: z.literal('chat'), text: z.string().min(1).max(200) }),
	z.object({ type: z.literal('end') })
]);
export type DemoIntent = z.infer<typeof DemoIntentSchema>;

const ChatLine = z.object({ by: z.string(), text: z.string() });

export const DemoStateSchema = z.object({
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
export type DemoState = z.infer<typeof DemoStateSchema>;

export const DemoViewSchema = z.object({
	counter: z.int(),
	target: z.int(),
	lastBy: z.string().nullable(),
	mySecret: z.string().nullable(),
	chat: z.array(ChatLine),
	round: z.int(),
	finished: z.boolean()
});
export type DemoView = z.infer<typeof DemoViewSchema>;

const ROUND_MS = 60_000;

export const demoGame: LobbyGame<DemoSettings, DemoState, DemoIntent, DemoView> = {
	mode: 'demo',
	minPlayers: 1,
	maxPlayers: 20,
	settingsSchema: DemoSettingsSchema,
	intentSchema: DemoIntentSchema,
	stateSchema: DemoStateSchema,
	viewSchema: DemoViewSchema,
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
