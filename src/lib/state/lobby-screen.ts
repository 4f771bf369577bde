import { app, type App } from '$lib/app/app';
import type { SeatStore } from '$lib/lobby/store';
import { LobbyGuestManager } from './lobby-guest.svelte';

/**
 * The big screen's side of a lobby (docs/lobby.md "The big screen", `/screen/<CODE>`): a guest manager that watches
 * (`watch` instead of `hello`: no seat). The token the host gives it is kept apart from this device's
 * seats (key `screen:<CODE>`), so a laptop that is also a player keeps both, and a TV that reloads
 * comes back into a room locked since.
 */
const key = (code: string) => `screen:${code}`;

export const screenSeats = (seats: SeatStore): SeatStore => ({
	get: async (code) => {
		const seat = await seats.get(key(code));
		return seat && { ...seat, code };
	},
	put: (seat) => seats.put({ ...seat, code: key(seat.code) }),
	remove: (code) => seats.remove(key(code))
});

export const createLobbyScreen = (deps: Pick<App, 'transport' | 'lobbies'> = app): LobbyGuestManager =>
	new LobbyGuestManager(
		{ ...deps, lobbies: { ...deps.lobbies, seats: screenSeats(deps.lobbies.seats) } },
		true
	);

export const lobbyScreen = createLobbyScreen();
