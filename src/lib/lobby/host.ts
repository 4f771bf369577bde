import type { Seat } from '$lib/engines/kit/lobby-game';
import { offlineClient } from '$lib/llm/offline';
import { runRequest } from '$lib/llm/run-request';
import type { LlmClient } from '$lib/llm/types';
import { checkName, cleanName, isAcceptableName } from './names';
import { projectFor, type AnyLobbyGame } from './projection';
import { NoticeCodes, PROTOCOL_VERSION, RejectReasons, type HostMessage, type LobbyView } from './protocol';
import { cryptoInt, newId, newRoomCode, newToken } from './room-code';
import type { LobbyEvent, LobbyRecord, LobbyStore } from './store';
import { TransportError, TransportErrors, type HostEndpoint, type Link, type Transport } from './transport';
import { HostLinks, type LinkEntry } from './host-links';

/**
 * The authoritative host (lobby.md): seats, tokens, lock/kick/start, the validation chain for every
 * guest message (host-links.ts parses and rate-limits; `#handleIntent` does sender → phase/rights →
 * stale stateId → apply → persist → project → send), timers (`game.tick` at `nextDeadline`) and LLM
 * tasks. Every change is written to the store before anyone sees it.
 */
export type HostDeps = {
	game: AnyLobbyGame;
	transport: Transport;
	store: LobbyStore;
	llm?: LlmClient;
	now?: () => number;
	randomInt?: (n: number) => number;
	heartbeatMs?: number;
	awayAfterMs?: number;
	/** Called after every change of what the host sees (its own view, presence, status). */
	onChange?: () => void;
};

export type HostStatus = 'idle' | 'opening' | 'open' | 'reclaiming' | 'error' | 'closed';

export type HostStats = {
	malformed: number;
	rateLimited: number;
	stale: number;
	rejected: number;
	applied: number;
};

const EPOCH_MEMORY = 256;
const DEFAULT_CHAT_MS = 500;

export class LobbyHost {
	record: LobbyRecord | null = null;
	status: HostStatus = 'idle';
	error: string | null = null;
	readonly stats: HostStats = { malformed: 0, rateLimited: 0, stale: 0, rejected: 0, applied: 0 };

