import { replaceState } from '$app/navigation';
import { app, type App } from '$lib/app/app';
import {
	LobbyHost,
	type HostSnapshot,
	type HostStatus,
	type LobbyOpening,
	type SaveFailure,
	type SetAside
} from '$lib/lobby/host';
import { NO_HOST } from '$lib/lobby/host-types';
import { tabClaims, type TabClaim, type TabClaims } from '$lib/app/tab-claim';
import { rematchWith, seatFreed } from '$lib/lobby/host-seats';
import type { AnyLobbyGame } from '$lib/lobby/projection';
import type { ActOutcome, LobbyView } from '$lib/lobby/protocol';
import type { ModeCommit } from '$lib/lobby/store';
import type { Transport } from '$lib/lobby/transport';
import type { TaskRunner } from '$lib/flows/run-task';

/**
 * UI state of a hosted lobby (src/lib/lobby/README.md). Wraps `LobbyHost`; the host's own view,
 * status and error are `$state` so screens update. `?host=CODE` in the URL lets a reload resume.
 */
export type HostManagerOptions = {
	/** Runs the game's model tasks (flows/run-task.ts); offline when absent. */
	runTask?: TaskRunner;
	transport?: () => Promise<Transport>;
	writeUrl?: boolean;
	/** The mode's writes for each commit, in the lobby record's transaction (`src/lib/games/<game>/lobby`). */
	onCommit?: ModeCommit;
	/** Where the lobby persists, its transport and model (tests: `memoryApp()`); the page's `app` when absent. */
	app?: App;
	/** Which tab of this device hosts which lobby (app/tab-claim.ts); this browser's when absent. */
	claims?: TabClaims;
};

/**
 * The lobby is hosted by another tab or window of this device (app/tab-claim.ts): found so when
 * this tab tried to resume it (`open`), or taken over from this tab (`moved`).
 */
export type HostedElsewhere = { code: string; why: 'open' | 'moved' };

export class LobbyHostManager<V = unknown> {
	/** What the host published last (`LobbyHost.snapshot()`), with this manager's own status and error. */
	#snap = $state.raw<HostSnapshot>(NO_HOST);
	/** Starting the game failed (shown, never swallowed). */
	startError = $state<string | null>(null);
	/** Another tab or window of this device hosts the lobby; this one does not (it may take it over). */
	elsewhere = $state<HostedElsewhere | null>(null);

	get view(): LobbyView<V> | null {
		return this.#snap.view as LobbyView<V> | null;
	}
	get status(): HostStatus {
		return this.#snap.status;
	}
	get error(): string | null {
		return this.#snap.error;
	}
	/** A write failed: the previous state stays until the host picks Retry or Continue without saving. */
	get saveFailure(): SaveFailure | null {
		return this.#snap.saveFailure;
	}
	/** The host chose to continue without saving (a reload loses the game from then on). */
	get unsaved(): boolean {
		return this.#snap.unsaved;
	}
	/** A stored lobby could not be resumed (damaged): set aside, in plain words on the page. */
	get setAside(): SetAside | null {
		return this.#snap.setAside;
	}
	/** How many big screens watch the room (docs/lobby.md "The big screen"). */
	get screens(): number {
		return this.#snap.screens;
	}
	/** The room's screen code, in the host's big-screen link. */
	get screenKey(): string | null {
		return this.#snap.screenKey;
	}
	/** Since when this device is offline: the game's clock stands still until it is back. */
	get offlineSince(): number | null {
		return this.#snap.offlineSince;
	}
	/** The room key's fingerprint (docs/lobby.md "Host identity"): the join link and QR carry it. */
	get fingerprint(): string | null {
		return this.#snap.fingerprint;
	}

