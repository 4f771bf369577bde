import { PROTOCOL_VERSION, type GuestMessage } from './protocol';
import type { GuestSeat, SeatStore } from './store';

/**
 * A guest's first word once its host is proven (guest-proof.ts): `hello` with its seat's token, or
 * a first join's name and `claim`; a big screen's `watch` (no seat, no name).
 */
export const greeting = (g: {
	watch: boolean;
	seat: GuestSeat | null;
	name: string;
	claim: string | null;
	adult: boolean;
	tab: string;
}): GuestMessage => {
	const token = g.seat ? { token: g.seat.token } : {};
	const adult = g.adult ? { adult: true } : {};
	const protocolVersion = PROTOCOL_VERSION;
	if (g.watch) return { t: 'watch', protocolVersion, ...token, ...adult, tab: g.tab };
	const claim = !g.seat && g.claim ? { claim: g.claim } : {};
	return {
		t: 'hello',
		protocolVersion,
		name: g.seat?.name ?? g.name,
		...token,
		...claim,
		...adult,
		tab: g.tab
	};
};

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

/**
 * This device's seat in `code` on Leave: kept and marked left (its name offered at the next join), or
 * forgotten. Written before the host is told: another tab of the device that takes the seat back the
 * moment the host shows it gone ("Play here instead") reads "left" and asks for a name, instead of
 * rejoining a seat that no longer exists.
 */
export const markLeft = (seats: SeatStore, code: string, seat: GuestSeat | null): Promise<void> =>
	seat ? seats.put({ ...seat, left: true }) : seats.remove(code);
