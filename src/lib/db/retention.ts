import { db } from './db';

/**
 * Memory lifecycle (seed 000, "memory lifecycle"; architecture.md): a lobby's session memory —
 * its state with escalation history and used question ids, and its event log — is deleted one hour
 * after the lobby finishes. Open lobbies untouched for a day are abandoned and go too.
 */
export const FINISHED_LOBBY_TTL_MS = 60 * 60 * 1000;
export const STALE_OPEN_LOBBY_TTL_MS = 24 * 60 * 60 * 1000;
export const RETENTION_INTERVAL_MS = 10 * 60 * 1000;

export const runRetention = async (now: number): Promise<{ lobbies: number; events: number }> => {
	const d = db();
	return d.transaction('rw', d.lobbies, d.lobbyEvents, async () => {
		const finished = await d.lobbies
			.where('finishedAt')
			.below(now - FINISHED_LOBBY_TTL_MS)
			.primaryKeys();
		const stale = await d.lobbies
			.where('updatedAt')
			.below(now - STALE_OPEN_LOBBY_TTL_MS)
			.filter((l) => l.status !== 'finished')
			.primaryKeys();
		const ids = [...new Set([...finished, ...stale])];
		if (ids.length === 0) return { lobbies: 0, events: 0 };
		const events = await d.lobbyEvents.where('lobbyId').anyOf(ids).delete();
		await d.lobbies.bulkDelete(ids);
		return { lobbies: ids.length, events };
	});
};

/** Runs retention now and every 10 minutes; returns a stop function. Called once by the app shell. */
export const startRetention = (clock: () => number = () => Date.now()): (() => void) => {
	const run = () => {
		runRetention(clock()).catch((e: unknown) => console.warn('retention failed', e));
	};
	run();
	const timer = setInterval(run, RETENTION_INTERVAL_MS);
	return () => clearInterval(timer);
};

/** Asks the browser to keep our data under storage pressure (architecture.md, "Data scopes"). */
export const requestPersistence = async (): Promise<boolean> => {
	if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
	if (await navigator.storage.persisted()) return true;
	return navigator.storage.persist();
};
