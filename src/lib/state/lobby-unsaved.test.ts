import { describe, expect, it, vi } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { counterGame, type CounterView } from '$lib/lobby/testing/counter-game';
import { LobbyGuestManager } from './lobby-guest.svelte';
import { LobbyHostManager } from './lobby-host.svelte';

/**
 * A lobby on a phone whose storage is full: its first write fails, so it was not created, and the
 * form said why — with no way to play but freeing space. Now the host may open it without saving:
 * the party plays as usual, nothing is written, and the page says so.
 */
/** The app with a lobby store whose every write fails like a full disk. */
const fullDisk = () => {
	const app = memoryApp();
	const records = app.lobbies.records;
	let writes = 0;
	const full = {
		...app,
		lobbies: {
			...app.lobbies,
			records: {
				...records,
				load: records.load,
				save: async () => {
					writes++;
					throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
				}
			}
		}
	};
	return { app: full, records, writes: () => writes };
};

describe('a lobby on a phone whose storage is full', () => {
	it('is not created, says why, and opens without saving when asked: guests join and play, nothing is written', async () => {
		const { app, records, writes } = fullDisk();
		const host = new LobbyHostManager<CounterView>(counterGame, { app, writeUrl: false });
		expect(await host.create({ hostName: 'Host', settings: { target: 5 } })).toBeNull();
		expect(host.error).toBe('storage_full');
		const refused = writes();

		const code = await host.createWithoutSaving();
		expect(code).not.toBeNull();
		expect(host.error).toBeNull();
		expect(host.unsaved).toBe(true);
		expect(host.view?.players.map((p) => p.name)).toEqual(['Host']);

		const guest = new LobbyGuestManager(memoryApp({ transport: async () => app.net }));
		await guest.join(code!, 'Ana');
		await vi.waitFor(() => expect(guest.status).toBe('joined'));
		expect(await host.start()).toBe(true);
		await vi.waitFor(() => expect(guest.view?.game).toBeTruthy());
		void guest.act({ type: 'inc', by: 2 });
		await vi.waitFor(() => {
			expect(host.view?.game?.counter).toBe(2);
			expect((guest.view?.game as CounterView | undefined)?.counter).toBe(2);
		});
		// nothing was tried again, nothing is on disk
		expect(writes()).toBe(refused);
		expect(records.records.get(code!)).toBeUndefined();
		host.close();
	});
});
