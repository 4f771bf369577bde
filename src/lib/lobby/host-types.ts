import type { TaskRunner } from '$lib/flows/run-task';
import type { DeviceNetwork } from './device-network';
import type { AliveMarks } from './host-pause';
import type { SaveFailure } from './host-commit';
import type { SetAside } from './host-resume';
import type { AnyLobbyGame } from './projection';
import type { LobbyView } from './protocol';
import type { LobbyStore, ModeCommit } from './store';
import type { Transport } from './transport';

/** Ports and knobs of a LobbyHost (host.ts); tests pass a memory transport/store and a fake clock. */
export type HostDeps = {
	game: AnyLobbyGame;
	transport: Transport;
	store: LobbyStore;
	/** Runs the game's model tasks (flows/run-task.ts): deadline, abort, fallback. Default: offline. */
	runTask?: TaskRunner;
	/** The mode's writes for each commit, inside the lobby record's transaction (store.ts). */
	onCommit?: ModeCommit;
	now?: () => number;
	randomInt?: (n: number) => number;
	heartbeatMs?: number;
	awayAfterMs?: number;
	/** Called after every change of what the host sees (its own view, presence, status). */
	onChange?: () => void;
	/** When this device's host last beat, per lobby (docs/lobby.md "Host durability"; default: localStorage). */
	aliveMarks?: AliveMarks;
	/** The device's network: offline, the game's clock stands still (default: the browser's). */
	network?: DeviceNetwork;
};

/** The deps a LobbyHost may go without. */
export type OptionalDeps = 'onChange' | 'runTask' | 'onCommit' | 'aliveMarks' | 'network';

/**
 * What `LobbyHost.open` takes: the host's name and the game's settings. `unsaved`: the host chose to
 * play without saving (this device refused the lobby's first write, e.g. a full disk); nothing is
 * written, as after "Continue without saving".
 */
export type LobbyOpening = { hostName: string; settings: unknown; unsaved?: boolean };

export type HostStatus = 'idle' | 'opening' | 'open' | 'reclaiming' | 'error' | 'closed';

export type HostStats = {
	malformed: number;
	rateLimited: number;
	stale: number;
	rejected: number;
	applied: number;
};

/**
 * Everything a host's UI reads of it, at one moment (`LobbyHost.snapshot()`, frozen): the state
 * manager publishes it whole on every change instead of copying field by field.
 */
export type HostSnapshot = Readonly<{
	view: LobbyView | null;
	status: HostStatus;
	error: string | null;
	saveFailure: SaveFailure | null;
	unsaved: boolean;
	setAside: SetAside | null;
	screens: number;
	/** The room's screen code, in the host's big-screen link (room-code.ts `screenKeyOf`). */
	screenKey: string | null;
	offlineSince: number | null;
	fingerprint: string | null;
}>;

/** A host's snapshot before it has one (no lobby yet). */
export const NO_HOST: HostSnapshot = Object.freeze({
	view: null,
	status: 'idle',
	error: null,
	saveFailure: null,
	unsaved: false,
	setAside: null,
	screens: 0,
	screenKey: null,
	offlineSince: null,
	fingerprint: null
});
