import type { HostedLobby } from '$lib/db/repos/lobby';
import type { LlmSettings } from '$lib/llm/settings';
import type { SettingsStore } from '$lib/db/repos/settings';
import { savedDataMayExist } from '$lib/db/exists';
import type { LlmClient } from '$lib/llm/types';
import type { PirateGame } from '$lib/games/pirate/engine';
import type { LadderRead } from '$lib/games/pirate/db/ladder';
import type { PeerConnectOptions } from '$lib/lobby/signaling';
import type { LobbyStore, SeatStore } from '$lib/lobby/store';
import type { Transport } from '$lib/lobby/transport';
import { packRegistry, type PackRegistry } from './pack-registry';
import {
	dexieSessionZeroTables,
	dexieNhie,
	dexieSessionZeroRuns,
	dexieSafeAttempts,
	type SessionZeroTables,
	type NhieStore,
	type SessionZeroRuns,
	type SafeAttempts,
	unlessFirstVisit
} from './stores';
import { dexieYourData, type YourDataStore } from './your-data';

/**
 * The app object (docs/architecture.md "Composition root"): what the state managers
 * need from the adapters, built in one place. A state manager takes it as a parameter whose
 * default is `app`; a test passes `createApp({ … })` with memory versions
 * (`testing/memory-app.ts`) instead of mocking modules. Every adapter is imported on first use
 * (docs/architecture.md "How a start page starts"): a page that never opens a lobby or asks a model does not load them, and a start page
 * loads Dexie and a repository only when it reads or saves something.
 */
export type { HostedLobby };

/** A lobby transport the page can shut down when it leaves (PeerJS); memory networks need not. */
export type AppTransport = Transport & { destroy?: () => void };

/** Where lobbies persist (lobby.md, "Host durability"): the host's records, the guest's seats. */
export type LobbyStores = {
	/** The host's lobby record and event log. */
	records: LobbyStore;
	/** This device's seats in other hosts' lobbies (session scope). */
	seats: SeatStore;
	/** Seed 000 "memory lifecycle": finished lobbies go one hour after the end. */
	purgeFinished: (now: number) => Promise<unknown>;
	/** Seats of lobbies not seen for a day. */
	purgeOldSeats: (now: number) => Promise<unknown>;
	/** The open lobbies this device hosts ("Continue your lobby"). */
	openHosted: (now: number) => Promise<HostedLobby[]>;
};

/**
 * Session-scope settings (architecture.md): one zod-checked value per key (`ui`, `pirate`, `safe`,
 * `network`…); a stored value that no longer validates reads as the fallback.
 */
export type { SettingsStore };

const settingsRepo = () => import('$lib/db/repos/settings');
const llmSettingsRepo = () => import('$lib/db/repos/llm-settings');
const pirateRepo = () => import('$lib/games/pirate/db/pirate');
const ladderRepo = () => import('$lib/games/pirate/db/ladder');
const lobbyRepo = () => import('$lib/db/repos/lobby');

export const dexieSettings: SettingsStore = {
	read: async (key, schema, fallback) =>
		(await savedDataMayExist()) ? (await settingsRepo()).readSetting(key, schema, fallback) : fallback,
	write: async (key, schema, value) => (await settingsRepo()).writeSetting(key, schema, value)
};

export type LlmSettingsStore = {
	read: () => Promise<LlmSettings>;
	write: (value: LlmSettings) => Promise<void>;
};

/**
 * Pirate's treasure games on this device: the history (newest first), the game to continue, and the
 * captains of the ladder beaten so far (docs/pirate.md "The ladder").
 */
export type PirateGames = {
	save: (game: PirateGame, now: number) => Promise<void>;
	list: () => Promise<PirateGame[]>;
	latestActive: () => Promise<PirateGame | null>;
	delete: (id: string) => Promise<void>;
	ladder: () => Promise<LadderRead>;
	/** records a captain beaten; every captain beaten so far */
	beat: (captain: string) => Promise<string[]>;
};