	/** This manager's own word before or after a host (opening, a failed create, closed). */
	#patch(p: Partial<HostSnapshot>): void {
		this.#snap = Object.freeze({ ...this.#snap, ...p });
	}
	#host: LobbyHost | null = null;
	#claim: TabClaim | null = null;

	constructor(
		readonly game: AnyLobbyGame,
		private readonly options: HostManagerOptions = {}
	) {}

	get code(): string | null {
		return this.view?.code ?? null;
	}

	/** The underlying host (tests, bench, diagnostics). */
	get host(): LobbyHost | null {
		return this.#host;
	}

	async #make(): Promise<LobbyHost> {
		this.#host?.close();
		const { lobbies, transport: appTransport } = this.options.app ?? app;
		// seed 000 "memory lifecycle": finished lobbies go one hour after the end
		lobbies.purgeFinished(Date.now()).catch(() => undefined);
		const transport = await (this.options.transport ?? appTransport)();
		const host: LobbyHost = new LobbyHost({
			game: this.game,
			transport,
			store: lobbies.records,
			runTask: this.options.runTask,
			onCommit: this.options.onCommit,
			onChange: () => {
				if (this.#host === host) this.#snap = host.snapshot();
			}
		});
		this.#host = host;
		return host;
	}

	get #claims(): TabClaims {
		return this.options.claims ?? tabClaims();
	}

	/** This tab hosts `code` while it holds `claim`; when another tab takes the lobby over, it stops. */
	#hold(claim: TabClaim, code: string): void {
		if (this.#claim !== claim) this.#claim?.release();
		this.#claim = claim;
		void claim.lost.then(() => {
			if (this.#claim !== claim) return;
			this.close();
			this.elsewhere = { code, why: 'moved' };
		});
	}

	/** The last lobby asked for: "Open it without saving" asks again when its first write failed. */
	#asked: LobbyOpening | null = null;

	async create(opening: LobbyOpening): Promise<string | null> {
		this.#asked = opening;
		this.elsewhere = null;
		this.#letGo();
		this.#patch({ error: null, status: 'opening' });
		const host = await this.#make();
		try {
			const code = await host.open(opening);
			// a fresh code: no other tab hosts it
			const claim = await this.#claims.claim(`lobby:${code}`);
			if (claim) this.#hold(claim, code);
			if (this.options.writeUrl !== false) replaceState(`?host=${code}`, {});
			return code;
		} catch (e) {
			// the host's own word for it first (a code the form puts in plain words: storage_full…)
			this.#patch({ status: 'error', error: host.error ?? (e instanceof Error ? e.message : String(e)) });
			return null;
		}
	}

	/**
	 * The lobby could not be created because this device refused its first write (a full disk): open
	 * it anyway, saving nothing (a reload or a closed page ends it; `unsaved` says so meanwhile).
	 */
	createWithoutSaving = async (): Promise<string | null> =>
		this.#asked ? this.create({ ...this.#asked, unsaved: true }) : null;

	/**
	 * Resumes a persisted lobby after a reload; false when there is none under `code`, or when another
	 * tab of this device hosts it (`elsewhere`).
	 */
	async resume(code: string): Promise<boolean> {
		if (this.view?.code === code && this.status !== 'error') return true;
		const claim = await this.#claims.claim(`lobby:${code}`);
		if (!claim) {
			this.elsewhere = { code, why: 'open' };
			return false;
		}
		return this.#resumeHolding(claim, code);
	}

	/** Hosts the lobby another tab of this device hosts (`elsewhere`) here instead: that tab stops. */
	async takeOver(): Promise<boolean> {
		const code = this.elsewhere?.code;
		if (!code) return false;
		return this.#resumeHolding(await this.#claims.takeOver(`lobby:${code}`), code);
	}

	async #resumeHolding(claim: TabClaim, code: string): Promise<boolean> {
		this.elsewhere = null;
		const host = await this.#make();
		this.#hold(claim, code);
		this.#patch({ status: 'reclaiming' });
		const ok = await host.resume(code);
		if (!ok && this.#host === host) {
			this.#patch({ status: host.status === 'error' ? 'error' : 'idle' });
			this.#letGo();
		}
		return ok;
	}

	#letGo(): void {
		this.#claim?.release();
		this.#claim = null;
	}

	lock = (locked: boolean) => this.#host?.lock(locked);
	/** "Ban": the seat is freed for good, its token revoked and its name barred (asked once more). */
	kick = (playerId: string) => this.#host?.kick(playerId);
	/** "Remove" (docs/lobby.md "Host controls"): an away player's seat is freed, no ban — they may come back. */
	remove = (playerId: string): Promise<boolean> =>
		this.#host?.transact('kick', seatFreed(playerId, false), { ban: false }, playerId) ??
		Promise.resolve(false);
	/** Disconnects every big screen (they are told; a locked room lets none of them back). */
	dropScreens = () => this.#host?.dropScreens();
	/**
	 * "Play again" (docs/lobby.md "Host durability"): the same room, a fresh game waiting for the start — with the settings
	 * the host changed first (`settings`, merged over the room's; refused by the game's schema: nothing).
	 */
	rematch = (settings: Record<string, unknown> | null = null): Promise<boolean> =>
		this.#host?.transact('rematch', rematchWith(settings), settings) ?? Promise.resolve(false);
	/** Starts the game; a failure is kept in `startError` for the host to see (and try again). */
	start = async (): Promise<boolean> => {
		this.startError = null;
		try {
			return (await this.#host?.start()) ?? false;
		} catch (e) {
			this.startError = e instanceof Error ? e.message : String(e);
			return false;
		}
	};
	act = (intent: unknown): Promise<ActOutcome> =>
		this.#host?.act(intent) ?? Promise.resolve({ ok: false, code: 'not_allowed' });
	retrySave = () => this.#host?.resolveSaveFailure('retry');
	continueWithoutSaving = () => this.#host?.resolveSaveFailure('continue');

	/** Ends the lobby for everyone: guests are told, and no page offers it again. */
	end = async (): Promise<void> => {
		await this.#host?.end();
		this.close();
		if (this.options.writeUrl !== false) replaceState(location.pathname, {});
	};

	close(): void {
		this.#letGo();
		this.#host?.close();
		this.#host = null;
		this.#patch({ view: null, status: 'idle' });
	}
}
