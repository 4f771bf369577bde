import type { GuestSeat } from './store';

/**
 * Whether a guest tries again after a failed join or a lost link, and as what (null: it fails).
 * - A guest that holds a seat keeps trying (the host may be reloading), unless it was kicked.
 * - A signalling outage is waited out, even on a first join (docs/lobby.md "Joining"); a big screen, left alone
 *   on a TV, keeps trying until the host answers — only the host's refusal stops it.
 * - A first join whose link went unanswered or was closed on it (a host busy with links that never
 *   speak closes the oldest, lobby.md "Limits"; a host still starting up) tries again with backoff
 *   while the next try still starts before its deadline (`timeLeftMs` after the backoff).
 */
export const retryAs = (c: {
	code: string;
	terminal: boolean;
	seat: GuestSeat | null;
	watch: boolean;
	timeLeftMs: number;
}): 'connecting' | 'reconnecting' | null => {
	if (c.terminal) return null;
	if (c.code === 'server_unreachable' || c.watch || (c.seat && !c.seat.kicked)) return 'reconnecting';
	const unanswered = c.code === 'peer_unreachable' || c.code === 'closed';
	return unanswered && !c.seat && c.timeLeftMs > 0 ? 'connecting' : null;
};
