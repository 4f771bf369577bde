import type { Seat } from '$lib/engines/kit/lobby-game';
import type { HostDeps, HostStats, HostStatus } from './host-types';
import { admit, type Admission } from './admission';
import { cleanName, isAcceptableName } from './names';
import { projectFor, type AnyLobbyGame } from './projection';
import { NoticeCodes, RejectReasons, type LobbyView, type NoticeCode } from './protocol';
import { cryptoInt, newId, newRoomCode, newToken } from './room-code';
import { newLobbyRecord, type LobbyEvent, type LobbyRecord } from './store';
import { TransportError, TransportErrors, hostWithRetry, type HostEndpoint, type Link } from './transport';
import { HostScheduler } from './host-scheduler';
import { HostLinks, type LinkEntry } from './host-links';

export type { HostDeps, HostStats, HostStatus } from './host-types';

/**
 * The authoritative host (lobby.md): seats, tokens, lock/kick/start, and the validation chain for
 * every guest message — host-links.ts: size → JSON → zod → rate limit; `#handleIntent`: sender →
 * phase/rights → stale stateId → apply; `#commit`: project → send → persist. Timers and LLM tasks:
 * host-scheduler.ts; who may sit down: admission.ts; what a player sees: projection.ts.
 */
const EPOCH_MEMORY = 256;
const DEFAULT_CHAT_MS = 500;

export class LobbyHost {
	record: LobbyRecord | null = null;
	status: HostStatus = 'idle';
	error: string | null = null;
	readonly stats: HostStats = { malformed: 0, rateLimited: 0, stale: 0, rejected: 0, applied: 0 };

	readonly #d: Required<Omit<HostDeps, 'onChange' | 'runTask'>> & Pick<HostDeps, 'onChange' | 'runTask'>;
	#endpoint: HostEndpoint | null = null;
	#links: HostLinks;
	#epochs = new Map<number, string | number>();
	#queue: Promise<void> = Promise.resolve();
	#scheduler: HostScheduler;
	#closed = false;

