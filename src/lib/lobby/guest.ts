import {
	HostMessageSchema,
	MAX_HOST_MESSAGE_BYTES,
	PROTOCOL_VERSION,
	decode,
	encode,
	type GuestMessage,
	type LobbyView
} from './protocol';
import type { GuestSeat, SeatStore } from './store';
import { TransportError, type Link, type Transport } from './transport';

/**
 * A guest (lobby.md, "Joining"): hello → welcome/reject, its own projection via `state`, intents
 * stamped with the stateId it saw. Its seat token lives in the SeatStore (Dexie) and is sent only
 * over the data channel. A lost link (reload, network drop, phone sleep, host reload) is retried
 * with backoff 1 s → 10 s; a host silent for 6 s counts as lost (our own heartbeat, PeerJS facts).
 */
export type GuestStatus = 'idle' | 'connecting' | 'joined' | 'reconnecting' | 'failed' | 'kicked';
export type JoinErrorCode =
	| 'server_unreachable'
	| 'not_found'
	| 'peer_unreachable'
	| 'locked'
	| 'full'
	| 'started'
	| 'name_taken'
	| 'name_invalid'
	| 'kicked'
	| 'version'
	| 'closed'
	| 'malformed';
export type JoinError = { code: JoinErrorCode; suggestion?: string };

export type GuestDeps = {
	transport: Transport;
	seats: SeatStore;
	now?: () => number;
	onChange?: () => void;
	heartbeatMs?: number;
	hostSilentMs?: number;
	/** A first join says why it failed within this time (lobby.md: 15 s). */
	joinTimeoutMs?: number;
};

export class LobbyGuest {
	status: GuestStatus = 'idle';
	error: JoinError | null = null;
	view: LobbyView | null = null;
	code: string | null = null;
	mode: string | null = null;
	playerId: string | null = null;
	lastNotice: { code: string; detail?: string } | null = null;

	readonly #d: Required<Omit<GuestDeps, 'onChange'>> & Pick<GuestDeps, 'onChange'>;
	#link: Link | null = null;
	#seat: GuestSeat | null = null;
	#name = '';
	#seq = 0;
	#lastHeard = 0;
	#beat: ReturnType<typeof setInterval> | null = null;
	#retry: ReturnType<typeof setTimeout> | null = null;
	#backoff = 1000;
	#attempt = 0;
	#stopped = false;
	/** A first join (no seat yet) must settle by this time: lobby.md, "say why within 15 s". */
	#deadline = 0;

