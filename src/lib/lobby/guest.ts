import {
	HostMessageSchema,
	MAX_HOST_MESSAGE_BYTES,
	decode,
	encode,
	type ActOutcome,
	type GuestMessage,
	type HostMessage,
	type LobbyView
} from './protocol';
import type { GuestSeat } from './store';
import { TransportError, type Link } from './transport';
import type { GuestDeps, GuestStatus, JoinError } from './guest-types';
import { HostClock } from './guest-clock';
import { WaitingIntents } from './guest-intents';
import { OffLobby } from './guest-away';
import { greeting, markLeft, seatOf } from './guest-seat';
import { retryAs } from './guest-retry';
import { newToken } from './room-code';
import { HostCheck } from './guest-proof';
import { ViewCheck } from './guest-view';
import { Backoff } from './guest-backoff';

/**
 * A guest (docs/lobby.md "Joining", "Host identity"): challenge → proof, hello → welcome/reject, its
 * own projection via `state`, intents stamped with the stateId it saw. Its seat token (SeatStore,
 * Dexie) goes only to a proven host. A lost link is retried with backoff 1 s → 10 s (guest-backoff.ts);
 * a host silent for 6 s counts as lost. `lostAt`: since when it is off its lobby (`longGone` after
 * 2 minutes: "Leave" is offered); `retry()` tries at once (the Retry button).
 */
export type { GuestDeps, GuestStatus, JoinError, JoinErrorCode } from './guest-types';

export class LobbyGuest {
	status: GuestStatus = 'idle';
	error: JoinError | null = null;
	view: LobbyView | null = null;
	code: string | null = null;
	mode: string | null = null;
	playerId: string | null = null;
	lastNotice: { code: string; detail?: string; seq?: number } | null = null;
	#off = new OffLobby();
	#views: ViewCheck;
	#clock = new HostClock();

