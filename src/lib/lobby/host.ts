import type { Seat } from '$lib/engines/kit/lobby-game';
import type { HostDeps, HostSnapshot, HostStats, HostStatus, LobbyOpening, OptionalDeps } from './host-types';
import { projectFor, type AnyLobbyGame } from './projection';
import { NoticeCodes, type LobbyView } from './protocol';
import { cryptoInt } from './room-code';
import type { LobbyEvent, LobbyRecord } from './store';
import { Committer, type SaveChoice, type SaveFailure } from './host-commit';
import type { SetAside } from './host-resume';
import { TransportError, hostWithRetry, type HostEndpoint, type Link } from './transport';
import { HostScheduler } from './host-scheduler';
import { HostLinks } from './host-links';
import { handleHello, type HelloPorts } from './host-hello';
import { checkIntent, Epochs, type ActOutcome } from './host-intent';
import { endRecord, seatFreed, type ChangeContext } from './host-seats';
import { PresenceFeed } from './host-presence';
import { forgetScreens, handleWatch } from './host-watchers';
import { proveHost, roomFingerprint, roomPublicKey, roomScreenKey } from './host-proof';
import { openRoom, readRoom } from './host-open';

export type { HostDeps, HostSnapshot, HostStats, HostStatus, LobbyOpening } from './host-types';
export type { SaveChoice, SaveFailure } from './host-commit';
export type { SetAside } from './host-resume';
export type { ActOutcome } from './host-intent';

/**
 * The authoritative host (lobby.md): seats, tokens, lock/kick/start, and the validation chain for
 * every guest message — host-links.ts: size → JSON → zod → rate limit; `#handleIntent`: sender →
 * phase/rights → stale stateId → apply; `#commit`: persist (record + event + the mode's writes in one
 * transaction) → project → send (host-commit.ts: a failed write keeps the previous state). Opening
 * and resuming a room: host-open.ts; a hello: host-hello.ts (who may sit down: admission.ts); timers
 * and LLM tasks: host-scheduler.ts; what a player sees: projection.ts.
 */
export class LobbyHost {
	record: LobbyRecord | null = null;
	status: HostStatus = 'idle';
	error: string | null = null;
	/** A stored lobby that failed its checks on resume (set aside, never loaded): what and where. */
	setAside: SetAside | null = null;
	readonly stats: HostStats = { malformed: 0, rateLimited: 0, stale: 0, rejected: 0, applied: 0 };

	readonly #d: Required<Omit<HostDeps, OptionalDeps>> & Pick<HostDeps, OptionalDeps>;
	#endpoint: HostEndpoint | null = null;
	#links: HostLinks;
	#epochs: Epochs;
	#queue: Promise<void> = Promise.resolve();
	#scheduler: HostScheduler;
	#commits: Committer;
	#presenceFeed: PresenceFeed;
	#hello: HelloPorts;
	#closed = false;

