import { llmSettingsOver } from '$lib/db/repos/llm-settings';
import { schemaOf } from '$lib/db/repos/settings';
import { offlineClient } from '$lib/llm/offline';
import { memoryLobbyStore, memorySeatStore, type LobbyRecord } from '$lib/lobby/store';
import { createMemoryNetwork, type MemoryNetwork } from '$lib/lobby/transport-memory';
import { createApp, type App, type LobbyStores, type SettingsStore } from '../app';
import {
	memorySessionZeroTables,
	memoryNhie,
	memoryPirateGames,
	memorySessionZeroRuns,
	memorySafeAttempts
} from './memory-stores';

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
		const parsed = (await schemaOf(schema)).safeParse(values.get(key));
		return values.has(key) && parsed.success ? parsed.data : fallback;
	},
	write: async (key, schema, value) => {
		values.set(key, (await schemaOf(schema)).parse(value));
	}
});

/**
 * Test helper: an app with no IndexedDB, no PeerJS and no model — offline LLM, one memory network
 * (`net`) as every transport, and a memory version of every store (`memory-stores.ts`; the LLM
 * settings and the NSFW choice live in the memory settings); `deps` replaces the LLM, the transport
 * or the packs (the packs stay the built-in ones of `question-packs/`).
 */
export const memoryApp = (
	deps: Partial<Pick<App, 'llm' | 'transport' | 'signaling' | 'packs' | 'yourData'>> = {}
): App & {
	lobbies: ReturnType<typeof memoryLobbies>;
	settings: ReturnType<typeof memorySettings>;
	llmSettings: ReturnType<typeof llmSettingsOver>;
	pirate: ReturnType<typeof memoryPirateGames>;
	safe: ReturnType<typeof memorySafeAttempts>;
	sessionZero: ReturnType<typeof memorySessionZeroRuns>;
	nhie: ReturnType<typeof memoryNhie>;
	sessionZeroTables: ReturnType<typeof memorySessionZeroTables>;
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
		safe: memorySafeAttempts(),
		sessionZero: memorySessionZeroRuns(),
		nhie: memoryNhie(settings),
		sessionZeroTables: memorySessionZeroTables(),
		net
	};
};

/**
 * `app` whose settings writes are refused (storage full or blocked, its code not loaded) until
 * `allow()`; then they reach `app.settings` as usual.
 */
export const refusingSettingsWrites = <A extends { settings: ReturnType<typeof memorySettings> }>(
	app: A
): { app: A; allow: () => void } => {
	let refuse = true;
	const write: A['settings']['write'] = (...args) =>
		refuse ? Promise.reject(new Error('QuotaExceededError')) : app.settings.write(...args);
	return { app: { ...app, settings: { ...app.settings, write } }, allow: () => void (refuse = false) };
};

/** A write a full disk refuses: named as the browser names it (`host-commit.ts` `isQuotaError`). */
export const quotaError = (): Error =>
	Object.assign(new Error('storage full'), { name: 'QuotaExceededError' });

/**
 * `store` whose `method` (its save) is refused with a full disk's error until `allow()` (again after
 * `refuse()`); `refused()` counts the refusals. Allowed, the calls reach `store` as usual.
 */
export const refusingSaves = <S extends object, K extends keyof S>(
	store: S,
	method: K
): { store: S; allow: () => void; refuse: () => void; refused: () => number } => {
	let refusing = true;
	let refused = 0;
	const real = store[method] as (...args: unknown[]) => Promise<unknown>;
	const save = (...args: unknown[]) =>
		refusing ? (refused++, Promise.reject(quotaError())) : real.apply(store, args);
	return {
		store: { ...store, [method]: save },
		allow: () => void (refusing = false),
		refuse: () => void (refusing = true),
		refused: () => refused
	};
};