	constructor(deps: GuestDeps) {
		this.#d = {
			now: () => Date.now(),
			heartbeatMs: 2000,
			hostSilentMs: 6000,
			joinTimeoutMs: 15_000,
			...deps
		};
	}

	/** Joins `code` (with the stored seat when there is one, else as `name`). Resolves when settled. */
	async join(code: string, name = ''): Promise<void> {
		this.#stopped = false;
		this.code = code;
		this.#name = name;
		this.#deadline = this.#d.now() + this.#d.joinTimeoutMs;
		this.#seat = await this.#d.seats.get(code);
		this.error = null;
		await this.#connect(this.#seat ? 'reconnecting' : 'connecting');
	}

	/** Whether this device already holds a seat (or a revoked one) in `code`. */
	async hasSeat(code: string): Promise<GuestSeat | null> {
		return this.#d.seats.get(code);
	}

	act(intent: unknown): boolean {
		if (!this.#link || this.status !== 'joined' || !this.view) return false;
		this.#send({ t: 'intent', stateId: this.view.stateId, seq: ++this.#seq, intent });
		return true;
	}

	/** After sleep / tab visible again: reconnect now if the link looks dead. */
	wake(): void {
		if (this.#stopped || !this.code) return;
		if (this.status === 'joined' && this.#d.now() - this.#lastHeard < this.#d.hostSilentMs) return;
		if (this.status === 'joined' || this.status === 'reconnecting') this.#lost();
	}

	async leave(): Promise<void> {
		if (this.#link) this.#send({ t: 'leave' });
		this.stop();
		if (this.code) await this.#d.seats.remove(this.code);
	}

	stop(): void {
		this.#stopped = true;
		if (this.#retry) clearTimeout(this.#retry);
		if (this.#beat) clearInterval(this.#beat);
		this.#retry = null;
		this.#beat = null;
		const link = this.#link;
		this.#link = null;
		link?.close();
	}

	// --- internals -----------------------------------------------------------------------------------

	async #connect(status: 'connecting' | 'reconnecting'): Promise<void> {
		const code = this.code!;
		const attempt = ++this.#attempt;
		this.#set(status);
		let link: Link;
		try {
			link = await this.#d.transport.connect(code, { timeoutMs: this.#budget() });
		} catch (e) {
			if (attempt !== this.#attempt || this.#stopped) return;
			const codeErr = e instanceof TransportError ? e.code : 'server_unreachable';
			return this.#failOrRetry({ code: codeErr === 'id_taken' ? 'server_unreachable' : codeErr });
		}
		if (attempt !== this.#attempt || this.#stopped) return link.close();
		this.#link = link;
		this.#lastHeard = this.#d.now();
		const settled = new Promise<void>((resolve) => {
			const timer = setTimeout(() => {
				if (this.#link === link && this.status !== 'joined') {
					this.#link = null;
					link.close();
					this.#failOrRetry({ code: 'peer_unreachable' });
				}
				resolve();
			}, this.#budget());
			link.onMessage((raw) => {
				this.#receive(link, raw);
				if (this.status !== 'connecting' && this.status !== 'reconnecting') {
					clearTimeout(timer);
					resolve();
				}
			});
			link.onClose(() => {
				clearTimeout(timer);
				if (this.#link === link) this.#lost();
				resolve();
			});
		});
		this.#send({
			t: 'hello',
			protocolVersion: PROTOCOL_VERSION,
			name: this.#seat?.name ?? this.#name,
			...(this.#seat ? { token: this.#seat.token } : {})
		});
		await settled;
	}

	#receive(link: Link, raw: unknown): void {
		if (link !== this.#link) return;
		const msg = decode(raw, HostMessageSchema, MAX_HOST_MESSAGE_BYTES);
		if (!msg) return;
		this.#lastHeard = this.#d.now();
		switch (msg.t) {
			case 'welcome':
				this.playerId = msg.playerId;
				this.mode = msg.mode;
				this.view = msg.view as LobbyView;
				this.#seat = {
					code: this.code!,
					playerId: msg.playerId,
					token: msg.token,
					name: msg.view.players.find((p) => p.id === msg.playerId)?.name ?? this.#name,
					mode: msg.mode,
					kicked: false
				};
				void this.#d.seats.put(this.#seat);
				this.#backoff = 1000;
				this.error = null;
				this.#startHeartbeat();
				return this.#set('joined');
			case 'reject':
				if (msg.reason === 'kicked') return this.#kicked();
				this.#link = null;
				link.close();
				return this.#failOrRetry({ code: msg.reason, suggestion: msg.suggestion }, msg.reason !== 'closed');
			case 'state':
			case 'resync':
				if (this.status !== 'joined') return;
				this.view = msg.view as LobbyView;
				return this.#d.onChange?.();
			case 'notice':
				this.lastNotice = { code: msg.code, detail: msg.detail };
				return this.#d.onChange?.();
			case 'kick':
				return this.#kicked();
			case 'ping':
				return this.#send({ t: 'pong', at: msg.at });
			case 'pong':
				return;
		}
	}

	#kicked(): void {
		if (this.#seat) void this.#d.seats.put({ ...this.#seat, kicked: true });
		this.error = { code: 'kicked' };
		this.stop();
		this.#set('kicked');
	}

	/** A link we had is gone: rejoin with backoff, keeping the seat (same token → same seat). */
	#budget(): number {
		return this.#seat ? this.#d.joinTimeoutMs : Math.max(1000, this.#deadline - this.#d.now());
	}

	#lost(): void {
		if (!this.#seat && this.status !== 'joined') return this.#failOrRetry({ code: 'peer_unreachable' });
		const link = this.#link;
		this.#link = null;
		link?.close();
		if (this.#beat) clearInterval(this.#beat);
		this.#beat = null;
		if (this.#stopped || this.status === 'kicked') return;
		this.#schedule();
	}

	#failOrRetry(error: JoinError, terminal = false): void {
		this.error = error;
		// A guest that holds a seat keeps trying (the host may be reloading); a first join fails fast.
		if (!terminal && this.#seat && !this.#seat.kicked) return this.#schedule();
		this.stop();
		this.#set('failed');
	}

	#schedule(): void {
		if (this.#retry || this.#stopped) return;
		this.#set('reconnecting');
		const delay = this.#backoff;
		this.#backoff = Math.min(this.#backoff * 2, 10_000);
		this.#retry = setTimeout(() => {
			this.#retry = null;
			void this.#connect('reconnecting');
		}, delay);
	}

	#startHeartbeat(): void {
		if (this.#beat) clearInterval(this.#beat);
		this.#beat = setInterval(() => {
			if (this.#d.now() - this.#lastHeard > this.#d.hostSilentMs) return this.#lost();
			this.#send({ t: 'ping', at: this.#d.now() });
		}, this.#d.heartbeatMs);
	}

	#send(msg: GuestMessage): void {
		try {
			this.#link?.send(encode(msg));
		} catch {
			this.#lost();
		}
	}

	#set(status: GuestStatus): void {
		this.status = status;
		this.#d.onChange?.();
	}
}
