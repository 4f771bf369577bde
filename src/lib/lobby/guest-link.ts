import { encode, type GuestMessage } from './protocol';
import type { GuestSeat } from './store';
import { TransportError, type Link } from './transport';
import type { GuestDeps, GuestStatus, JoinError } from './guest-types';
import { WaitingIntents } from './guest-intents';
import { OffLobby } from './guest-away';
import { retryAs } from './guest-retry';
import { HostCheck } from './guest-proof';
import { Backoff } from './guest-backoff';

export type GuestKnobs = Required<Omit<GuestDeps, 'onChange'>> & Pick<GuestDeps, 'onChange'>;

/**
 * A guest's link to its host, kept alive (docs/lobby.md "Joining"): connect within the join's
 * budget, prove the host on every new link (guest-proof.ts: the challenge goes first), a heartbeat,
 * a host silent for 6 s counts as lost, a lost link retried with backoff 1 s → 10 s
 * (guest-backoff.ts), a first join that cannot succeed said why within 15 s (guest-retry.ts).
 * `lostAt`: since when it is off its lobby. What the host says on the link is the guest's
 * (guest.ts `receive`).
 */
export abstract class GuestLink {
	status: GuestStatus = 'idle';
	error: JoinError | null = null;
	code: string | null = null;

	protected readonly d: GuestKnobs;
	protected link: Link | null = null;
	protected seat: GuestSeat | null = null;
	/** The host proves the room's key on each link before anything else (guest-proof.ts). */
	protected readonly host = new HostCheck();
	protected readonly off = new OffLobby();
	protected readonly waiting = new WaitingIntents();
	protected readonly backoff = new Backoff();
	protected lastHeard = 0;
	/** Views (welcome, state, resync) heard on the current link, against the count each ping gives. */
	protected viewsHeard = 0;
	protected stopped = false;
	/** A first join (no seat yet) must settle by this time: lobby.md, "say why within 15 s". */
	protected deadline = 0;
	#beat: ReturnType<typeof setInterval> | null = null;
	#attempt = 0;

	constructor(deps: GuestDeps) {
		this.d = {
			now: () => Date.now(),
			heartbeatMs: 2000,
			hostSilentMs: 6000,
			joinTimeoutMs: 15_000,
			longGoneMs: 120_000,
			viewSchema: () => null,
			preludeSchema: () => null,
			watch: false,
			...deps
		};
	}

	/** A message on the current link (guest.ts): the protocol. */
	protected abstract receive(link: Link, raw: unknown): void;

	/** After sleep / tab visible again: reconnect now if the link looks dead. */
	wake(): void {
		if (this.stopped || !this.code) return;
		if (this.status === 'joined' && this.d.now() - this.lastHeard < this.d.hostSilentMs) return;
		if (this.status === 'joined' || this.status === 'reconnecting') this.lost();
	}

	/** Tries again at once (the Retry button), with the backoff back at its start. */
	retry(): void {
		if (this.stopped || !this.backoff.waiting) return;
		this.backoff.cancel();
		this.backoff.reset();
		void this.connect('reconnecting');
	}

	stop(): void {
		this.stopped = true;
		this.waiting.settleAll({ ok: false, code: 'not_allowed' });
		this.backoff.cancel();
		if (this.#beat) clearInterval(this.#beat);
		this.#beat = null;
		this.off.back();
		const link = this.link;
		this.link = null;
		link?.close();
	}

	/** Since when the guest is off its lobby (the host last heard); null while joined. */
	get lostAt(): number | null {
		return this.off.since;
	}

	/** Off the lobby for `longGoneMs` (2 minutes): the screen offers "Leave". */
	get longGone(): boolean {
		return this.off.long;
	}

	protected async connect(status: 'connecting' | 'reconnecting'): Promise<void> {
		const code = this.code!;
		const attempt = ++this.#attempt;
		this.set(status);
		this.host.load();
		let link: Link;
		try {
			link = await this.d.transport.connect(code, { timeoutMs: this.#budget() });
		} catch (e) {
			if (attempt !== this.#attempt || this.stopped) return;
			const codeErr = e instanceof TransportError ? e.code : 'server_unreachable';
			// no WebRTC in this browser: no retry will ever connect
			return this.failOrRetry(
				{ code: codeErr === 'id_taken' ? 'server_unreachable' : codeErr },
				codeErr === 'no_webrtc'
			);
		}
		if (attempt !== this.#attempt || this.stopped) return link.close();
		this.link = link;
		this.viewsHeard = 0;
		this.lastHeard = this.d.now();
		const settled = new Promise<void>((resolve) => {
			const timer = setTimeout(() => {
				if (this.link === link && this.status !== 'joined') {
					this.link = null;
					link.close();
					this.failOrRetry({ code: 'peer_unreachable' });
				}
				resolve();
			}, this.#budget());
			link.onMessage((raw) => {
				this.receive(link, raw);
				if (this.status !== 'connecting' && this.status !== 'reconnecting') {
					clearTimeout(timer);
					resolve();
				}
			});
			link.onClose(() => {
				clearTimeout(timer);
				if (this.link === link) this.lost();
				resolve();
			});
		});
		this.send(this.host.challenge());
		await settled;
	}

	/**
	 * A seated guest and a big screen (which keeps trying, guest-retry.ts) wait the whole join timeout
	 * for each try; a first join what is left of its 15 s. A try cut short would time out before
	 * PeerServer says the room does not exist (its expire timeout), and read as "found but out of reach".
	 */
	#budget(): number {
		return this.seat || this.d.watch ? this.d.joinTimeoutMs : Math.max(1000, this.deadline - this.d.now());
	}

	/** A link we had is gone: rejoin with backoff, keeping the seat (same token → same seat). */
	protected lost(): void {
		if (!this.seat && this.status !== 'joined') return this.failOrRetry({ code: 'peer_unreachable' });
		const link = this.link;
		this.link = null;
		link?.close();
		if (this.#beat) clearInterval(this.#beat);
		this.#beat = null;
		if (this.stopped || this.status === 'kicked') return;
		this.#schedule();
	}

	protected failOrRetry(error: JoinError, terminal = false): void {
		this.error = error;
		const timeLeftMs = this.deadline - this.d.now() - this.backoff.delay;
		const as = retryAs({ code: error.code, terminal, seat: this.seat, watch: this.d.watch, timeLeftMs });
		if (as) return this.#schedule(as);
		this.stop();
		this.set('failed');
	}

	#schedule(status: 'connecting' | 'reconnecting' = 'reconnecting'): void {
		if (this.backoff.waiting || this.stopped) return;
		const changed = () => this.d.onChange?.();
		if (status === 'reconnecting') this.off.start(this.lastHeard || this.d.now(), this.d.longGoneMs, changed);
		this.set(status);
		this.backoff.schedule(() => void this.connect(status));
	}

	protected startHeartbeat(): void {
		if (this.#beat) clearInterval(this.#beat);
		this.#beat = setInterval(() => {
			if (this.d.now() - this.lastHeard > this.d.hostSilentMs) return this.lost();
			this.send({ t: 'ping', at: this.d.now() });
		}, this.d.heartbeatMs);
	}

	protected send(msg: GuestMessage): void {
		try {
			this.link?.send(encode(msg));
		} catch {
			this.lost();
		}
	}

	protected set(status: GuestStatus): void {
		this.status = status;
		this.d.onChange?.();
	}
}
