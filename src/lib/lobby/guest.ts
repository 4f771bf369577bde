import {
	HostMessageSchema,
	MAX_HOST_MESSAGE_BYTES,
	PROTOCOL_VERSION,
	decode,
	encode,
	type ActOutcome,
	type GuestMessage,
	type LobbyView
} from './protocol';
import type { GuestSeat } from './store';
import { TransportError, type Link } from './transport';
import type { GuestDeps, GuestStatus, JoinError } from './guest-types';
import { HostClock } from './guest-clock';
import { WaitingIntents } from './guest-intents';
import { OffLobby } from './guest-away';
import { markLeft, seatOf } from './guest-seat';
import { retryAs } from './guest-retry';
import { newToken } from './room-code';

/**
 * A guest (lobby.md, "Joining"): hello → welcome/reject, its own projection via `state`, intents
 * stamped with the stateId it saw. Its seat token lives in the SeatStore (Dexie) and is sent only
 * over the data channel. A lost link (reload, network drop, phone sleep, host reload) is retried
 * with backoff 1 s → 10 s; a host silent for 6 s counts as lost (our own heartbeat, PeerJS facts).
 * Issue 13 §3/§5: `lostAt` says since when the guest is off its lobby (`longGone` after 2 minutes:
 * the screen offers "Leave"); a signalling outage is retried even before a seat is held; `retry()`
 * tries at once (the Retry button).
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
	/** Views dropped because `view.game` failed the mode's schema (diagnostics, tests). */
	dropped = 0;
	#off = new OffLobby();
	#clock = new HostClock();

	readonly #d: Required<Omit<GuestDeps, 'onChange'>> & Pick<GuestDeps, 'onChange'>;
	#link: Link | null = null;
	#seat: GuestSeat | null = null;
	#name = '';
	/** This guest passed its own 18+ birth-date gate (issue 13 §6): sent as a yes/no, never the date. */
	#adult = false;
	/** A first join's own id (protocol.ts hello `claim`), sent while this guest has no seat. */
	#claim: string | null = null;
	/** This tab's own id, sent with every hello (protocol.ts hello `tab`). */
	readonly #tab = newToken();
	#seq = 0;
	#waiting = new WaitingIntents();
	/** The stateId a resync was last asked for (one request per bad state, no loop). */
	#syncAsked = -1;
	#lastHeard = 0;
	/** Views (welcome, state, resync) heard on the current link, against the count each ping gives. */
	#viewsHeard = 0;
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
			longGoneMs: 120_000,
			viewSchema: () => null,
			watch: false,
			...deps
		};
	}

	/**
	 * Joins `code` (with the stored seat when there is one, else as `name`). Resolves when settled.
	 * `claim`: this device's id for a first join into `code`, the same on every try (protocol.ts hello).
	 */
	async join(
		code: string,
		name = '',
		{ adult = false, claim }: { adult?: boolean; claim?: string } = {}
	): Promise<void> {
		this.#stopped = false;
		this.code = code;
		this.#name = name;
		this.#adult = adult;
		this.#claim = claim ?? null;
		this.#deadline = this.#d.now() + this.#d.joinTimeoutMs;
		const seat = await this.#d.seats.get(code);
		// a seat this device left is gone (issue 13 §2): only its name is kept, for the join form
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
		if (this.#stopped || !this.#retry) return;
		clearTimeout(this.#retry);
		this.#retry = null;
		this.#backoff = 1000;
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
		if (this.#retry) clearTimeout(this.#retry);
		if (this.#beat) clearInterval(this.#beat);
		this.#retry = null;
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
		const token = this.#seat ? { token: this.#seat.token } : {};
		const claim = !this.#seat && this.#claim ? { claim: this.#claim } : {};
		const adult = this.#adult ? { adult: true } : {};
		const v = PROTOCOL_VERSION;
		// a big screen (issue 13 §11) watches: no seat, no name
		if (this.#d.watch) this.#send({ t: 'watch', protocolVersion: v, ...token, ...adult });
		else
			this.#send({
				t: 'hello',
				protocolVersion: v,
				name: this.#seat?.name ?? this.#name,
				...token,
				...claim,
				...adult,
				tab: this.#tab
			});
		await settled;
	}

	#receive(link: Link, raw: unknown): void {
		if (link !== this.#link) return;
		const msg = decode(raw, HostMessageSchema, MAX_HOST_MESSAGE_BYTES);
		if (!msg) return;
		this.#lastHeard = this.#d.now();
		if (msg.t === 'welcome' || msg.t === 'state' || msg.t === 'resync') this.#viewsHeard++;
		switch (msg.t) {
			case 'welcome':
				if (msg.at !== undefined) this.#clock.heard(msg.at, this.#d.now()); // rendered as joined, below
				this.playerId = msg.playerId;
				this.mode = msg.mode;
				// intents sent on a lost link got no answer and never will
				this.#waiting.settleAll({ ok: false, code: 'stale' });
				this.view = this.#checked(msg.view as LobbyView) ?? { ...(msg.view as LobbyView), game: null };
				this.#seat = seatOf(msg, this.code!, this.#name);
				void this.#d.seats.put(this.#seat);
				this.#backoff = 1000;
				this.error = null;
				this.#off.back();
				this.#startHeartbeat();
				return this.#set('joined');
			case 'reject': {
				if (msg.reason === 'kicked') return this.#kicked();
				if (msg.reason === 'replaced') return this.#replaced();
				if (msg.mode) this.mode = msg.mode;
				// `closed` to a seated guest: the host ended the lobby for everyone (issue 13 §4), the seat
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
				const view = this.#checked(msg.view as LobbyView);
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
				return this.#kicked();
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
				return;
		}
	}

	/**
	 * A view whose `game` fails the mode's schema (issue 12 §5) is dropped — the last good one stays
	 * on screen — and the host is asked once for this player's projection again.
	 */
	#checked(view: LobbyView): LobbyView | null {
		const schema = view.game === null ? null : this.#d.viewSchema(view.mode);
		if (!schema) return view;
		const parsed = schema.safeParse(view.game);
		if (parsed.success) return { ...view, game: parsed.data };
		this.dropped++;
		if (this.#syncAsked !== view.stateId) {
			this.#syncAsked = view.stateId;
			this.#send({ t: 'sync' });
		}
		return null;
	}

	/** Since when the guest is off its lobby (the host last heard; issue 13 §3); null while joined. */
	get lostAt(): number | null {
		return this.#off.since;
	}

	/** Off the lobby for `longGoneMs` (2 minutes): the screen offers "Leave". */
	get longGone(): boolean {
		return this.#off.long;
	}

	/** How far the host's clock is ahead of this device's (guest-clock.ts): countdowns add it. */
	get clockOffset(): number {
		return this.#clock.offset;
	}

	#kicked(): void {
		if (this.#seat) void this.#d.seats.put({ ...this.#seat, kicked: true });
		this.error = { code: 'kicked' };
		this.stop();
		this.#set('kicked');
	}

	/**
	 * The seat is played from another tab or window of this device now (its hello came with this
	 * seat's token): this one stops, keeping the seat for a `join` again ("Play here instead").
	 */
	#replaced(): void {
		this.view = null;
		this.error = { code: 'replaced' };
		this.stop();
		this.#set('failed');
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
		const timeLeftMs = this.#deadline - this.#d.now() - this.#backoff;
		const as = retryAs({ code: error.code, terminal, seat: this.#seat, watch: this.#d.watch, timeLeftMs });
		if (as) return this.#schedule(as);
		this.stop();
		this.#set('failed');
	}

	#schedule(status: 'connecting' | 'reconnecting' = 'reconnecting'): void {
		if (this.#retry || this.#stopped) return;
		const changed = () => this.#d.onChange?.();
		if (status === 'reconnecting')
			this.#off.start(this.#lastHeard || this.#d.now(), this.#d.longGoneMs, changed);
		this.#set(status);
		const delay = this.#backoff;
		this.#backoff = Math.min(this.#backoff * 2, 10_000);
		this.#retry = setTimeout(() => {
			this.#retry = null;
			void this.#connect(status);
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
