import { app, type App } from '$lib/app/app';
import type { GuestSnapshot, GuestStatus, JoinError, LobbyGuest } from '$lib/lobby/guest';
import { NO_GUEST } from '$lib/lobby/guest-types';
import type { ActOutcome, LobbyView } from '$lib/lobby/protocol';
import type { GuestSeat } from '$lib/lobby/store';
import type { Transport } from '$lib/lobby/transport';
import { linkFingerprint, newToken } from '$lib/lobby/room-code';
import type { AdultRooms } from './adult-rooms-schema';
import { adultRoomsOver } from './adult-rooms';

/**
 * UI state of a guest's seat (singleton `lobbyGuest`; src/lib/lobby/README.md). Survives client-side
 * navigation, so a game route can render the guest view of a lobby joined on /join/<CODE>.
 * Tab visible again / back online → reconnect at once (iOS drops sockets in the background).
 * The guest protocol and every mode's view schema are imported when a join starts, not with the
 * join page (docs/architecture.md "How a start page starts"): the page paints and takes a name before it needs them.
 */
export class LobbyGuestManager {
	/** What the guest published last (`LobbyGuest.snapshot()`), with this manager's own status and error. */
	#snap = $state.raw<GuestSnapshot>(NO_GUEST);
	notice = $state<{ code: string; detail?: string; at: number } | null>(null);

	get view(): LobbyView | null {
		return this.#snap.view;
	}
	get status(): GuestStatus {
		return this.#snap.status;
	}
	get error(): JoinError | null {
		return this.#snap.error;
	}
	get mode(): string | null {
		return this.#snap.mode;
	}
	/** Off the lobby for 2 minutes (docs/lobby.md "Host durability"): the screen offers "Leave". */
	get longGone(): boolean {
		return this.#snap.longGone;
	}
	/** Since when the guest is off its lobby (the host last heard): the game's clock stands still. */
	get lostAt(): number | null {
		return this.#snap.lostAt;
	}
	/** How far the host's clock is ahead of this device's (guest.ts): countdowns read the host's time. */
	get clockOffset(): number {
		return this.#snap.clockOffset;
	}
	/** The host's pings heard (guest-types.ts): the page's `data-pings-heard`, a signal tests wait on. */
	get pingsHeard(): number {
		return this.#snap.pingsHeard;
	}
	/** The room key's fingerprint its host proved (docs/lobby.md "Host identity"), for the links shown. */
	get fingerprint(): string | null {
		return this.#snap.fingerprint;
	}

