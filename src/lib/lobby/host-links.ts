import {
	GuestMessageSchema,
	NoticeCodes,
	RejectReasons,
	PROTOCOL_VERSION,
	decode,
	encode,
	type GuestMessage,
	type HostMessage,
	type LobbyView,
	type NoticeCode
} from './protocol';
import { helloTimeoutFor, makeRoomFor, RemoteLimiters, type RateLimiter } from './rate-limit';
import type { Link } from './transport';
import type { HostStats } from './host-types';

/**
 * The host's side of every data channel: the first links of the validation chain (size → JSON →
 * zod → rate limit), seat binding (one link per seat; a link acts only for its own seat), and the
 * heartbeat (ping every 2 s; a seat is away after 10 s without any message, lobby.md "Heartbeat").
 */
export type LinkEntry = {
	link: Link;
	/** `link.remote ?? link.id`: whose message budget this link spends. */
	remote: string;
	seatId: string | null;
	/** A big screen's id (docs/lobby.md "The big screen", host-watchers.ts): no seat, never present, never acts. */
	watchId: string | null;
	lastSeen: number;
	limiter: RateLimiter;
	/** The last view sent (JSON), so unchanged projections are not re-sent. */
	lastSent: string | null;
	/** How many views (welcome, state, resync) went out on this link; each ping says it (protocol.ts). */
	viewsSent: number;
	noticedAt: number;
	open: boolean;
	/** The guest tab that said hello on this link (protocol.ts hello `tab`), when it said one. */
	tab?: string;
	/** This link's challenge was answered (host-proof.ts): one signature per link. */
	proved?: boolean;
	/** When the link opened, and whether it said hello or watch: a full room drops the oldest silent one. */
	openedAt?: number;
	spoke?: boolean;
};

type Hello = Extract<GuestMessage, { t: 'hello' }>;
type Intent = Extract<GuestMessage, { t: 'intent' }>;
type Watch = Extract<GuestMessage, { t: 'watch' }>;

export type HostLinksDeps = {
	now: () => number;
	heartbeatMs: number;
	awayAfterMs: number;
	stats: HostStats;
	onHello: (entry: LinkEntry, msg: Hello) => Promise<void>;
	onIntent: (entry: LinkEntry, msg: Intent) => Promise<void>;
	/** A big screen asks to watch (host-watchers.ts). */
	onWatch?: (entry: LinkEntry, msg: Watch) => Promise<void>;
	/** The guest asks for its projection again (its view failed the game's `viewSchema`). */
	onSync: (entry: LinkEntry) => void;
	onPresenceChange: () => void;
	/** The guest said it leaves for good (the host frees its seat). */
	onLeave?: (seatId: string) => void;
	/** A big screen came or went (the host's page shows how many watch). */
	onScreensChange?: () => void;
	/** A guest asks the host to prove the room's key on this link (host-proof.ts). */
	onChallenge?: (entry: LinkEntry, nonce: string) => void;
};

/** Two links opened by one guest tab (protocol.ts hello and watch `tab`). */
const sameTab = (a: LinkEntry, b: LinkEntry): boolean => a.tab !== undefined && a.tab === b.tab;

/**
 * A link superseded by a newer one: nothing more is read on it, and it closes once a last word had
 * time to leave.
 */
const retire = (entry: LinkEntry): void => {
	entry.open = false;
	setTimeout(() => entry.link.close(), 500);
};

export class HostLinks {
	#entries = new Set<LinkEntry>();
	#bySeat = new Map<string, LinkEntry>();
	#screens = new Map<string, LinkEntry>();
	#present = new Set<string>();
	#timer: ReturnType<typeof setInterval> | null = null;
	#limiters = new RemoteLimiters();

	constructor(private readonly d: HostLinksDeps) {}

