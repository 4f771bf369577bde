import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNhieGame, type NhieView } from '$lib/games/nhie/engine';
import { fixturePool } from '$lib/games/nhie/engine/testing/fixtures';
import { counterGame, type CounterView } from './testing/counter-game';
import { LobbyGuest } from './guest';
import { LobbyHost } from './host';
import { MAX_SCREENS, SCREEN_ID_PREFIX } from './host-watchers';
import { roomScreenKey } from './host-proof';
import { newToken, screenKeyOf, screenTokenOf } from './room-code';
import { PROTOCOL_VERSION } from './protocol';
import { greeting } from './guest-seat';
import { memoryLobbyStore, memorySeatStore, type SeatStore } from './store';
import { createMemoryNetwork, type MemoryNetwork } from './transport-memory';
import { TransportError, TransportErrors, type Transport } from './transport';
import type { AnyLobbyGame } from './projection';
import { flush } from '$lib/lobby/testing/flush';

/**
 * docs/lobby.md "The big screen": a big screen watches a lobby — no seat, in no player list, never acts, never holds a
 * round — and gets the projection of a non-player. An 18+ room asks it the same gate as a guest; a
 * locked room lets in no new screen but the one it let in before. Fake clock, memory transport.
 */
beforeEach(() => {
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => vi.useRealTimers());

type Setup = {
	net: MemoryNetwork;
	store: ReturnType<typeof memoryLobbyStore>;
	host: LobbyHost;
	code: string;
};

const open = async (game: AnyLobbyGame, settings: unknown): Promise<Setup> => {
	const net = createMemoryNetwork();
	const store = memoryLobbyStore();
	const host = new LobbyHost({ game, transport: net, store });
	const code = await host.open({ hostName: 'Hostess', settings });
	keyOf(host);
	return { net, store, host, code };
};

const guest = (net: MemoryNetwork) => new LobbyGuest({ transport: net, seats: memorySeatStore() });
/** The screen code of the room a test opened (the host's "Open on a big screen" link carries it). */
let roomKey = '';
const keyOf = (host: LobbyHost) => (roomKey = screenTokenOf(roomScreenKey(host.record!)));
/** A screen opened from the host's link: its first watch carries the room's screen code. */
const withKey = (seats: SeatStore, key: () => string): SeatStore => ({
	...seats,
	get: async (code) =>
		(await seats.get(code)) ?? {
			code,
			playerId: '',
			token: key(),
			name: '',
			mode: '',
			kicked: false,
			left: false
		}
});
const screen = (net: MemoryNetwork, seats: SeatStore = memorySeatStore()) =>
	new LobbyGuest({ transport: net, seats: withKey(seats, () => roomKey), watch: true });
const anonymousScreen = (net: MemoryNetwork) =>
	new LobbyGuest({ transport: net, seats: memorySeatStore(), watch: true });

const join = async (host: LobbyHost, who: LobbyGuest, code: string, name = '', adult = false) => {
	const joined = who.join(code, name, { adult });
	await flush(host);
	await joined;
};

describe('a big screen', () => {
	it('watches without a seat: in no player list, sees the game, holds no secret, cannot act', async () => {
		const { net, host, code } = await open(counterGame, { target: 50 });
		const ana = guest(net);
		await join(host, ana, code, 'Ana');
		const tv = screen(net);
		await join(host, tv, code);
		expect(tv.status).toBe('joined');
		expect(tv.playerId!.startsWith(SCREEN_ID_PREFIX)).toBe(true);
		expect(host.record!.seats.map((s) => s.name)).toEqual(['Hostess', 'Ana']);
		expect(tv.view!.players.map((p) => p.name)).toEqual(['Hostess', 'Ana']);
		expect(host.view!.players).toHaveLength(2);

		await host.start();
		await flush(host);
		void ana.act({ type: 'inc', by: 2 });
		await flush(host);
		const seen = tv.view!.game as CounterView;
		expect(seen).toMatchObject({ counter: 2, mySecret: null });

		const stateId = host.record!.stateId;
		const refused = tv.act({ type: 'inc', by: 3 });
		await flush(host);
		expect(await refused).toMatchObject({ ok: false, code: 'not_allowed' });
		expect(host.record!.stateId).toBe(stateId);
		expect((host.view!.game as CounterView).counter).toBe(2);
	});

	it('a screen that tried again is counted once: its older link of the same tab is dropped without a word', async () => {
		const { net, host, code } = await open(counterGame, { target: 50 });
		const tab = newToken();
		const rawScreen = async (tabId: string) => {
			const link = await net.connect(code);
			const inbox: { t: string }[] = [];
			let closed = false;
			link.onMessage((d) => inbox.push(JSON.parse(String(d))));
			link.onClose(() => (closed = true));
			link.send(
				JSON.stringify({ t: 'watch', protocolVersion: PROTOCOL_VERSION, token: roomKey, tab: tabId })
			);
			await flush(host);
			return { inbox, closed: () => closed };
		};
		const first = await rawScreen(tab);
		expect(first.inbox.map((m) => m.t)).toContain('welcome');
		expect(host.screens).toBe(1);
		// the TV gave up waiting for that welcome (a slow network) and opened a new link
		const second = await rawScreen(tab);
		expect(second.inbox.map((m) => m.t)).toContain('welcome');
		expect(host.screens).toBe(1);
		await vi.advanceTimersByTimeAsync(1000);
		expect(first.closed()).toBe(true);
		expect(first.inbox.map((m) => m.t)).not.toContain('kick');
		expect(first.inbox.map((m) => m.t)).not.toContain('reject');
		// another TV is another tab: it takes its own place
		await rawScreen(newToken());
		expect(host.screens).toBe(2);
		// and a screen's watch carries its tab, as a guest's hello does
		const watch = greeting({ watch: true, seat: null, name: '', claim: null, adult: false, tab });
		expect(watch).toMatchObject({ t: 'watch', tab });
	});

	it('a screen link cannot take a seat with a hello afterwards', async () => {
		const { net, host, code } = await open(counterGame, { target: 50 });
		const link = await net.connect(code);
		const inbox: { t: string; code?: string }[] = [];
		link.onMessage((d) => inbox.push(JSON.parse(String(d))));
		link.send(JSON.stringify({ t: 'watch', protocolVersion: PROTOCOL_VERSION, token: roomKey }));
		await flush(host);
		link.send(JSON.stringify({ t: 'hello', protocolVersion: PROTOCOL_VERSION, name: 'Sneaky' }));
		await flush(host);
		expect(inbox.map((m) => m.t)).toContain('welcome');
		expect(inbox.at(-1)).toMatchObject({ t: 'notice', code: 'not_allowed' });
		expect(host.record!.seats.map((s) => s.name)).toEqual(['Hostess']);
	});

	it('does not hold a round: it closes as soon as every player answered', async () => {
		const game = createNhieGame({ pools: { en: fixturePool(12) } });
		const { net, host, code } = await open(game, { rounds: 10, answerTimeoutMs: 30_000 });
		const guests = ['Ana', 'Bo', 'Dee'].map(() => guest(net));
		for (const [i, g] of guests.entries()) await join(host, g, code, ['Ana', 'Bo', 'Dee'][i]);
		const tv = screen(net);
		await join(host, tv, code);
		await host.start();
		await flush(host);
		const view = () => tv.view!.game as NhieView;
		expect(view()).toMatchObject({ phase: 'question', round: 1, myAnswer: null, isHost: false });
		expect(view().question?.text).toBeTruthy();
		for (const g of guests) void g.act({ type: 'answer', round: 1, have: true });
		void host.act({ type: 'answer', round: 1, have: false });
		await flush(host);
		expect(view()).toMatchObject({ phase: 'result', result: { have: 3, answered: 4 } });
		expect(view().answeredIds).toEqual([]);
		// the screen is never away: the round is not short of anyone because of it
		await vi.advanceTimersByTimeAsync(15_000);
		await flush(host);
		expect(host.view!.players.every((p) => p.presence === 'connected')).toBe(true);
		expect(tv.status).toBe('joined');
	});

	it('opened while the host is away, it keeps trying and comes in once the host is back', async () => {
		const { net, store, host, code } = await open(counterGame, { target: 50 });
		host.close();
		const tv = screen(net);
		const joined = tv.join(code);
		await vi.advanceTimersByTimeAsync(20_000); // past a first join's 15 s: a guest would give up
		await joined;
		expect(tv.status).toBe('reconnecting');
		expect(tv.error?.code).toBe('not_found');
		const again = new LobbyHost({ game: counterGame, transport: net, store });
		const resumed = again.resume(code);
		await vi.advanceTimersByTimeAsync(0);
		expect(await resumed).toBe(true);
		await vi.advanceTimersByTimeAsync(12_000);
		await flush(again);
		expect(tv.status).toBe('joined');
		again.close();
	});

	it('a room that does not exist still says so after the first 15 s (each try waits long enough to learn it)', async () => {
		// PeerServer tells a link that its peer id is unknown only after its expire timeout (≈ 5 s); a try
		// given less than that times out first, as if the room were there but out of reach
		const NOT_FOUND_AFTER_MS = 5000;
		const transport: Transport = {
			host: () => Promise.reject(new Error('no host here')),
			connect: async (_code, { timeoutMs = 15_000 } = {}) => {
				await new Promise((resolve) => setTimeout(resolve, Math.min(timeoutMs, NOT_FOUND_AFTER_MS)));
				throw new TransportError(
					timeoutMs < NOT_FOUND_AFTER_MS ? TransportErrors.peerUnreachable : TransportErrors.notFound
				);
			}
		};
		const tv = new LobbyGuest({ transport, seats: memorySeatStore(), watch: true });
		const joined = tv.join('WXYZ');
		await vi.advanceTimersByTimeAsync(60_000);
		await joined;
		expect(tv.status).toBe('reconnecting');
		expect(tv.error?.code).toBe('not_found');
		tv.stop();
	});

	it('in an 18+ room passes the same gate as a guest', async () => {
		const game = createNhieGame({ pools: { en: fixturePool() } });
		const { net, host, code } = await open(game, { nsfw: true });
		const tv = screen(net);
		await join(host, tv, code);
		expect(tv.status).toBe('failed');
		expect(tv.error).toEqual({ code: 'adult_only' });
		expect(tv.mode).toBe('nhie');
		const gated = screen(net);
		await join(host, gated, code, '', true);
		expect(gated.status).toBe('joined');
		expect(gated.view!.adult).toBe(true);
	});

	it('a locked room lets in no new screen, but the one let in before comes back — after a host reload too', async () => {
		const { net, store, host, code } = await open(counterGame, { target: 50 });
		const seats = memorySeatStore();
		const tv = screen(net, seats);
		await join(host, tv, code);
		await flush(host); // the room remembers the screen (a commit)
		expect(store.events.map((e) => e.kind)).toEqual(['join', 'screen']);
		await host.lock(true);
		await flush(host);
		const stranger = screen(net);
		await join(host, stranger, code);
		expect(stranger.error?.code).toBe('locked');

		host.close();
		const again = new LobbyHost({ game: counterGame, transport: net, store });
		const resumed = again.resume(code);
		await vi.advanceTimersByTimeAsync(0);
		expect(await resumed).toBe(true);
		await vi.advanceTimersByTimeAsync(12_000); // the screen retries with backoff
		await flush(again);
		expect(tv.status).toBe('joined');
		expect(tv.view!.locked).toBe(true);
		again.close();
	});

	it('the host sees how many screens watch and disconnects them: each is told, a locked room keeps them out', async () => {
		const net = createMemoryNetwork();
		let changes = 0;
		const host = new LobbyHost({
			game: counterGame,
			transport: net,
			store: memoryLobbyStore(),
			onChange: () => changes++
		});
		const code = await host.open({ hostName: 'Hostess', settings: { target: 50 } });
		keyOf(host);
		const ana = guest(net);
		await join(host, ana, code, 'Ana');
		const tvSeats = [memorySeatStore(), memorySeatStore()];
		const tvs = tvSeats.map((seats) => screen(net, seats));
		for (const tv of tvs) await join(host, tv, code);
		await flush(host);
		expect(host.screens).toBe(2);
		await host.lock(true);
		await flush(host);

		const before = changes;
		const dropped = host.dropScreens();
		await flush(host);
		expect(await dropped).toBe(true);
		await vi.advanceTimersByTimeAsync(500);
		await flush(host);
		expect(host.screens).toBe(0);
		expect(changes).toBeGreaterThan(before); // the host's page learns the count changed
		expect(tvs.map((tv) => [tv.status, tv.error?.code])).toEqual([
			['kicked', 'kicked'],
			['kicked', 'kicked']
		]);
		expect(host.record!.screens).toEqual([]);
		// the players stay; a screen that tries again is no longer known: it needs the screen code, and
		// with it finds the room locked to it now
		expect(ana.status).toBe('joined');
		await join(host, tvs[0], code);
		expect(tvs[0].error?.code).toBe('screen_key');
		for (const seats of tvSeats) await seats.remove(code); // "Connect again" from the host's link
		await join(host, tvs[0], code);
		expect(tvs[0].error?.code).toBe('locked');
		await host.lock(false);
		await flush(host);
		await join(host, tvs[1], code);
		expect(tvs[1].status).toBe('joined');
		expect(host.screens).toBe(1);
	});

	it(`lets in at most ${MAX_SCREENS} screens; one gone silent frees its place`, async () => {
		const { net, host, code } = await open(counterGame, { target: 50 });
		// a screen whose device sleeps: its link stays open but it never says anything again
		const asleep = await net.connect(code);
		asleep.send(JSON.stringify({ t: 'watch', protocolVersion: PROTOCOL_VERSION, token: roomKey }));
		const screens = Array.from({ length: MAX_SCREENS - 1 }, () => screen(net));
		for (const s of screens) await join(host, s, code);
		expect(screens.every((s) => s.status === 'joined')).toBe(true);
		const extra = screen(net);
		await join(host, extra, code);
		expect(extra.error?.code).toBe('full');

		await vi.advanceTimersByTimeAsync(12_000);
		await flush(host);
		const late = screen(net);
		await join(host, late, code);
		expect(late.status).toBe('joined');
		expect(screens.every((s) => s.status === 'joined')).toBe(true);
	});

	it("a screen without the room's screen code is refused: four anonymous links fill no place", async () => {
		const { net, host, code } = await open(counterGame, { target: 50 });
		const squatters = Array.from({ length: MAX_SCREENS }, () => anonymousScreen(net));
		for (const s of squatters) await join(host, s, code);
		expect(squatters.map((s) => s.error?.code)).toEqual(Array(MAX_SCREENS).fill('screen_key'));
		expect(host.screens).toBe(0);
		const tv = screen(net);
		await join(host, tv, code);
		expect(tv.status).toBe('joined');
		// the code is the room's own: the same after a host reload, another room's does not open it
		const key = roomScreenKey(host.record!);
		expect(key).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
		expect(screenTokenOf(key)).toBe(roomKey);
		const other = await open(counterGame, { target: 50 });
		expect(roomScreenKey(other.host.record!)).not.toBe(key);
		// nothing that crosses the wire gives it away: the PeerServer sees the token, not the room key
		expect(screenKeyOf(host.record!.peerToken)).not.toBe(key);
		expect(roomScreenKey({ ...host.record!, hostKey: other.host.record!.hostKey })).not.toBe(key);
		other.host.close();
	});
});
