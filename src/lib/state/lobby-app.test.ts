import { describe, expect, it, vi } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { counterGame, type CounterView } from '$lib/lobby/testing/counter-game';
import { LobbyGuestManager } from './lobby-guest.svelte';
import { LobbyHostManager } from './lobby-host.svelte';
import { flush } from '$lib/lobby/testing/flush';

/**
 * docs/architecture.md "Composition root": the lobby state managers take their stores and transport from the app object
 * (src/lib/app/app.ts). This file loads no IndexedDB at all: the host's record, the guest's seat
 * and the reload all go through `memoryApp()` — a manager that reached for Dexie would fail here.
 */
describe('lobby managers over the app object', () => {
	it('host and guest keep their lobby and seat in the app they were given; a new host resumes from it', async () => {
		const app = memoryApp();
		const host = new LobbyHostManager<CounterView>(counterGame, { app, writeUrl: false });
		const code = await host.create({ hostName: 'Host', settings: { target: 5 } });
		expect(code).not.toBeNull();
		expect(app.lobbies.records.records.get(code!)?.seats.map((s) => s.name)).toEqual(['Host']);

		const guest = new LobbyGuestManager(app);
		await guest.join(code!, 'Ana');
		await vi.waitFor(async () => {
			expect(guest.status).toBe('joined');
			expect((await app.lobbies.seats.get(code!))?.name).toBe('Ana');
			expect((await guest.seat(code!))?.playerId).toBe(guest.playerId);
		});
		expect(await host.start()).toBe(true);
		await vi.waitFor(() => expect(guest.view?.game).toBeTruthy());
		void guest.act({ type: 'inc', by: 2 });
		await vi.waitFor(() => {
			expect(host.view?.game?.counter).toBe(2);
		});

		// the host's tab reloads: a new manager over the same app finds the record and goes on
		host.close();
		const back = new LobbyHostManager<CounterView>(counterGame, { app, writeUrl: false });
		expect(await back.resume(code!)).toBe(true);
		expect(back.view?.game?.counter).toBe(2);
		expect(await app.lobbies.openHosted(Date.now())).toEqual([
			expect.objectContaining({ code, mode: 'counter', players: 2 })
		]);
		await guest.forget(code!);
		expect(await app.lobbies.seats.get(code!)).toBeNull();
		back.close();
	});

	it('a join tried again from the same page has the same claim: its seat, not "name taken"', async () => {
		const app = memoryApp();
		const host = new LobbyHostManager<CounterView>(counterGame, { app, writeUrl: false });
		const code = (await host.create({ hostName: 'Host', settings: { target: 5 } }))!;
		const guest = new LobbyGuestManager(app);
		await guest.join(code, 'Ana');
		await vi.waitFor(() => expect(app.lobbies.records.records.get(code)!.seats[1]).toBeDefined());
		const seat = app.lobbies.records.records.get(code)!.seats[1];
		expect(seat.claim).toMatch(/^[0-9a-f]{32}$/);
		// as if its welcome never came: this device holds no seat, the host does
		await guest.forget(code);
		await guest.join(code, 'Ana');
		await vi.waitFor(() => {
			expect(guest.status).toBe('joined');
			expect(guest.playerId).toBe(seat.id);
			expect(host.view?.players.map((p) => p.name)).toEqual(['Host', 'Ana']);
		});
		host.close();
	});

	it('Join tapped twice before the first tap got going (a slow phone) joins once: one link, no "another tab"', async () => {
		const app = memoryApp();
		const host = new LobbyHostManager<CounterView>(counterGame, { app, writeUrl: false });
		const code = (await host.create({ hostName: 'Host', settings: { target: 5 } }))!;
		const guest = new LobbyGuestManager(app);
		await Promise.all([guest.join(code, 'Ana'), guest.join(code, 'Ana')]);
		await vi.waitFor(() => {
			expect(guest.status).toBe('joined');
			expect(host.view?.players.map((p) => [p.name, p.presence])).toEqual([
				['Host', 'connected'],
				['Ana', 'connected']
			]);
		});
		// whatever the second tap started has run by now: still one link, and no error
		await flush(host.host!, 50);
		expect(app.net.linkCount).toBe(1);
		expect(guest.status).toBe('joined');
		expect(guest.error).toBeNull();
		await guest.leave();
		host.close();
	});

	it('a join whose code cannot load (offline, an update) says so, and Join again works', async () => {
		const app = memoryApp();
		const host = new LobbyHostManager<CounterView>(counterGame, { app, writeUrl: false });
		const code = (await host.create({ hostName: 'Host', settings: { target: 5 } }))!;
		let fails = true;
		const guest = new LobbyGuestManager({
			...app,
			transport: async () => {
				if (fails) throw new TypeError('Failed to fetch dynamically imported module');
				return app.net;
			}
		});
		const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		await guest.join(code, 'Ana');
		expect(logged).toHaveBeenCalledOnce();
		logged.mockRestore();
		expect(guest.status).toBe('failed');
		expect(guest.error).toEqual({ code: 'load_failed' });
		fails = false;
		await guest.join(code, 'Ana');
		await vi.waitFor(() => {
			expect(guest.status).toBe('joined');
			expect(guest.error).toBeNull();
		});
		await guest.leave();
		host.close();
	});
});
