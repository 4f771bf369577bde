import { z } from 'zod';

/**
 * The rooms this device passed the 18+ birth-date gate for (docs/lobby.md "Play again"): a room code
 * and when, never the birth date. Loaded on demand (adult-rooms.ts), so the join page paints without zod.
 */
export const ADULT_ROOMS_MAX = 50;

export const AdultRoomsSchema = z
	.array(z.object({ code: z.string().min(1).max(16), at: z.number().int().nonnegative() }))
	.max(ADULT_ROOMS_MAX);
export type AdultRooms = z.infer<typeof AdultRoomsSchema>;