	constructor(deps: HostDeps) {
		const defaults = { now: () => Date.now(), randomInt: cryptoInt, heartbeatMs: 2000, awayAfterMs: 10_000 };
		this.#d = { ...defaults, ...deps };
		this.#links = new HostLinks({
			now: this.#d.now,
			heartbeatMs: this.#d.heartbeatMs,
			awayAfterMs: this.#d.awayAfterMs,
			stats: this.stats,
			onHello: (entry, msg) => this.#enqueue(() => handleHello(this.#hello, entry, msg)),
			onIntent: (entry, msg) =>
				this.#enqueue(async () => {
					if (entry.seatId) await this.#handleIntent(entry.seatId, msg.stateId, msg.seq, msg.intent);
					else this.#links.notice(entry, NoticeCodes.notAllowed, msg.seq);
				}),
			onWatch: (entry, msg) => this.#enqueue(() => handleWatch(this, this.#links, entry, msg)),
			onSync: (entry) =>
				void this.#enqueue(() => {
					const id = entry.seatId ?? entry.watchId;
					if (id && this.record) this.#links.resend(entry, this.viewFor(id));
				}),
			onPresenceChange: () => {
				this.#broadcast();
				void this.#presenceFeed.changed();
			},
			// a player who leaves frees the seat (its name may come back later)
			onLeave: (id) => void this.transact('leave', seatFreed(id, false), null, id),
			onScreensChange: () => this.#d.onChange?.(),
			onChallenge: (entry, nonce) => proveHost(this.record, entry, nonce, (e, m) => this.#links.send(e, m))
		});
		this.#epochs = new Epochs(this.#d.game);
		this.#commits = new Committer({
			store: this.#d.store,
			onCommit: this.#d.onCommit,
			onChange: () => this.#d.onChange?.()
		});
		const ports = {
			game: this.#d.game,
			now: this.#d.now,
			record: () => this.record,
			enqueue: (job: () => Promise<void>) => this.#enqueue(job),
			commit: (event: Omit<LobbyEvent, 'stateId'>) => this.#commit(event),
			isPresent: (seatId: string) => this.#links.isPresent(seatId)
		};
		this.#scheduler = new HostScheduler({
			...this.#d,
			...ports,
			closed: () => this.#closed,
			onNetwork: () => this.#d.onChange?.()
		});
		this.#presenceFeed = new PresenceFeed({ ...this.#d, ...ports, onGraceEnd: () => this.#broadcast() });
		this.#hello = {
			...ports,
			links: this.#links,
			viewFor: (id) => this.viewFor(id),
			broadcast: () => this.#broadcast(),
			presenceChanged: () => void this.#presenceFeed.changed(),
			commit: (event, beforeBroadcast) => this.#commit(event, beforeBroadcast)
		};
	}

	get game(): AnyLobbyGame {
		return this.#d.game;
	}

	/** The host's own view (it is a player too). */
	get view(): LobbyView | null {
		return this.record ? this.viewFor(this.record.hostPlayerId) : null;
	}

	/** The room's public key (docs/lobby.md "Host identity") and its fingerprint, for the join link. */
	get publicKey(): string | null {
		return roomPublicKey(this.record);
	}
	get fingerprint(): string | null {
		return roomFingerprint(this.record);
	}

	viewFor(playerId: string): LobbyView {
		return projectFor(this.record!, this.#d.game, (id) => this.#presenceFeed.shown(id), playerId);
	}

	/** Creates a lobby with a fresh code (a new one on collision) and registers as its host (host-open.ts). */
	async open(opening: LobbyOpening): Promise<string> {
		const { endpoint, record } = await openRoom(this.#d, opening, {
			commits: this.#commits,
			opening: () => this.#setStatus('opening'),
			fail: (e) => this.#fail(e)
		});
		this.#endpoint = endpoint;
		this.record = record;
		this.#epochs.note(record);
		this.#commits.baseline(record);
		this.#attach();
		this.#setStatus('open');
		return record.code;
	}

	/** Resumes a persisted lobby under the same PeerJS id, retrying while the old registration lingers. */
	async resume(code: string, { maxWaitMs = 120_000 } = {}): Promise<boolean> {
		const stored = await readRoom(this.#d, code);
		this.setAside = stored.setAside;
		if (!stored.record) {
			if (stored.setAside) this.#d.onChange?.();
			return false;
		}
		const record = stored.record;
		this.record = record;
		this.#commits.baseline(record);
		this.#epochs.note(record);
		this.#setStatus('reclaiming');
		try {
			this.#endpoint = await hostWithRetry(this.#d.transport, code, record.peerToken, {
				maxWaitMs,
				now: this.#d.now,
				stopped: () => this.#closed
			});
		} catch (e) {
			this.#fail(e);
			return false;
		}
		if (this.#closed || !this.#endpoint) return false;
		this.#attach();
		this.#setStatus('open');
		this.#presenceFeed.resumed();
		this.#scheduler.resumed();
		return true;
	}

	lock(locked: boolean): Promise<boolean> {
		return this.transact('lock', (r) => r.locked !== locked && ((r.locked = locked), true), { locked });
	}

	/** A host-side change of the record (lock, rematch, a freed seat…): run in the queue, then committed. */
	transact(
		kind: LobbyEvent['kind'],
		change: (r: LobbyRecord, ctx: ChangeContext) => boolean,
		payload: unknown = null,
		by?: string
	): Promise<boolean> {
		return this.#enqueue(async () => {
			const { now, game, randomInt } = this.#d;
			if (!this.record || !change(this.record, { now: now(), game, randomInt })) return false;
			await this.#commit({ kind, playerId: by ?? this.record.hostPlayerId, payload });
			return true;
		});
	}

	/** Removes a player for good: its token is revoked and its name barred (lobby.md: host controls). */
	kick(playerId: string): Promise<boolean> {
		const done = this.transact('kick', seatFreed(playerId, true), null, playerId);
		return done.then((ok) => ok && (this.#links.kickOut(playerId), true));
	}

	/** Since when this device is offline: the game's clock stands still (docs/lobby.md "Host durability"), or null. */
	get offlineSince(): number | null {
		return this.#scheduler.offlineSince;
	}

	/** How many big screens watch right now (docs/lobby.md "The big screen"). */
	get screens(): number {
		return this.#links.screenCount();
	}

	/** Disconnects every big screen: each is told, the room forgets their tokens (a locked room keeps them out). */
	dropScreens(): Promise<boolean> {
		return this.transact('screen', forgetScreens).then((ok) => (this.#links.dropScreens(), ok));
	}

	/** Starts the game with the seated players; false when there are too few. */
	start(): Promise<boolean> {
		return this.#enqueue(async () => {
			const r = this.record;
			if (!r || r.status !== 'open' || r.seats.length < this.#d.game.minPlayers) return false;
			const seats: Seat[] = r.seats.map(({ id, name, isHost }) => ({ id, name, isHost }));
			r.game = this.#d.game.start(seats, r.settings, r.seed, this.#d.now(), r.prelude ?? null);
			r.status = 'playing';
			delete r.prelude;
			await this.#commit({ kind: 'start', playerId: r.hostPlayerId, payload: null });
			return true;
		});
	}

	/** The host's own intent: the same chain as a guest's; says whether it was refused and why. */
	act(intent: unknown): Promise<ActOutcome> {
		return this.#enqueue(() =>
			this.#handleIntent(this.record!.hostPlayerId, this.record!.stateId, 0, intent)
		);
	}

	/** Everything the UI reads of this host, now, frozen (state/lobby-host.svelte.ts publishes it). */
	snapshot(): HostSnapshot {
		return Object.freeze({
			view: this.view,
			status: this.status,
			error: this.error,
			saveFailure: this.saveFailure,
			unsaved: this.unsaved,
			setAside: this.setAside,
			screens: this.screens,
			screenKey: this.record ? roomScreenKey(this.record) : null,
			offlineSince: this.offlineSince,
			fingerprint: this.fingerprint
		});
	}

	/** Resolves when every queued job (hello, intent, timer, task) has run (tests, bench). */
	settled = (): Promise<void> => this.#queue;

	/** Why the last write failed, while the host's choice is pending (Retry / Continue without saving). */
	get saveFailure(): SaveFailure | null {
		return this.#commits.failure;
	}
	/** The host chose "Continue without saving": later states live in memory only. */
	get unsaved(): boolean {
		return this.#commits.unsaved;
	}

	/** The host's answer to a failed write. */
	resolveSaveFailure = (choice: SaveChoice): void => this.#commits.choose(choice);

	/** Ends the lobby for everyone: stored as finished, every guest told, then closed. */
	async end(): Promise<void> {
		await this.transact('end', endRecord);
		await this.#links.farewell(300);
		this.#scheduler.end();
		this.close();
	}

	close(): void {
		this.#closed = true;
		this.#commits.choose('continue');
		this.#scheduler.stop();
		this.#presenceFeed.stop();
		this.#links.closeAll();
		this.#endpoint?.close();
		this.#setStatus('closed');
	}

	// --- the chain -------------------------------------------------------------------------------

	async #handleIntent(playerId: string, stateId: number, seq: number, raw: unknown): Promise<ActOutcome> {
		const r = this.record;
		const entry = this.#links.bySeat(playerId);
		// sender: the link is bound to a live seat (never acts for another seat)
		if (!r || !r.seats.some((s) => s.id === playerId)) return { ok: false, code: NoticeCodes.notAllowed };
		const current = this.#epochs.isCurrent(r, stateId);
		const game = this.#d.game;
		const now = this.#d.now();
		const verdict = checkIntent({ game, record: r, playerId, raw, entry, now, stats: this.stats, current });
		if (verdict.kind === 'stale') {
			if (entry) this.#links.send(entry, { t: 'resync', view: this.viewFor(playerId) });
			return { ok: false, code: 'stale' };
		}
		if (verdict.kind === 'refused') {
			this.#links.notice(entry, verdict.code, seq, verdict.detail);
			return { ok: false, code: verdict.code, ...(verdict.detail ? { detail: verdict.detail } : {}) };
		}
		if (verdict.kind === 'prelude') r.prelude = verdict.prelude;
		else r.game = verdict.state;
		// an anonymous move is logged without its sender: the log is the host's, and it is exported
		const by = game.anonymous?.(verdict.intent) ? null : playerId;
		await this.#commit({ kind: 'intent', playerId: by, payload: verdict.intent });
		return { ok: true };
	}

	// --- plumbing ------------------------------------------------------------------------------------

	/**
	 * persist → (optional welcome) → project → send, then timers and tasks (Actual Budget's rule: a
	 * state is sent only once the write holding it has committed, so no guest ever sees a state a
	 * reloaded host would not have). The write runs inside the host's serial queue; a failed one keeps
	 * the previous state until the host chooses Retry or Continue without saving (host-commit.ts).
	 */
	async #commit(event: Omit<LobbyEvent, 'stateId'>, beforeBroadcast?: () => void): Promise<void> {
		const r = this.record!;
		r.game = this.#presenceFeed.next(r) ?? r.game; // who is away is game input
		r.stateId++;
		if (r.game !== null && r.status === 'playing' && this.#d.game.isFinished(r.game)) {
			r.status = 'finished';
			r.finishedAt = this.#d.now();
		}
		await this.#commits.write(r, { ...event, stateId: r.stateId }, this.#d.now, (rec) => {
			this.record = rec;
		});
		if (this.#closed) return;
		this.#epochs.note(this.record!);
		beforeBroadcast?.();
		this.#broadcast();
		this.#scheduler.reschedule();
	}

	#broadcast(): void {
		// presence changes arrive outside the queue: never send a state whose write is still open
		if (this.#commits.writing) return;
		if (this.record) this.#links.broadcast((id) => this.viewFor(id));
		this.#d.onChange?.();
	}

	#attach(): void {
		this.#endpoint!.onLink((link: Link) => this.#links.add(link));
		this.#endpoint!.onStatus((s) => {
			if (s === 'reconnecting') this.#setStatus('reclaiming');
			else if (s === 'open') this.#setStatus('open');
		});
		this.#links.startHeartbeat();
	}

	#enqueue<T>(job: () => Promise<T> | T): Promise<T> {
		const run = this.#queue.then(job);
		this.#queue = run.then(
			() => undefined,
			(e: unknown) => console.error('[lobby host]', e)
		);
		return run;
	}

	#setStatus(status: HostStatus): void {
		this.status = status;
		this.#d.onChange?.();
	}

	#fail(e: unknown): void {
		this.error = e instanceof TransportError ? e.code : e instanceof Error ? e.message : String(e);
		this.#setStatus('error');
	}
}
