import type { AnyLobbyGame } from './projection';
import { storageError, type Committer } from './host-commit';
import { newHostSecret } from './host-identity';
import { keyOnResume } from './host-proof';
import { readStoredRecord, type StoredLobby } from './host-resume';
import type { LobbyOpening } from './host-types';
import { cleanName, isAcceptableName } from './names';
import { newId, newRoomCode, newToken } from './room-code';
import { newLobbyRecord, type LobbyRecord, type LobbyStore } from './store';
import { hostNewCode, type HostEndpoint, type Transport } from './transport';

/** What opening or resuming a room needs of its host. */
type OpenDeps = {
	transport: Transport;
	store: LobbyStore;
	game: AnyLobbyGame;
	randomInt: (n: number) => number;
	now: () => number;
};

/**
 * A new room (docs/lobby.md "Joining", "Host identity"): a fresh code registered as the host's (a new
 * one on a collision), and its record — the host seated first, the room's signing key made. Nothing
 * is written yet: the host saves it before anyone can see it.
 */
export const claimRoom = async (
	d: { transport: Transport; game: AnyLobbyGame; randomInt: (n: number) => number; now: () => number },
	name: string,
	settings: unknown
): Promise<{ endpoint: HostEndpoint; record: LobbyRecord }> => {
	const { endpoint, code, peerToken } = await hostNewCode(
		d.transport,
		() => newRoomCode(d.randomInt),
		newToken
	);
	const record = newLobbyRecord({
		code,
		mode: d.game.mode,
		peerToken,
		hostKey: newHostSecret(),
		hostId: newId(),
		hostName: name,
		hostToken: newToken(),
		settings,
		seed: d.randomInt(2 ** 31),
		now: d.now()
	});
	return { endpoint, record };
};

/**
 * `LobbyHost.open` up to the room's first write (docs/lobby.md "Host durability"): the name and
 * settings checked (thrown, nothing started), a fresh code claimed (`opening` first), the first
 * state written — or not, when the host chose to play `unsaved`. A failure is `fail`ed (what the
 * host shows; a refused write as `storage_full`/`storage_failed`) and thrown; the room is then gone.
 */
export const openRoom = async (
	d: OpenDeps,
	{ hostName, settings, unsaved = false }: LobbyOpening,
	ports: { commits: Committer; opening: () => void; fail: (e: unknown) => void }
): Promise<{ endpoint: HostEndpoint; record: LobbyRecord }> => {
	const name = cleanName(hostName);
	if (!isAcceptableName(name)) throw new Error('name_invalid');
	const parsed = d.game.settingsSchema.safeParse(settings);
	if (!parsed.success) throw new Error(`settings: ${parsed.error.issues[0]?.path.join('.')}`);
	ports.opening();
	let claimed;
	try {
		claimed = await claimRoom(d, name, parsed.data);
	} catch (e) {
		ports.fail(e);
		throw e;
	}
	const { endpoint, record } = claimed;
	try {
		const joined = { kind: 'join', playerId: record.hostPlayerId, stateId: 1, payload: { name } } as const;
		if (unsaved) ports.commits.unsaved = true;
		else await d.store.save(record, joined, record.createdAt);
	} catch (e) {
		// nothing was written: the lobby does not exist (the host sees why and can try again)
		endpoint.close();
		ports.fail(storageError(e));
		throw e;
	}
	return claimed;
};

/**
 * A stored room read back for `LobbyHost.resume` (host-resume.ts checks it; a damaged one is set
 * aside), its signing key made when it had none (host-proof.ts `keyOnResume`).
 */
export const readRoom = async (d: OpenDeps, code: string): Promise<StoredLobby> => {
	const stored = await readStoredRecord(d.store, d.game, code);
	if (stored.record) await keyOnResume(stored.record, d.store, d.now());
	return stored;
};
