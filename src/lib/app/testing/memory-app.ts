import { llmSettingsOver } from '$lib/db/repos/llm-settings';
import { PirateGameSchema, type PirateGame } from '$lib/engines/pirate';
import { offlineClient } from '$lib/llm/offline';
import { memoryLobbyStore, memorySeatStore, type LobbyRecord } from '$lib/lobby/store';
import { createMemoryNetwork, type MemoryNetwork } from '$lib/lobby/transport-memory';
import { createApp, type App, type LobbyStores, type PirateGames, type SettingsStore } from '../app';

/**
 * Test helper: the app's lobby stores in memory. `records.records` is the map of saved lobby
 * records (what a reload would find), so a test can look at it or start a new manager over it.
 */
export const memoryLobbies = (): LobbyStores & { records: ReturnType<typeof memoryLobbyStore> } => {
	const records = memoryLobbyStore();
	const open = (): LobbyRecord[] => [...records.records.values()].filter((r) => r.status !== 'finished');
	return {
		records,
		seats: memorySeatStore(),
		purgeFinished: async () => 0,
		purgeOldSeats: async () => undefined,
		openHosted: async () =>
			open().map((r) => ({ code: r.code, mode: r.mode, players: r.seats.length, updatedAt: r.createdAt }))
	};
};

/**
 * Test helper: settings in memory, checked by the same schemas as the Dexie version (a value that
 * no longer validates reads as the fallback; `values` is what a reload would find).
 */
export const memorySettings = (
	values = new Map<string, unknown>()
): SettingsStore & { values: Map<string, unknown> } => ({
	values,
	read: async (key, schema, fallback) => {
		const parsed = schema.safeParse(values.get(key));
		return values.has(key) && parsed.success ? parsed.data : fallback;
	},
	write: async (key, schema, value) => {
		values.set(key, schema.parse(value));
	}
});

/**
 * Test helper: pirate games in memory, checked on save like the Dexie version (`games` is what a
 * reload would find, by id, with the time of the last save).
 */
export const memoryPirateGames = (): PirateGames & {
	games: Map<string, { game: PirateGame; updatedAt: number }>;
} => {
	const games = new Map<string, { game: PirateGame; updatedAt: number }>();
	const list = async (): Promise<PirateGame[]> =>
		[...games.values()].sort((a, b) => b.updatedAt - a.updatedAt).map((g) => g.game);
	return {
		games,
		save: async (game, now) => {
			games.set(game.id, { game: PirateGameSchema.parse(game), updatedAt: now });
		},
		list,
		latestActive: async () => (await list()).find((g) => g.status === 'playing') ?? null,
		delete: async (id) => {
			games.delete(id);
		}
	};
};

/**
 * Test helper: an app with no IndexedDB, no PeerJS and no model — offline LLM, one memory network
 * (`net`) as every transport, memory lobby stores, settings (the LLM settings among them) and
 * pirate games; `deps` replaces the LLM, the transport or the packs (the packs stay the built-in
 * ones of `question-packs/`).
 */
export const memoryApp = (
	deps: Partial<Omit<App, 'lobbies' | 'settings' | 'llmSettings' | 'pirate'>> = {}
): App & {
	lobbies: ReturnType<typeof memoryLobbies>;
	settings: ReturnType<typeof memorySettings>;
	llmSettings: ReturnType<typeof llmSettingsOver>;
	pirate: ReturnType<typeof memoryPirateGames>;
	net: MemoryNetwork;
} => {
	const net = createMemoryNetwork();
	const settings = memorySettings();
	return {
		...createApp({ llm: async () => offlineClient, transport: async () => net, ...deps }),
		lobbies: memoryLobbies(),
		settings,
		llmSettings: llmSettingsOver(settings),
		pirate: memoryPirateGames(),
		net
	};
};