	readonly #d: Required<Omit<HostDeps, 'onChange' | 'llm'>> & Pick<HostDeps, 'onChange' | 'llm'>;
	#endpoint: HostEndpoint | null = null;
	#links: HostLinks;
	#epochs = new Map<number, string | number>();
	#queue: Promise<void> = Promise.resolve();
	#timer: ReturnType<typeof setTimeout> | null = null;
	#tasks = new Set<string>();
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
			this.record = {
				code,
				mode: this.#d.game.mode,
				peerToken,
				hostPlayerId: hostId,
				locked: false,
				status: 'open',
				seats: [{ id: hostId, name, isHost: true, token: newToken(), joinedAt: now }],
				bannedTokens: [],
				bannedNames: [],
				settings: parsed.data,
				game: null,
				stateId: 1,
				seed: this.#d.randomInt(2 ** 31),
				createdAt: now,
				finishedAt: null
			};
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
		const started = this.#d.now();
		for (let delay = 1000; !this.#closed; delay = Math.min(delay * 2, 5000)) {
			try {
				this.#endpoint = await this.#d.transport.host(code, { token: record.peerToken });
				break;
			} catch (e) {
				const retry =
					e instanceof TransportError &&
					(e.code === TransportErrors.idTaken || e.code === TransportErrors.serverUnreachable);
				if (!retry || this.#d.now() - started > maxWaitMs) {
					this.#fail(e);
					return false;
				}
				await new Promise((resolve) => setTimeout(resolve, delay));
			}
		}
		if (this.#closed) return false;
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
		if (this.#timer) clearTimeout(this.#timer);
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

	async #handleHello(entry: LinkEntry, rawName: string, version: number, token?: string): Promise<void> {
		const r = this.record;
		const reject = (reason: (typeof RejectReasons)[keyof typeof RejectReasons], suggestion?: string) => {
			this.#links.send(entry, { t: 'reject', reason, ...(suggestion ? { suggestion } : {}) });
			setTimeout(() => entry.link.close(), 500);
		};
		if (!r) return reject(RejectReasons.closed);
		// one link, one seat: a bound link cannot say hello again to become someone else
		if (entry.seatId) return this.#notice(entry, NoticeCodes.notAllowed, 0);
		if (version !== PROTOCOL_VERSION) return reject(RejectReasons.version);
		if (token && r.bannedTokens.includes(token)) return reject(RejectReasons.kicked);
		const known = token ? r.seats.find((s) => s.token === token && !s.isHost) : undefined;
		if (known) {
			this.#links.bind(entry, known.id);
			this.#welcome(entry, known.id, known.token);
			this.#broadcast();
			return;
		}
		// No valid token: a newcomer, never a takeover of an existing name (lobby.md, "Joining").
		const name = cleanName(rawName);
		if (r.bannedNames.some((n) => n.toLowerCase() === name.toLowerCase()))
			return reject(RejectReasons.kicked);
		if (r.locked) return reject(RejectReasons.locked);
		if (r.status === 'finished' || (r.status === 'playing' && !this.#d.game.addPlayer))
			return reject(RejectReasons.started);
		if (r.seats.length >= this.#d.game.maxPlayers) return reject(RejectReasons.full);
		const check = checkName(
			name,
			r.seats.map((s) => s.name)
		);
		if (!check.ok)
			return reject(
				check.reason === 'taken' ? RejectReasons.nameTaken : RejectReasons.nameInvalid,
				check.suggestion
			);
		const seat = { id: newId(), name: check.name, isHost: false, token: newToken(), joinedAt: this.#d.now() };
		r.seats.push(seat);
		if (r.status === 'playing' && r.game !== null && this.#d.game.addPlayer)
			r.game = this.#d.game.addPlayer(r.game, { id: seat.id, name: seat.name, isHost: false }, this.#d.now());
		this.#links.bind(entry, seat.id);
		await this.#commit({ kind: 'join', playerId: seat.id, payload: { name: seat.name } }, () =>
			this.#welcome(entry, seat.id, seat.token)
		);
	}

	// --- plumbing ------------------------------------------------------------------------------------

	#welcome(entry: LinkEntry, playerId: string, token: string): void {
		const view = this.viewFor(playerId);
		entry.lastSent = JSON.stringify(view);
		this.#links.send(entry, {
			t: 'welcome',
			protocolVersion: PROTOCOL_VERSION,
			playerId,
			token,
			mode: this.record!.mode,
			view
		});
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
		if (!this.record) return;
		for (const entry of this.#links.bound()) {
			const view = this.viewFor(entry.seatId!);
			const text = JSON.stringify(view);
			if (text === entry.lastSent) continue;
			entry.lastSent = text;
			// the same bytes as encode({ t: 'state', view }) without stringifying the view twice
			this.#links.sendText(entry, `{"t":"state","view":${text}}`);
		}
		this.#d.onChange?.();
	}

	#afterCommit(): void {
		const r = this.record;
		if (this.#timer) clearTimeout(this.#timer);
		this.#timer = null;
		if (!r || r.game === null || r.status !== 'playing' || this.#closed) return;
		const deadline = this.#d.game.nextDeadline(r.game);
		if (deadline !== null)
			this.#timer = setTimeout(
				() =>
					void this.#enqueue(async () => {
						if (this.record?.game === null || this.record?.status !== 'playing') return;
						const next = this.#d.game.tick(this.record.game, this.#d.now());
						if (next === null) return this.#afterCommit();
						this.record.game = next;
						await this.#commit({ kind: 'tick', playerId: null, payload: null });
					}),
				Math.max(0, deadline - this.#d.now())
			);
		const task = this.#d.game.pendingTask?.(r.game);
		if (task && !this.#tasks.has(task.key) && this.#d.game.resolveTask) {
			this.#tasks.add(task.key);
			void runRequest(this.#d.llm ?? offlineClient, task.request).then((out) =>
				this.#enqueue(async () => {
					this.#tasks.delete(task.key);
					if (this.record?.game === null || !this.record || this.#closed) return;
					this.record.game = this.#d.game.resolveTask!(this.record.game, task.key, out.value, this.#d.now());
					await this.#commit({
						kind: 'task',
						playerId: null,
						payload: { key: task.key, source: out.source }
					});
				})
			);
		}
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

	#notice(
		entry: LinkEntry | undefined,
		code: (typeof NoticeCodes)[keyof typeof NoticeCodes],
		seq: number,
		detail?: string
	) {
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

export type { HostMessage };
