import { app, type App } from '$lib/app/app';
import { normalizeRoomCode, SCREEN_KEY_LENGTH, screenTokenOf } from '$lib/lobby/room-code';
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

/** A screen code as typed or read off a link (`#K7P2QX`): normalised like a room code, or null. */
export const parseScreenKey = (text: string): string | null => {
	const key = normalizeRoomCode(text.replace(/^#/, ''));
	return key.length === SCREEN_KEY_LENGTH ? key : null;
};

/**
 * The room's screen code (host-watchers.ts), from the host's link or typed on a TV: the screen's
 * next `watch` carries it. `replace`: also over a token this screen was given before (the user typed
 * a code after the host disconnected the screens); else a screen the room knows keeps its own.
 */
export const offerScreenKey = async (
	code: string,
	key: string,
	{ replace = false, deps = app }: { replace?: boolean; deps?: Pick<App, 'lobbies'> } = {}
): Promise<void> => {
	const seats = screenSeats(deps.lobbies.seats);
	if (!replace && (await seats.get(code))) return;
	const token = screenTokenOf(key);
	await seats.put({ code, playerId: '', token, name: '', mode: '', kicked: false, left: false });
};

export const createLobbyScreen = (deps: Pick<App, 'transport' | 'lobbies'> = app): LobbyGuestManager =>
	new LobbyGuestManager(
		{ ...deps, lobbies: { ...deps.lobbies, seats: screenSeats(deps.lobbies.seats) } },
		true
	);

export const lobbyScreen = createLobbyScreen();
