import {
	HostMessageSchema,
	MAX_HOST_MESSAGE_BYTES,
	decode,
	type ActOutcome,
	type HostMessage,
	type LobbyView
} from './protocol';
import type { Link } from './transport';
import type { GuestDeps, GuestSnapshot } from './guest-types';
import { HostClock } from './guest-clock';
import { greeting, markLeft, seatOf } from './guest-seat';
import { newToken } from './room-code';
import { ViewCheck } from './guest-view';
import { GuestLink } from './guest-link';

/**
 * A guest (docs/lobby.md "Joining", "Host identity"): challenge → proof, hello → welcome/reject, its
 * own projection via `state`, intents stamped with the stateId it saw. Its seat token (SeatStore,
 * Dexie) goes only to a proven host. Keeping the link alive (connect, heartbeat, retry with backoff,
 * `lostAt`, `longGone`, `retry()`): guest-link.ts; what the host says on it: `receive` here.
 */
export type { GuestDeps, GuestSnapshot, GuestStatus, JoinError, JoinErrorCode } from './guest-types';

export class LobbyGuest extends GuestLink {
	view: LobbyView | null = null;
	mode: string | null = null;
	playerId: string | null = null;
	lastNotice: { code: string; detail?: string; seq?: number } | null = null;
	#views: ViewCheck;
	#clock = new HostClock();
	#pingsHeard = 0;
	#name = '';
	/** This guest passed its own 18+ birth-date gate (docs/lobby.md "The big screen"): sent as a yes/no, never the date. */
	#adult = false;
	/** A first join's own id (protocol.ts hello `claim`), sent while this guest has no seat. */
	#claim: string | null = null;
	/** This tab's own id, sent with every hello (protocol.ts hello `tab`). */
	readonly #tab = newToken();
	/** The room key's fingerprint from the join link (`#h=…`), when the guest came by one. */
	#fingerprint: string | undefined;
	#seq = 0;

	constructor(deps: GuestDeps) {
		super(deps);
		this.#views = new ViewCheck(this.d.viewSchema, () => this.send({ t: 'sync' }), this.d.preludeSchema);
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
		this.stopped = false;
		this.#fingerprint = fingerprint;
		this.code = code;
		this.#name = name;
		this.#adult = adult;
		this.#claim = claim ?? null;
		this.deadline = this.d.now() + this.d.joinTimeoutMs;
		const seat = await this.d.seats.get(code);
		// a seat this device left is gone (docs/lobby.md "Joining"): only its name is kept, for the join form
		this.seat = seat && !seat.left ? seat : null;
		this.error = null;
		await this.connect(this.seat ? 'reconnecting' : 'connecting');
	}

	/**
	 * Sends an intent; resolves `{ ok: false }` when the host refuses it (a notice naming its `seq`, or
	 * a resync: it was sent on an old view) — so exactly the button that sent it unlocks.
	 */
	act(intent: unknown): Promise<ActOutcome> {
		if (!this.link || this.status !== 'joined' || !this.view)
			return Promise.resolve({ ok: false, code: 'not_allowed' });
		const seq = ++this.#seq;
		const outcome = this.waiting.add(seq);
		this.send({ t: 'intent', stateId: this.view.stateId, seq, intent });
		return outcome;
	}

	/** Leaves for good (the host frees the seat): marked left on this device first (`markLeft`). */
	async leave(): Promise<void> {
		try {
			if (this.code) await markLeft(this.d.seats, this.code, this.seat);
		} finally {
			if (this.link) this.send({ t: 'leave' });
			this.stop();
		}
	}

	/** Everything the UI reads of this guest, now, frozen (state/lobby-guest.svelte.ts publishes it). */
	snapshot(): GuestSnapshot {
		return Object.freeze({
			view: this.view,
			status: this.status,
			error: this.error,
			mode: this.mode,
			longGone: this.longGone,
			lostAt: this.lostAt,
			clockOffset: this.clockOffset,
			pingsHeard: this.#pingsHeard,
			fingerprint: this.fingerprint
		});
	}

	// --- what the host says ---------------------------------------------------------------------