	readonly #d: Required<Omit<GuestDeps, 'onChange'>> & Pick<GuestDeps, 'onChange'>;
	#link: Link | null = null;
	#seat: GuestSeat | null = null;
	#name = '';
	/** This guest passed its own 18+ birth-date gate (docs/lobby.md "The big screen"): sent as a yes/no, never the date. */
	#adult = false;
	/** A first join's own id (protocol.ts hello `claim`), sent while this guest has no seat. */
	#claim: string | null = null;
	/** This tab's own id, sent with every hello (protocol.ts hello `tab`). */
	readonly #tab = newToken();
	/** The host proves the room's key on each link before anything else (guest-proof.ts). */
	readonly #host = new HostCheck();
	/** The room key's fingerprint from the join link (`#h=…`), when the guest came by one. */
	#fingerprint: string | undefined;
	#seq = 0;
	#waiting = new WaitingIntents();
	#lastHeard = 0;
	/** Views (welcome, state, resync) heard on the current link, against the count each ping gives. */
	#viewsHeard = 0;
	#beat: ReturnType<typeof setInterval> | null = null;
	#retry = new Backoff();
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
			longGoneMs: 120_000,
			viewSchema: () => null,
			watch: false,
			...deps
		};
		this.#views = new ViewCheck(this.#d.viewSchema, () => this.#send({ t: 'sync' }));
	}

	/**
	 * Joins `code` (with the stored seat when there is one, else as `name`). Resolves when settled.
	 * `claim`: this device's id for a first join into `code`, the same on every try (protocol.ts hello).
	 */
	async join(
		code: string,
		name = '',
		{ adult = false, claim, fingerprint }: { adult?: boolean; claim?: string; fingerprint?: string } = {}
	): Promise<void> {
		this.#stopped = false;
		this.#fingerprint = fingerprint;
		this.code = code;
		this.#name = name;
		this.#adult = adult;
		this.#claim = claim ?? null;
		this.#deadline = this.#d.now() + this.#d.joinTimeoutMs;
		const seat = await this.#d.seats.get(code);
		// a seat this device left is gone (docs/lobby.md "Joining"): only its name is kept, for the join form
		this.#seat = seat && !seat.left ? seat : null;
		this.error = null;
		await this.#connect(this.#seat ? 'reconnecting' : 'connecting');
	}

	/**
	 * Sends an intent; resolves `{ ok: false }` when the host refuses it (a notice naming its `seq`, or
	 * a resync: it was sent on an old view) — so exactly the button that sent it unlocks.
	 */
	act(intent: unknown): Promise<ActOutcome> {
		if (!this.#link || this.status !== 'joined' || !this.view)
			return Promise.resolve({ ok: false, code: 'not_allowed' });
		const seq = ++this.#seq;
		const outcome = this.#waiting.add(seq);
		this.#send({ t: 'intent', stateId: this.view.stateId, seq, intent });
		return outcome;
	}

	/** After sleep / tab visible again: reconnect now if the link looks dead. */
	wake(): void {
		if (this.#stopped || !this.code) return;
		if (this.status === 'joined' && this.#d.now() - this.#lastHeard < this.#d.hostSilentMs) return;
		if (this.status === 'joined' || this.status === 'reconnecting') this.#lost();
	}

	/** Tries again at once (the Retry button), with the backoff back at its start. */
	retry(): void {
		if (this.#stopped || !this.#retry.waiting) return;
		this.#retry.cancel();
		this.#retry.reset();
		void this.#connect('reconnecting');
	}

	/** Leaves for good (the host frees the seat): marked left on this device first (`markLeft`). */
	async leave(): Promise<void> {
		try {
			if (this.code) await markLeft(this.#d.seats, this.code, this.#seat);
		} finally {
			if (this.#link) this.#send({ t: 'leave' });
			this.stop();
		}
	}

	stop(): void {
		this.#stopped = true;
		this.#waiting.settleAll({ ok: false, code: 'not_allowed' });
		this.#retry.cancel();
		if (this.#beat) clearInterval(this.#beat);
		this.#beat = null;
		this.#off.back();
		const link = this.#link;
		this.#link = null;
		link?.close();
	}

	// --- internals -----------------------------------------------------------------------------------

	async #connect(status: 'connecting' | 'reconnecting'): Promise<void> {
		const code = this.code!;
		const attempt = ++this.#attempt;
		this.#set(status);
		this.#host.load();
		let link: Link;
		try {
			link = await this.#d.transport.connect(code, { timeoutMs: this.#budget() });
		} catch (e) {
			if (attempt !== this.#attempt || this.#stopped) return;
			const codeErr = e instanceof TransportError ? e.code : 'server_unreachable';
			// no WebRTC in this browser: no retry will ever connect
			return this.#failOrRetry(
				{ code: codeErr === 'id_taken' ? 'server_unreachable' : codeErr },
				codeErr === 'no_webrtc'
			);
		}
		if (attempt !== this.#attempt || this.#stopped) return link.close();
		this.#link = link;
		this.#viewsHeard = 0;
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
		this.#send(this.#host.challenge());
		await settled;
	}

	/** Hello (or watch, for a big screen), once the host proved the room's key on this link. */
	#hello(): void {
		const { watch } = this.#d;
		this.#send(
			greeting({
				watch,
				seat: this.#seat,
				name: this.#name,
				claim: this.#claim,
				adult: this.#adult,
				tab: this.#tab
			})
		);
	}

	async #proved(link: Link, proof: Extract<HostMessage, { t: 'proof' }>): Promise<void> {
		const expected = { seatKey: this.#seat?.hostKey, fingerprint: this.#fingerprint };
		const ok = await this.#host.check(proof, link, this.code!, expected);
		if (link !== this.#link) return;
		if (ok) return this.#hello();
		// not the room's host: nothing more is read on this link, and no token leaves
		this.#link = null;
		link.close();
		this.#failOrRetry({ code: 'host_unproven' });
	}

	#receive(link: Link, raw: unknown): void {
		if (link !== this.#link) return;
		const msg = decode(raw, HostMessageSchema, MAX_HOST_MESSAGE_BYTES);
		if (!msg) return;
		if (!this.#host.key) {
			if (msg.t === 'proof') void this.#proved(link, msg);
			return;
		}
		this.#lastHeard = this.#d.now();
		if (msg.t === 'welcome' || msg.t === 'state' || msg.t === 'resync') this.#viewsHeard++;
		switch (msg.t) {
			case 'welcome':
				if (msg.at !== undefined) this.#clock.heard(msg.at, this.#d.now()); // rendered as joined, below
				this.playerId = msg.playerId;
				this.mode = msg.mode;
				// intents sent on a lost link got no answer and never will
				this.#waiting.settleAll({ ok: false, code: 'stale' });
				this.view = this.#views.checked(msg.view as LobbyView) ?? { ...(msg.view as LobbyView), game: null };
				this.#seat = { ...seatOf(msg, this.code!, this.#name), hostKey: this.#host.key };
				void this.#d.seats.put(this.#seat);
				this.#retry.reset();
				this.error = null;
				this.#off.back();
				this.#startHeartbeat();
				return this.#set('joined');
			case 'reject': {
				if (msg.reason === 'kicked') return this.#end('kicked');
				if (msg.reason === 'replaced') return this.#end('replaced');
				if (msg.mode) this.mode = msg.mode;
				// `closed` to a seated guest: the host ended the lobby for everyone , the seat
				// is gone for good; in answer to a hello it may be a host still starting up (retried)
				const ended = msg.reason === 'closed' && this.status === 'joined';
				if (ended && this.code) void this.#d.seats.remove(this.code);
				this.#link = null;
				link.close();
				const terminal = msg.reason !== 'closed' || ended;
				return this.#failOrRetry({ code: msg.reason, suggestion: msg.suggestion }, terminal);
			}
			case 'state':
			case 'resync': {
				if (this.status !== 'joined') return;
				if (msg.t === 'resync') this.#waiting.settleAll({ ok: false, code: 'stale' });
				const view = this.#views.checked(msg.view as LobbyView);
				if (!view) return;
				this.view = view;
				return this.#d.onChange?.();
			}
			case 'notice': {
				this.lastNotice = { code: msg.code, detail: msg.detail, seq: msg.seq };
				const refused: ActOutcome = {
					ok: false,
					code: msg.code,
					...(msg.detail ? { detail: msg.detail } : {})
				};
				// a notice without seq (the link's rate limit) drops whatever was in flight
				if (msg.seq) this.#waiting.settle(msg.seq, refused);
				else if (msg.code === 'rate_limited') this.#waiting.settleAll(refused);
				return this.#d.onChange?.();
			}
			case 'kick':
				return this.#end('kicked');
			case 'ping':
				if (this.#clock.heard(msg.at, this.#d.now())) this.#d.onChange?.();
				// the host sent a view this link never delivered: ask for the current one (answered
				// with `state`, which the host counts, so the counts agree again once it arrives)
				if (this.status === 'joined' && msg.views !== undefined && msg.views !== this.#viewsHeard) {
					this.#viewsHeard = msg.views;
					this.#send({ t: 'sync' });
				}
				return this.#send({ t: 'pong', at: msg.at });
			case 'pong':
			case 'proof':
				return;
		}
	}

	/** Views dropped because `view.game` failed the mode's schema (guest-view.ts). */
	get dropped(): number {
		return this.#views.dropped;
	}

	/** Since when the guest is off its lobby (the host last heard); null while joined. */
	get lostAt(): number | null {
		return this.#off.since;
	}

	/** Off the lobby for `longGoneMs` (2 minutes): the screen offers "Leave". */
	get longGone(): boolean {
		return this.#off.long;
	}

	/** The room key's fingerprint, once its host proved it (for the links this device shows). */
	get fingerprint(): string | null {
		return this.#host.fingerprint;
	}

	/** How far the host's clock is ahead of this device's (guest-clock.ts): countdowns add it. */
	get clockOffset(): number {
		return this.#clock.offset;
	}

	/**
	 * Kicked, or `replaced`: the seat is played from another tab or window of this device now (its
	 * hello came with this seat's token); this one stops, keeping the seat for "Play here instead".
	 */
	#end(why: 'kicked' | 'replaced'): void {
		if (why === 'kicked' && this.#seat) void this.#d.seats.put({ ...this.#seat, kicked: true });
		if (why === 'replaced') this.view = null;
		this.error = { code: why };
		this.stop();
		this.#set(why === 'kicked' ? 'kicked' : 'failed');
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
		const timeLeftMs = this.#deadline - this.#d.now() - this.#retry.delay;
		const as = retryAs({ code: error.code, terminal, seat: this.#seat, watch: this.#d.watch, timeLeftMs });
		if (as) return this.#schedule(as);
		this.stop();
		this.#set('failed');
	}

	#schedule(status: 'connecting' | 'reconnecting' = 'reconnecting'): void {
		if (this.#retry.waiting || this.#stopped) return;
		const changed = () => this.#d.onChange?.();
		if (status === 'reconnecting')
			this.#off.start(this.#lastHeard || this.#d.now(), this.#d.longGoneMs, changed);
		this.#set(status);
		this.#retry.schedule(() => void this.#connect(status));
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
