/**
 * Browser side of bench/lobby-join.ts (bundled by esbuild): a real "Never have I ever" lobby (the
 * escalation engine over the built-in English pack) on the PeerJS transport and Dexie, for the
 * join time (page opened → seated) and the host resume time (host reload → every guest playing).
 */
import { dexieLobbyStore } from '$lib/db/repos/lobby';
import { createNhieGame } from '$lib/games/nhie/engine/game';
import { LobbyGuest } from '$lib/lobby/guest';
import { LobbyHost } from '$lib/lobby/host';
import type { PeerConnectOptions } from '$lib/lobby/signaling';
import { memorySeatStore } from '$lib/lobby/store';
import { createPeerTransport } from '$lib/lobby/transport-peer';
import { parseNhiePack, toPool } from '$lib/games/nhie/packs/nhie';
import enPack from '../question-packs/nhie/en.json';

/** Wall-clock ms with sub-ms resolution, comparable across the pages of one machine. */
const now = () => performance.timeOrigin + performance.now();

const game = () => {
	const parsed = parseNhiePack(enPack);
	if (!parsed.ok) throw new Error(parsed.message);
	return createNhieGame({ pools: { en: toPool(parsed.pack) } });
};

let host: LobbyHost | null = null;
let guest: LobbyGuest | null = null;
/** When this guest (re)entered `joined`: each welcome after a lost link counts. */
const joinedAt: number[] = [];
let lastStatus = 'idle';

const api = {
	async host(opts: PeerConnectOptions): Promise<string> {
		host?.close();
		host = new LobbyHost({ game: game(), transport: createPeerTransport(opts), store: dexieLobbyStore });
		return host.open({ hostName: 'Host', settings: { language: 'en', rounds: 50 } });
	},
	/** After the host page reloaded: the stored lobby, under its persisted PeerJS id. */
	async resume(opts: PeerConnectOptions, code: string): Promise<boolean> {
		host = new LobbyHost({ game: game(), transport: createPeerTransport(opts), store: dexieLobbyStore });
		return host.resume(code);
	},
	start: () => host!.start(),
	seated: () => host?.record?.seats.length ?? 0,
	/** Joins and returns the ms since this page began to load (the guest opened the link). */
	async guest(opts: PeerConnectOptions, code: string, name: string): Promise<number | string> {
		guest = new LobbyGuest({
			transport: createPeerTransport(opts),
			seats: memorySeatStore(),
			onChange: () => {
				const status = guest?.status ?? 'idle';
				if (status === 'joined' && lastStatus !== 'joined') joinedAt.push(now());
				lastStatus = status;
			}
		});
		await guest.join(code, name);
		return guest.status === 'joined' ? performance.now() : guest.status;
	},
	/** The latest time this guest was seated again with the game running, if after `since`. */
	playingSince: (since: number): number | null => {
		const t = joinedAt.filter((x) => x >= since).at(-1);
		return t !== undefined && guest?.status === 'joined' && guest.view?.phase === 'playing' ? t : null;
	},
	now
};

(globalThis as unknown as { bench: typeof api }).bench = api;
