import type { App } from '$lib/app/app';

type SettingsStore = App['settings'];
import type { AdultRooms } from './adult-rooms-schema';

/**
 * docs/lobby.md "Play again": a phone that passed the 18+ gate for a room is not asked again — after
 * a reload or the app closed and opened too. Kept in the device's settings (validated: a stored value
 * that fails its schema counts as none) for as long as the room's seat is (a day, docs/lobby.md
 * "Joining"), the 50 latest rooms at most.
 */
export const ADULT_ROOMS_KEY = 'lobby.adultRooms';
export const ADULT_ROOMS_TTL_MS = 24 * 60 * 60 * 1000;

const schema = () => import('./adult-rooms-schema').then((m) => m.AdultRoomsSchema);

const fresh = (rooms: AdultRooms, now: number): AdultRooms =>
	rooms.filter((r) => now - r.at < ADULT_ROOMS_TTL_MS);

export const adultRoomsOver = (settings: SettingsStore) => ({
	/** The room codes still remembered at `now`. */
	read: async (now: number): Promise<AdultRooms> =>
		fresh(await settings.read(ADULT_ROOMS_KEY, schema, []), now),
	/** Adds `code` (or renews it) to `rooms`, drops the expired and the oldest beyond the cap. */
	write: async (rooms: AdultRooms, code: string, now: number): Promise<AdultRooms> => {
		const { ADULT_ROOMS_MAX } = await import('./adult-rooms-schema');
		const next = [...fresh(rooms, now).filter((r) => r.code !== code), { code, at: now }].slice(
			-ADULT_ROOMS_MAX
		);
		await settings.write(ADULT_ROOMS_KEY, schema, next);
		return next;
	}
});