	constructor(deps: HostDeps) {
		this.#d = {
			now: () => Date.now(),
			randomInt: cryptoInt,
			heartbeatMs: 2000,
			awayAfterMs: 10_000,
			...deps
		};
		this.#links = new HostLinks({
			now: this.#d.now,
			heartbeatMs: this.#d.heartbeatMs,
			awayAfterMs: this.#d.awayAfterMs,
			stats: this.stats,
			onHello: (entry, msg) =>
				this.#enqueue(() => this.#handleHello(entry, msg.name, msg.protocolVersion, msg.token)),
			onIntent: (entry, msg) =>
				this.#enqueue(() =>
					entry.seatId
						? this.#handleIntent(entry.seatId, msg.stateId, msg.seq, msg.intent)
						: this.#notAllowed(entry, msg.seq)
				),
			onPresenceChange: () => this.#broadcast()
		});
		this.#scheduler = new HostScheduler({
			game: this.#d.game,
			runTask: this.#d.runTask,
			now: this.#d.now,
			record: () => this.record,
			closed: () => this.#closed,
			enqueue: (job) => this.#enqueue(job),
			commit: (event) => this.#commit(event)
		});
	}

	get game(): AnyLobbyGame {
		return this.#d.game;
	}

	/** The host's own view (it is a player too). */
	get view(): LobbyView | null {
		return this.record ? this.viewFor(this.record.hostPlayerId) : null;
	}

	viewFor(playerId: string): LobbyView {
		return projectFor(this.record!, this.#d.game, (id) => this.#presence(id), playerId);
	}

	/** Creates a lobby with a fresh code (a new one on collision) and registers as its host. */
	async open({ hostName, settings }: { hostName: string; settings: unknown }): Promise<string> {
		const name = cleanName(hostName);
		if (!isAcceptableName(name)) throw new Error('name_invalid');
		const parsed = this.#d.game.settingsSchema.safeParse(settings);
		if (!parsed.success) throw new Error(`settings: ${parsed.error.issues[0]?.path.join('.')}`);
		this.#setStatus('opening');
		const hostId = newId();
		for (let attempt = 0; attempt < 6; attempt++) {
			const code = newRoomCode(this.#d.randomInt);
			const peerToken = newToken();
			try {
				this.#endpoint = await this.#d.transport.host(code, { token: peerToken });
			} catch (e) {
				if (e instanceof TransportError && e.code === TransportErrors.idTaken) continue;
				this.#fail(e);
				throw e;
			}
			const now = this.#d.now();
			this.record = newLobbyRecord({
				code,
				mode: this.#d.game.mode,
				peerToken,
				hostId,
				hostName: name,
				hostToken: newToken(),
				settings: parsed.data,
				seed: this.#d.randomInt(2 ** 31),
				now
			});
			this.#noteEpoch();
			await this.#d.store.save(
				this.record,
				{ kind: 'join', playerId: hostId, stateId: 1, payload: { name } },
				now
			);
			this.#attach();
			this.#setStatus('open');
			return code;
		}
		const err = new TransportError(TransportErrors.idTaken, 'no free room code');
		this.#fail(err);
		throw err;
	}

	/** Resumes a persisted lobby under the same PeerJS id, retrying while the old registration lingers. */
	async resume(code: string, { maxWaitMs = 120_000 } = {}): Promise<boolean> {
		const record = await this.#d.store.load(code);
		if (!record || record.mode !== this.#d.game.mode) return false;
		this.record = record;
		this.#noteEpoch();
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
		this.#afterCommit();
		return true;
	}

	lock(locked: boolean): Promise<void> {
		return this.#enqueue(async () => {
			if (!this.record || this.record.locked === locked) return;
			this.record.locked = locked;
			await this.#commit({ kind: 'lock', playerId: this.record.hostPlayerId, payload: { locked } });
		});
	}

	setSettings(settings: unknown): Promise<void> {
		return this.#enqueue(async () => {
			const parsed = this.#d.game.settingsSchema.safeParse(settings);
			if (!this.record || this.record.status !== 'open' || !parsed.success) return;
			this.record.settings = parsed.data;
			await this.#commit({ kind: 'settings', playerId: this.record.hostPlayerId, payload: null });
		});
	}

	/** Removes a player for good: its token is revoked and its name barred (lobby.md: host controls). */
	kick(playerId: string): Promise<void> {
		return this.#enqueue(async () => {
			const r = this.record;
			const seat = r?.seats.find((s) => s.id === playerId);
			if (!r || !seat || seat.isHost) return;
			r.seats = r.seats.filter((s) => s.id !== playerId);
			r.bannedTokens.push(seat.token);
			r.bannedNames.push(seat.name);
			if (r.game !== null && this.#d.game.removePlayer)
				r.game = this.#d.game.removePlayer(r.game, playerId, this.#d.now());
			await this.#commit({ kind: 'kick', playerId, payload: null });
			const entry = this.#links.bySeat(playerId);
			if (entry) {
				this.#links.send(entry, { t: 'kick' });
				this.#links.unbind(entry);
				setTimeout(() => entry.link.close(), 200);
			}
		});
	}

	/** Starts the game with the seated players; false when there are too few. */
	start(): Promise<boolean> {
		return this.#enqueue(async () => {
			const r = this.record;
			if (!r || r.status !== 'open' || r.seats.length < this.#d.game.minPlayers) return false;
			const seats: Seat[] = r.seats.map(({ id, name, isHost }) => ({ id, name, isHost }));
			r.game = this.#d.game.start(seats, r.settings, r.seed, this.#d.now());
			r.status = 'playing';
			await this.#commit({ kind: 'start', playerId: r.hostPlayerId, payload: null });
			return true;
		});
	}

	/** The host's own intent: the same chain as a guest's. */
	act(intent: unknown): Promise<void> {
		return this.#enqueue(() =>
			this.#handleIntent(this.record!.hostPlayerId, this.record!.stateId, 0, intent)
		);
	}

	/** Resolves when every queued job (hello, intent, timer, task) has run (tests, bench). */
	settled(): Promise<void> {
		return this.#queue;
	}

	close(): void {
		this.#closed = true;
		this.#scheduler.stop();
		this.#links.closeAll();
		this.#endpoint?.close();
		this.#setStatus('closed');
	}

	// --- the chain -------------------------------------------------------------------------------

	async #handleIntent(playerId: string, stateId: number, seq: number, raw: unknown): Promise<void> {
		const r = this.record;
		const entry = this.#links.bySeat(playerId);
		// sender: the link is bound to a live seat (never acts for another seat)
		if (!r || !r.seats.some((s) => s.id === playerId)) return;
		// phase/rights at the lobby level: the game runs
		if (r.status !== 'playing' || r.game === null) return this.#notice(entry, NoticeCodes.notAllowed, seq);
		const parsed = this.#d.game.intentSchema.safeParse(raw);
		if (!parsed.success) {
			this.stats.malformed++;
			return this.#notice(entry, NoticeCodes.malformed, seq);
		}
		const intent = parsed.data;
		const minGap = this.#d.game.throttle
			? this.#d.game.throttle(intent)
			: (intent as { type?: unknown })?.type === 'chat'
				? DEFAULT_CHAT_MS
				: null;
		if (
			entry &&
			minGap &&
			!entry.limiter.allowKind(String((intent as { type?: unknown }).type ?? 'x'), minGap, this.#d.now())
		) {
			this.stats.rateLimited++;
			return this.#notice(entry, NoticeCodes.rateLimited, seq);
		}
		// stale stateId → resync (the guest acted on a view of another epoch)
		const seenEpoch = this.#epochs.get(stateId);
		if (seenEpoch === undefined || seenEpoch !== this.#epochOf()) {
			this.stats.stale++;
			if (entry) this.#links.send(entry, { t: 'resync', view: this.viewFor(playerId) });
			return;
		}
		let result;
		try {
			result = this.#d.game.apply(r.game, playerId, intent, this.#d.now());
		} catch (e) {
			result = { ok: false as const, reason: e instanceof Error ? e.message : 'error' };
		}
		if (!result.ok) {
			this.stats.rejected++;
			return this.#notice(entry, NoticeCodes.rejected, seq, result.reason);
		}
		r.game = result.state;
		this.stats.applied++;
		await this.#commit({ kind: 'intent', playerId, payload: intent });
	}

	async #handleHello(entry: LinkEntry, name: string, protocolVersion: number, token?: string): Promise<void> {
		const r = this.record;
		// one link, one seat: a bound link cannot say hello again to become someone else
		if (entry.seatId) return this.#notice(entry, NoticeCodes.notAllowed, 0);
		const verdict: Admission = r
			? admit(r, this.#d.game, { protocolVersion, name, token })
			: { kind: 'reject', reason: RejectReasons.closed };
		if (verdict.kind === 'reject') {
			const { reason, suggestion } = verdict;
			this.#links.send(entry, { t: 'reject', reason, ...(suggestion ? { suggestion } : {}) });
			setTimeout(() => entry.link.close(), 500);
			return;
		}
		if (verdict.kind === 'rejoin') {
			this.#links.bind(entry, verdict.seat.id);
			this.#welcome(entry, verdict.seat.id, verdict.seat.token);
			this.#broadcast();
			return;
		}
		const seat = {
			id: newId(),
			name: verdict.name,
			isHost: false,
			token: newToken(),
			joinedAt: this.#d.now()
		};
		r!.seats.push(seat);
		if (r!.status === 'playing' && r!.game !== null && this.#d.game.addPlayer)
			r!.game = this.#d.game.addPlayer(
				r!.game,
				{ id: seat.id, name: seat.name, isHost: false },
				this.#d.now()
			);
		this.#links.bind(entry, seat.id);
		await this.#commit({ kind: 'join', playerId: seat.id, payload: { name: seat.name } }, () =>
			this.#welcome(entry, seat.id, seat.token)
		);
	}

	// --- plumbing ------------------------------------------------------------------------------------

	#welcome(entry: LinkEntry, playerId: string, token: string): void {
		this.#links.welcome(entry, playerId, token, this.record!.mode, this.viewFor(playerId));
	}

	/**
	 * (optional welcome) → project → send → persist, then timers and tasks. The write is awaited inside
	 * the host's queue, so the next message is handled only once this state is on disk; sending first
	 * keeps IndexedDB's commit (~2–5 ms) out of the fan-out latency (bench/lobby.bench.ts). A host that
	 * dies in that window resumes one step back and its guests get that state in `welcome`.
	 */
	async #commit(event: Omit<LobbyEvent, 'stateId'>, beforeBroadcast?: () => void): Promise<void> {
		const r = this.record!;
		r.stateId++;
		if (r.game !== null && r.status === 'playing' && this.#d.game.isFinished(r.game)) {
			r.status = 'finished';
			r.finishedAt = this.#d.now();
		}
		this.#noteEpoch();
		beforeBroadcast?.();
		this.#broadcast();
		await this.#d.store.save(r, { ...event, stateId: r.stateId }, this.#d.now());
		this.#afterCommit();
	}

	#broadcast(): void {
		if (this.record) this.#links.broadcast((id) => this.viewFor(id));
		this.#d.onChange?.();
	}

	#afterCommit(): void {
		this.#scheduler.reschedule();
	}

	#epochOf(): string | number {
		const r = this.record!;
		return r.game !== null && this.#d.game.epoch ? this.#d.game.epoch(r.game) : r.status;
	}

	#noteEpoch(): void {
		const r = this.record!;
		this.#epochs.set(r.stateId, this.#epochOf());
		this.#epochs.delete(r.stateId - EPOCH_MEMORY);
	}

	#presence(playerId: string): 'connected' | 'away' {
		if (playerId === this.record?.hostPlayerId) return 'connected';
		return this.#links.isPresent(playerId) ? 'connected' : 'away';
	}

	#notice(entry: LinkEntry | undefined, code: NoticeCode, seq: number, detail?: string) {
		if (entry)
			this.#links.send(entry, {
				t: 'notice',
				code,
				seq,
				...(detail ? { detail: detail.slice(0, 200) } : {})
			});
	}

	#notAllowed(entry: LinkEntry, seq: number): void {
		this.#notice(entry, NoticeCodes.notAllowed, seq);
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
