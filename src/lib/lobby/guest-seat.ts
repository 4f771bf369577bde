import type { GuestSeat } from './store';

/** The seat a `welcome` gives, as this device keeps it (its name as the host seated it). */
export const seatOf = (
	welcome: {
		playerId: string;
		token: string;
		mode: string;
		view: { players: { id: string; name: string }[] };
	},
	code: string,
	name: string
): GuestSeat => ({
	code,
	playerId: welcome.playerId,
	token: welcome.token,
	name: welcome.view.players.find((p) => p.id === welcome.playerId)?.name ?? name,
	mode: welcome.mode,
	kicked: false,
	left: false
});
