import { describe, expect, it, vi } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { counterGame, type CounterView } from '$lib/lobby/testing/counter-game';
import { LobbyGuestManager } from './lobby-guest.svelte';
import { LobbyHostManager } from './lobby-host.svelte';
import { createLobbyScreen, offerScreenKey, parseScreenKey } from './lobby-screen';

/**
 * docs/lobby.md "The big screen": the big screen's manager watches (no seat) and keeps its token apart from the
 * device's seats, so a laptop that plays in a room can also be its big screen, and a screen whose
 * page reloads comes back into the room the host locked since.
 */
describe('the big screen manager', () => {
	it('watches beside a seat of the same device and comes back into a locked room after a reload', async () => {
		const app = memoryApp();
		const host = new LobbyHostManager<CounterView>(counterGame, { app, writeUrl: false });
		const code = (await host.create({ hostName: 'Host', settings: { target: 5 } }))!;
		const guest = new LobbyGuestManager(app);
		await guest.join(code, 'Ana');
		// opened from the host's link: it carries the room's screen code
		const key = parseScreenKey(`#${host.screenKey!.toLowerCase()}`)!;
		expect(key).toBe(host.screenKey);
		await offerScreenKey(code, key, { deps: app });
		const screen = createLobbyScreen(app);
		await screen.join(code);
		await vi.waitFor(() => {
			expect(screen.status).toBe('joined');
			expect(screen.view?.players.map((p) => p.name)).toEqual(['Host', 'Ana']);
			expect(host.view?.players).toHaveLength(2);
		});
		// the device's seat is Ana's still; the screen's token lives under its own key
		expect((await app.lobbies.seats.get(code))?.playerId).toBe(guest.playerId);
		expect((await app.lobbies.seats.get(`screen:${code}`))?.playerId).toBe(screen.playerId);

		await host.lock(true);
		await vi.waitFor(() => expect(screen.view?.locked).toBe(true));
		// the page reloads: a new manager over the same device finds its token and is let back in
		const again = createLobbyScreen(app);
		await again.join(code);
		await vi.waitFor(() => {
			expect(again.status).toBe('joined');
			expect(again.view?.locked).toBe(true);
		});
		// a screen without the code is refused; with it, not while the room is locked
		const elsewhere = memoryApp({ transport: app.transport });
		const stranger = createLobbyScreen(elsewhere);
		await stranger.join(code);
		await vi.waitFor(() => expect(stranger.error?.code).toBe('screen_key'));
		await offerScreenKey(code, key, { deps: elsewhere, replace: true });
		await stranger.join(code);
		await vi.waitFor(() => {
			expect(stranger.error?.code).toBe('locked');
		});
		host.close();
	});
});