export type App = {
	/**
	 * The LLM client of the saved settings (offline unless a provider is set up, llm.md); `model`
	 * replaces the saved model on the same provider.
	 */
	llm: (model?: string) => Promise<LlmClient>;
	/** A lobby transport over the signalling of Settings → Network (a new one per call). */
	transport: () => Promise<AppTransport>;
	/** The signalling `transport()` uses now: Settings → Network, /parlor.config.json or the public server. */
	signaling: () => Promise<PeerConnectOptions>;
	lobbies: LobbyStores;
	/** The packs of each mode, built-in and imported. */
	packs: PackRegistry;
	/** Backup, import, delete, the imported packs, persistence and retention ("Your data"). */
	yourData: YourDataStore;
	/** This device's settings (`db/repos/settings.ts`). */
	settings: SettingsStore;
	/** Settings → "Language model": the key handed out only on its own origin (`db/repos/llm-settings.ts`). */
	llmSettings: LlmSettingsStore;
	/** Pirate's treasure games (`games/pirate/db/pirate.ts`). */
	pirate: PirateGames;
	/** Safe-choices attempts (`games/safe-choices/db/safe-choices.ts`). */
	safe: SafeAttempts;
	/** Session zero runs (`games/session-zero/db/session-zero.ts`). */
	sessionZero: SessionZeroRuns;
	/** "Never have I ever": times_used and the NSFW choice (`games/nhie/db/nhie.ts`). */
	nhie: NhieStore;
	/** Session zero tables of a GM (`games/session-zero-table/db/group-table.ts`). */
	sessionZeroTables: SessionZeroTables;
};

export const dexieLobbies: LobbyStores = {
	records: {
		load: unlessFirstVisit(
			() => null,
			async (code: string) => (await lobbyRepo()).dexieLobbyStore.load(code)
		),
		save: async (record, event, at, also) => (await lobbyRepo()).dexieLobbyStore.save(record, event, at, also)
	},
	seats: {
		get: unlessFirstVisit(
			() => null,
			async (code: string) => (await lobbyRepo()).dexieSeatStore.get(code)
		),
		put: async (seat) => (await lobbyRepo()).dexieSeatStore.put(seat),
		remove: async (code) => (await lobbyRepo()).dexieSeatStore.remove(code)
	},
	purgeFinished: async (now) => (await lobbyRepo()).purgeFinishedLobbies(now),
	purgeOldSeats: async (now) => (await lobbyRepo()).purgeOldSeats(now),
	openHosted: unlessFirstVisit(
		() => [],
		async (now: number) => (await lobbyRepo()).openHostedLobbies(now)
	)
};

/** The app over IndexedDB, PeerJS and the saved LLM settings; `deps` replaces any part of it. */
export const createApp = (deps: Partial<App> = {}): App => ({
	llm: async (model) => (await import('./llm-client')).getLlmClient(model),
	transport: async () => (await import('./lobby-transport')).createAppTransport(),
	signaling: async () => (await import('./lobby-transport')).appSignaling(),
	lobbies: dexieLobbies,
	packs: packRegistry,
	yourData: dexieYourData,
	settings: dexieSettings,
	llmSettings: {
		read: async () => (await llmSettingsRepo()).readLlmSettings(),
		write: async (value) => (await llmSettingsRepo()).writeLlmSettings(value)
	},
	pirate: {
		save: async (game, now) => (await pirateRepo()).saveGame(game, now),
		list: unlessFirstVisit(
			() => [],
			async () => (await pirateRepo()).listGames()
		),
		latestActive: unlessFirstVisit(
			() => null,
			async () => (await pirateRepo()).latestActiveGame()
		),
		delete: async (id) => (await pirateRepo()).deleteGame(id),
		ladder: unlessFirstVisit(
			() => ({ beaten: [], dropped: null }),
			async () => (await ladderRepo()).readLadder()
		),
		beat: async (captain) => (await ladderRepo()).beatCaptain(captain)
	},
	safe: dexieSafeAttempts,
	sessionZero: dexieSessionZeroRuns,
	nhie: dexieNhie,
	sessionZeroTables: dexieSessionZeroTables,
	...deps
});

/** The one app of the page: nothing is opened until a state manager asks for it. */
export const app: App = createApp();
