import type { AnyLobbyGame } from './projection';
import { NoticeCodes, PROTOCOL_VERSION, RejectReasons, type GuestMessage, type LobbyView } from './protocol';
import { roomScreenKey } from './host-proof';
import { newId, newToken, screenTokenOf } from './room-code';
import type { LobbyRecord } from './store';
import type { HostLinks, LinkEntry } from './host-links';

/**
 * The big screen (docs/lobby.md "The big screen"): a laptop or a TV that watches a lobby — the Jackbox shared screen.
 * It takes no seat, is in no player list, never acts, never holds a round and is never "away": the
 * game knows nothing of it. What it receives is THE projection (projection.ts) for its own id, which
 * is no seat, so the game gives it nothing private (a mole's role, who answered what, a count of
 * fewer than three answers). Rules for letting it in, as for a newcomer to a seat:
 * - an adults-only room asks the screen the same 18+ birth-date gate a guest passes (the screen shows
 *   the questions to the room; a yes/no leaves the device, never the date);
 * - a new screen needs the room's screen code (`screenKeyOf`: in the host's "Open on a big screen"
 *   link, and shown beside it to type on a TV), so anonymous links never fill the places;
 * - a locked room lets in no new screen; one let in before comes back with its token (a TV that
 *   reloads, a host that reloads), kept on the record;
 * - at most MAX_SCREENS at once (a screen silent for the away time is dropped, host-links.ts).
 */
export const MAX_SCREENS = 4;
/** Ids of screens start with this; a seat id (newId) never does. */
export const SCREEN_ID_PREFIX = 'screen-';
/** Screens remembered per room (oldest forgotten first). */
const MAX_SCREEN_TOKENS = 8;

type Watch = Extract<GuestMessage, { t: 'watch' }>;

export type ScreenAdmission =
	| { kind: 'reject'; reason: (typeof RejectReasons)[keyof typeof RejectReasons]; mode?: string }
	| { kind: 'screen'; token: string; known: boolean };

export const admitScreen = (
	record: LobbyRecord,
	game: AnyLobbyGame,
	watch: Omit<Watch, 't'>,
	screens: number
): ScreenAdmission => {
	if (watch.protocolVersion !== PROTOCOL_VERSION) return { kind: 'reject', reason: RejectReasons.version };
	if (game.adultOnly?.(record.settings) && watch.adult !== true)
		return { kind: 'reject', reason: RejectReasons.adultOnly, mode: record.mode };
	const known = watch.token !== undefined && (record.screens ?? []).includes(watch.token);
	if (!known && watch.token !== screenTokenOf(roomScreenKey(record)))
		return { kind: 'reject', reason: RejectReasons.screenKey };
	if (record.locked && !known) return { kind: 'reject', reason: RejectReasons.locked };
	if (screens >= MAX_SCREENS) return { kind: 'reject', reason: RejectReasons.full };
	return { kind: 'screen', token: known ? watch.token! : newToken(), known };
};

/** A change for `LobbyHost.transact`: the room remembers this screen (false when it already does). */
export const rememberScreen =
	(token: string) =>
	(r: LobbyRecord): boolean => {
		const screens = r.screens ?? [];
		if (screens.includes(token)) return false;
		r.screens = [...screens, token].slice(-MAX_SCREEN_TOKENS);
		return true;
	};

/** A change for `LobbyHost.transact`: the room forgets every screen it let in (host's "Disconnect"). */
export const forgetScreens = (r: LobbyRecord): boolean => {
	r.screens = [];
	return true;
};

/** What of the host a `watch` needs (LobbyHost's public side). */
export type ScreenHost = {
	readonly game: AnyLobbyGame;
	readonly record: LobbyRecord | null;
	viewFor: (id: string) => LobbyView;
	transact: (kind: 'screen', change: (r: LobbyRecord) => boolean) => Promise<boolean>;
};

/** A `watch` message, run in the host's queue: refused (then closed), or welcomed as a screen. */
export const handleWatch = (host: ScreenHost, links: HostLinks, entry: LinkEntry, watch: Watch): void => {
	// one link, one role: a seat cannot turn into a screen, nor a screen say watch twice
	if (entry.seatId || entry.watchId) return links.notice(entry, NoticeCodes.notAllowed, 0);
	links.supersedeScreen(entry);
	const r = host.record;
	const verdict: ScreenAdmission = r
		? admitScreen(r, host.game, watch, links.screenCount())
		: { kind: 'reject', reason: RejectReasons.closed };
	if (verdict.kind === 'reject') {
		const { kind: _kind, ...why } = verdict;
		return links.refuse(entry, why);
	}
	const id = SCREEN_ID_PREFIX + newId();
	links.watch(entry, id);
	links.welcome(entry, id, verdict.token, r!.mode, host.viewFor(id));
	// queued after this job: the record remembers the screen (a commit, so it survives a reload)
	if (!verdict.known) void host.transact('screen', rememberScreen(verdict.token));
};