	add(link: Link): void {
		const remote = link.remote ?? link.id;
		// a cap on links waiting for a seat, overall and per remote; a full room makes room by closing
		// the oldest silent link of the busiest remote (rate-limit.ts makeRoomFor), never by refusing
		const pending = [...this.#entries].filter(unbound);
		const waiting = pending.map((e) => ({ remote: e.remote, openedAt: e.openedAt ?? 0, spoke: !!e.spoke }));
		const evict = makeRoomFor(waiting, remote);
		if (evict === -1) return link.close();
		if (evict !== null) pending[evict].link.close();
		const entry: LinkEntry = {
			link,
			remote,
			seatId: null,
			watchId: null,
			lastSeen: this.d.now(),
			limiter: this.#limiters.acquire(remote),
			lastSent: null,
			viewsSent: 0,
			noticedAt: 0,
			open: true,
			openedAt: this.d.now()
		};
		this.#entries.add(entry);
		// a link that has no seat 5 s after it opened (no hello, or a refused one) is closed; 1.5 s
		// once half the waiting slots are taken
		const helloTimer = setTimeout(
			() => {
				if (entry.open && unbound(entry)) entry.link.close();
			},
			helloTimeoutFor(pending.length + (evict === null ? 1 : 0))
		);
		link.onMessage((raw) => this.#receive(entry, raw));
		let released = false;
		link.onClose(() => {
			clearTimeout(helloTimer);
			if (!released) this.#limiters.release(remote);
			released = true;
			entry.open = false;
			this.#entries.delete(entry);
			this.unbind(entry);
		});
	}

	#receive(entry: LinkEntry, raw: unknown): void {
		if (!entry.open) return;
		const now = this.d.now();
		if (!entry.limiter.allow(now)) {
			this.d.stats.rateLimited++;
			// one notice per window, not one per dropped message
			if (now - entry.noticedAt > entry.limiter.windowMs) {
				entry.noticedAt = now;
				this.send(entry, { t: 'notice', code: NoticeCodes.rateLimited });
			}
			return;
		}
		const msg = decode(raw, GuestMessageSchema);
		if (!msg) {
			this.d.stats.malformed++;
			this.send(entry, { t: 'notice', code: NoticeCodes.malformed });
			return;
		}
		entry.lastSeen = now;
		this.#refresh();
		const swallow = (e: unknown) => console.error('[lobby host]', e);
		switch (msg.t) {
			case 'ping':
				this.send(entry, { t: 'pong', at: msg.at });
				return;
			case 'pong':
				return;
			case 'hello':
				entry.spoke = true;
				if (!entry.seatId) entry.tab = msg.tab;
				this.d.onHello(entry, msg).catch(swallow);
				return;
			case 'watch':
				entry.spoke = true;
				if (!entry.seatId && !entry.watchId) entry.tab = msg.tab;
				this.d.onWatch?.(entry, msg).catch(swallow);
				return;
			case 'intent':
				this.d.onIntent(entry, msg).catch(swallow);
				return;
			case 'sync':
				this.d.onSync(entry);
				return;
			case 'challenge':
				if (unbound(entry)) this.d.onChallenge?.(entry, msg.nonce);
				return;
			case 'leave':
				if (entry.seatId) this.d.onLeave?.(entry.seatId);
				this.unbind(entry);
				entry.link.close();
				return;
		}
	}

	/** Tells one guest why its message was refused; `seq` names the intent (0: not an intent). */
	notice(entry: LinkEntry | undefined, code: NoticeCode, seq: number, detail?: string): void {
		if (entry)
			this.send(entry, { t: 'notice', code, seq, ...(detail ? { detail: detail.slice(0, 200) } : {}) });
	}

	/** Refuses a hello or a watch (`reject`), then closes the link once the word had time to leave. */
	refuse(entry: LinkEntry, why: Omit<Extract<HostMessage, { t: 'reject' }>, 't'>): void {
		this.send(entry, { t: 'reject', ...why });
		setTimeout(() => entry.link.close(), 500);
	}

	/** Tells a kicked player so and drops its link (its seat is already gone). */
	kickOut(seatId: string): void {
		const entry = this.bySeat(seatId);
		if (!entry) return;
		this.send(entry, { t: 'kick' });
		this.unbind(entry);
		setTimeout(() => entry.link.close(), 200);
	}

	/** The lobby ended: every seated guest is told; resolves once the word had `ms` to leave. */
	farewell(ms: number): Promise<void> {
		for (const entry of this.#viewers()) this.send(entry, { t: 'reject', reason: 'closed' });
		return new Promise((resolve) => setTimeout(resolve, ms));
	}

	bind(entry: LinkEntry, seatId: string): void {
		const previous = this.#bySeat.get(seatId);
		if (previous && previous !== entry) {
			// the same seat came back on a new link: after a reload or a network change the old one is
			// dead; when it is not (the same device's other tab), it is told, so it does not take the
			// seat back in turn. A link of the same tab is not told: it is that tab's own older link
			// (or its newer one, its hello overtaken on a loaded phone), and the tab, if it was still
			// using it, just reconnects — it must not stop as if another tab played its seat.
			previous.seatId = null;
			if (!sameTab(previous, entry)) this.send(previous, { t: 'reject', reason: RejectReasons.replaced });
			retire(previous);
		}
		entry.seatId = seatId;
		entry.lastSent = null;
		this.#bySeat.set(seatId, entry);
		// silently present: the host sends `welcome` first, then broadcasts the new presence
		this.#present.add(seatId);
	}

	/** The link is a big screen from now on: it gets its own view, like a seat, but is no player. */
	watch(entry: LinkEntry, screenId: string): void {
		entry.watchId = screenId;
		entry.lastSent = null;
		this.#screens.set(screenId, entry);
		this.d.onScreensChange?.();
	}

	/**
	 * A screen's new link drops the older links of the same tab (protocol.ts watch `tab`): that tab
	 * gave up on them, so none is told; it must not hold a second place among MAX_SCREENS.
	 */
	supersedeScreen(entry: LinkEntry): void {
		for (const other of [...this.#screens.values()])
			if (other !== entry && sameTab(other, entry)) {
				this.unbind(other);
				retire(other);
			}
	}

	/** The host disconnects every big screen: each is told (`kick`), then its link is closed. */
	dropScreens(): void {
		for (const entry of [...this.#screens.values()]) {
			this.send(entry, { t: 'kick' });
			this.unbind(entry);
			setTimeout(() => entry.link.close(), 200);
		}
	}

	screenCount(): number {
		return this.#screens.size;
	}

	unbind(entry: LinkEntry): void {
		if (entry.seatId && this.#bySeat.get(entry.seatId) === entry) this.#bySeat.delete(entry.seatId);
		const wasScreen = entry.watchId !== null && this.#screens.delete(entry.watchId);
		entry.seatId = null;
		entry.watchId = null;
		this.#refresh();
		if (wasScreen) this.d.onScreensChange?.();
	}

	bySeat(seatId: string): LinkEntry | undefined {
		return this.#bySeat.get(seatId);
	}

	bound(): LinkEntry[] {
		return [...this.#bySeat.values()];
	}

	isPresent(seatId: string): boolean {
		return this.#present.has(seatId);
	}

	welcome(entry: LinkEntry, playerId: string, token: string, mode: string, view: LobbyView): void {
		entry.lastSent = JSON.stringify(view);
		this.send(entry, {
			t: 'welcome',
			protocolVersion: PROTOCOL_VERSION,
			playerId,
			token,
			mode,
			view,
			at: this.d.now()
		});
	}

	/** Sends each bound seat and screen its own view, skipping those whose projection did not change. */
	broadcast(viewFor: (id: string) => LobbyView): void {
		for (const entry of this.#viewers()) {
			const text = JSON.stringify(viewFor(entry.seatId ?? entry.watchId!));
			if (text === entry.lastSent) continue;
			this.#sendView(entry, text);
		}
	}

	/** The guest asked for its projection again (`sync`): sent whether or not it changed. */
	resend(entry: LinkEntry, view: LobbyView): void {
		this.#sendView(entry, JSON.stringify(view));
	}

	#sendView(entry: LinkEntry, text: string): void {
		entry.lastSent = text;
		entry.viewsSent++;
		// the same bytes as encode({ t: 'state', view }) without stringifying the view twice
		this.#sendText(entry, `{"t":"state","view":${text}}`);
	}

	send(entry: LinkEntry, msg: HostMessage): void {
		if (msg.t === 'welcome' || msg.t === 'state' || msg.t === 'resync') entry.viewsSent++;
		this.#sendText(entry, encode(msg));
	}

	#sendText(entry: LinkEntry, text: string): void {
		if (!entry.open) return;
		try {
			entry.link.send(text);
		} catch {
			// a channel closing under us: its close event cleans up
		}
	}

	startHeartbeat(): void {
		if (this.#timer) return;
		this.#timer = setInterval(() => {
			const at = this.d.now();
			for (const entry of this.#viewers()) this.send(entry, { t: 'ping', at, views: entry.viewsSent });
			// a screen is never "away": one silent for the away time is gone (it frees its place)
			for (const entry of this.#screens.values())
				if (at - entry.lastSeen > this.d.awayAfterMs) entry.link.close();
			this.#refresh();
		}, this.d.heartbeatMs);
	}

	closeAll(): void {
		if (this.#timer) clearInterval(this.#timer);
		this.#timer = null;
		for (const e of this.#entries) e.link.close();
	}

	#viewers(): LinkEntry[] {
		return [...this.#bySeat.values(), ...this.#screens.values()];
	}

	/** Recomputes who is present; tells the host when it changed. */
	#refresh(): void {
		const now = this.d.now();
		const present = new Set<string>();
		for (const [seatId, entry] of this.#bySeat)
			if (now - entry.lastSeen <= this.d.awayAfterMs) present.add(seatId);
		const changed = present.size !== this.#present.size || [...present].some((id) => !this.#present.has(id));
		this.#present = present;
		if (changed) this.d.onPresenceChange();
	}
}

/** A link that has neither a seat nor a screen yet (waiting for its hello or watch). */
const unbound = (e: LinkEntry): boolean => e.seatId === null && e.watchId === null;