	/** Hello (or watch, for a big screen), once the host proved the room's key on this link. */
	#hello(): void {
		const { watch } = this.d;
		this.send(
			greeting({
				watch,
				seat: this.seat,
				name: this.#name,
				claim: this.#claim,
				adult: this.#adult,
				tab: this.#tab
			})
		);
	}

	async #proved(link: Link, proof: Extract<HostMessage, { t: 'proof' }>): Promise<void> {
		const expected = { seatKey: this.seat?.hostKey, fingerprint: this.#fingerprint };
		const ok = await this.host.check(proof, link, this.code!, expected);
		if (link !== this.link) return;
		if (ok) return this.#hello();
		// not the room's host: nothing more is read on this link, and no token leaves
		this.link = null;
		link.close();
		this.failOrRetry({ code: 'host_unproven' });
	}

	protected receive(link: Link, raw: unknown): void {
		if (link !== this.link) return;
		const msg = decode(raw, HostMessageSchema, MAX_HOST_MESSAGE_BYTES);
		if (!msg) return;
		if (!this.host.key) {
			if (msg.t === 'proof') void this.#proved(link, msg);
			return;
		}
		this.lastHeard = this.d.now();
		if (msg.t === 'welcome' || msg.t === 'state' || msg.t === 'resync') this.viewsHeard++;
		switch (msg.t) {
			case 'welcome':
				if (msg.at !== undefined) this.#clock.heard(msg.at, this.d.now()); // rendered as joined, below
				this.playerId = msg.playerId;
				this.mode = msg.mode;
				// intents sent on a lost link got no answer and never will
				this.waiting.settleAll({ ok: false, code: 'stale' });
				this.view = this.#views.checked(msg.view as LobbyView) ?? { ...(msg.view as LobbyView), game: null };
				this.seat = { ...seatOf(msg, this.code!, this.#name), hostKey: this.host.key };
				void this.d.seats.put(this.seat);
				this.backoff.reset();
				this.error = null;
				this.off.back();
				this.startHeartbeat();
				return this.set('joined');
			case 'reject': {
				if (msg.reason === 'kicked') return this.#end('kicked');
				if (msg.reason === 'replaced') return this.#end('replaced');
				if (msg.mode) this.mode = msg.mode;
				// `closed` to a seated guest: the host ended the lobby for everyone , the seat
				// is gone for good; in answer to a hello it may be a host still starting up (retried)
				const ended = msg.reason === 'closed' && this.status === 'joined';
				if (ended && this.code) void this.d.seats.remove(this.code);
				this.link = null;
				link.close();
				const terminal = msg.reason !== 'closed' || ended;
				return this.failOrRetry({ code: msg.reason, suggestion: msg.suggestion }, terminal);
			}
			case 'state':
			case 'resync': {
				if (this.status !== 'joined') return;
				if (msg.t === 'resync') this.waiting.settleAll({ ok: false, code: 'stale' });
				const view = this.#views.checked(msg.view as LobbyView);
				if (!view) return;
				this.view = view;
				return this.d.onChange?.();
			}
			case 'notice': {
				this.lastNotice = { code: msg.code, detail: msg.detail, seq: msg.seq };
				const refused: ActOutcome = {
					ok: false,
					code: msg.code,
					...(msg.detail ? { detail: msg.detail } : {})
				};
				// a notice without seq (the link's rate limit) drops whatever was in flight
				if (msg.seq) this.waiting.settle(msg.seq, refused);
				else if (msg.code === 'rate_limited') this.waiting.settleAll(refused);
				return this.d.onChange?.();
			}
			case 'kick':
				return this.#end('kicked');
			case 'ping':
				this.#clock.heard(msg.at, this.d.now());
				this.#pingsHeard++;
				this.d.onChange?.();
				// the host sent a view this link never delivered: ask for the current one (answered
				// with `state`, which the host counts, so the counts agree again once it arrives)
				if (this.status === 'joined' && msg.views !== undefined && msg.views !== this.viewsHeard) {
					this.viewsHeard = msg.views;
					this.send({ t: 'sync' });
				}
				return this.send({ t: 'pong', at: msg.at });
			case 'pong':
			case 'proof':
				return;
		}
	}

	/** Views dropped because `view.game` failed the mode's schema (guest-view.ts). */
	get dropped(): number {
		return this.#views.dropped;
	}

	/** The room key's fingerprint, once its host proved it (for the links this device shows). */
	get fingerprint(): string | null {
		return this.host.fingerprint;
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
		if (why === 'kicked' && this.seat) void this.d.seats.put({ ...this.seat, kicked: true });
		if (why === 'replaced') this.view = null;
		this.error = { code: why };
		this.stop();
		this.set(why === 'kicked' ? 'kicked' : 'failed');
	}
}