	/** This manager's own word before or after a guest (a join that did not load, left, dismissed). */
	#patch(p: Partial<GuestSnapshot>): void {
		this.#snap = Object.freeze({ ...this.#snap, ...p });
	}
	#guest: LobbyGuest | null = null;
	#transport: (Transport & { destroy?: () => void }) | null = null;
	#listening = false;
	/** Per room code, this device's id for its first join there, the same on every try (a Retry after
	 * a join that timed out gets back the seat that join made: protocol.ts hello `claim`). */
	#claims: Record<string, string> = {};
	/**
	 * Room codes this device passed the 18+ gate for (docs/lobby.md "Play again": asked only once),
	 * kept in the device's settings (adult-rooms.ts) so a reload does not ask again.
	 */
	adultFor = $state.raw<string[]>([]);
	#adultRooms: AdultRooms = [];
	#adultLoad: Promise<void> | null = null;
	#adultSave: Promise<void> = Promise.resolve();
	/** The join being started (`join`), until it settles. */
	#starting: { code: string; done: Promise<void> } | null = null;

	/**
	 * `deps`: the transport, this device's seats and settings (tests: `memoryApp()`); the page's `app`
	 * by default. Without `settings` (a big screen) the 18+ rooms are remembered in memory only.
	 */
	constructor(
		private readonly deps: Pick<App, 'transport' | 'lobbies'> & Partial<Pick<App, 'settings'>> = app,
		/** A big screen (docs/lobby.md "The big screen", `lobby-screen.ts`): it watches (`watch`, no seat). */
		private readonly watch = false
	) {}

	get code(): string | null {
		return this.#guest?.code ?? null;
	}

	get playerId(): string | null {
		return this.#guest?.playerId ?? null;
	}

	/**
	 * The room turned 18+ at "Play again" (docs/lobby.md): this seated guest passed the birth-date gate
	 * now. A device that already passed it for this room is never asked again (`needsAdultGate`).
	 */
	confirmAdult(code: string): Promise<void> {
		if (!this.adultFor.includes(code)) this.adultFor = [...this.adultFor, code];
		const settings = this.deps.settings;
		if (!settings) return Promise.resolve();
		// one write after another, each over the list the last one left (and the stored one, read first)
		this.#adultSave = this.#adultSave
			.then(() => this.#rememberedAdult())
			.then(async () => {
				this.#adultRooms = await adultRoomsOver(settings).write(this.#adultRooms, code, Date.now());
			})
			.catch((e: unknown) => console.warn('[lobby guest] 18+ not remembered', e));
		return this.#adultSave;
	}

	/** The rooms stored as passed (read once per page); a storage that fails to read counts as none. */
	#rememberedAdult(): Promise<void> {
		const settings = this.deps.settings;
		this.#adultLoad ??= settings
			? adultRoomsOver(settings)
					.read(Date.now())
					.then(
						(rooms) => {
							this.#adultRooms = rooms;
							const codes = rooms.map((r) => r.code).filter((c) => !this.adultFor.includes(c));
							if (codes.length) this.adultFor = [...this.adultFor, ...codes];
						},
						(e: unknown) => console.warn('[lobby guest] 18+ rooms not read', e)
					)
			: Promise.resolve();
		return this.#adultLoad;
	}

	/** The room on screen is 18+ and this seated guest has not passed the gate for it. */
	get needsAdultGate(): boolean {
		const v = this.view;
		return !!v && v.adult === true && !this.adultFor.includes(v.code);
	}

	seat(code: string): Promise<GuestSeat | null> {
		return this.deps.lobbies.seats.get(code);
	}

	/**
	 * `adult`: this guest passed its own 18+ birth-date gate (an adults-only room asks for it). A join
	 * of `code` while one is still starting is that one: Join tapped twice on a slow phone (the guest
	 * code loads first) made two guests, and the one on screen could be told "another tab" by the other.
	 */
	join(code: string, name = '', options: { adult?: boolean } = {}): Promise<void> {
		if (options.adult) void this.confirmAdult(code);
		if (this.#starting?.code === code) return this.#starting.done;
		const done = this.#join(code, name, options).finally(() => {
			if (this.#starting?.done === done) this.#starting = null;
		});
		this.#starting = { code, done };
		return done;
	}

	async #join(code: string, name: string, options: { adult?: boolean }): Promise<void> {
		if (this.#guest?.code === code && (this.status === 'joined' || this.status === 'connecting')) return;
		this.#guest?.stop();
		this.#listen();
		this.deps.lobbies.purgeOldSeats(Date.now()).catch(() => undefined);
		let loaded;
		try {
			loaded = await Promise.all([import('$lib/lobby/guest'), import('$lib/modes/registry')]);
			this.#transport ??= await this.deps.transport();
		} catch (e) {
			// the guest code or the signalling settings could not be loaded (offline, an update that
			// removed old files): say so, the form stays for another try
			console.error('[lobby guest]', e);
			this.#guest = null;
			this.#patch({ error: { code: 'load_failed' }, status: 'failed' });
			return;
		}
		const [{ LobbyGuest }, { viewSchemaOf, preludeSchemaOf }] = loaded;
		const guest: LobbyGuest = new LobbyGuest({
			transport: this.#transport,
			seats: this.deps.lobbies.seats,
			watch: this.watch,
			viewSchema: viewSchemaOf,
			preludeSchema: preludeSchemaOf,
			onChange: () => {
				if (this.#guest !== guest) return;
				this.#snap = guest.snapshot();
				if (guest.lastNotice) {
					this.notice = { ...guest.lastNotice, at: Date.now() };
					guest.lastNotice = null;
				}
			}
		});
		this.#guest = guest;
		this.#patch({ error: null, status: 'connecting' });
		// a phone that passed the gate for this room says so again (a seat freed by "Remove" comes back)
		await this.#rememberedAdult();
		if (this.#guest !== guest) return;
		const adult = options.adult === true || this.adultFor.includes(code);
		const claim = (this.#claims[code] ??= newToken());
		// a guest who came by the room's link trusts only the key it names
		const fingerprint = linkFingerprint(code);
		await guest.join(code, name, { ...options, adult, claim, ...(fingerprint ? { fingerprint } : {}) });
	}

	/** Resolves `{ ok: false, … }` when the host refuses this very intent (its button unlocks). */
	act = (intent: unknown): Promise<ActOutcome> =>
		this.#guest?.act(intent) ?? Promise.resolve({ ok: false, code: 'not_allowed' });

	/** Puts a failed join aside (its error too): the join form is the way on. The seat is kept. */
	dismiss(): void {
		if (this.status !== 'failed') return;
		this.#guest = null;
		this.#patch({ error: null, status: 'idle' });
	}

	/** Tries to reach the lobby again at once (the Retry button). */
	retry = (): void => this.#guest?.retry();

	/** Forgets this device's seat in `code` (a lobby that is gone for good) without contacting anyone. */
	async forget(code: string): Promise<void> {
		if (this.#guest?.code === code) this.#guest.stop();
		this.#guest = null;
		this.#patch({ view: null, status: 'idle', error: null });
		await this.deps.lobbies.seats.remove(code);
	}

	async leave(): Promise<void> {
		await this.#guest?.leave();
		this.#guest = null;
		this.#patch({ view: null, status: 'idle' });
	}

	#listen(): void {
		if (this.#listening || typeof document === 'undefined') return;
		this.#listening = true;
		const wake = () => this.#guest?.wake();
		document.addEventListener('visibilitychange', () => {
			if (document.visibilityState === 'visible') wake();
		});
		window.addEventListener('online', wake);
	}
}

export const lobbyGuest = new LobbyGuestManager();
