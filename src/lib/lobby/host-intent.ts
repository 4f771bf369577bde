import type { LinkEntry } from './host-links';
import type { HostStats } from './host-types';
import type { AnyLobbyGame } from './projection';
import { NoticeCodes, type NoticeCode } from './protocol';
export type { ActOutcome } from './protocol';
import type { LobbyRecord } from './store';

/**
 * The game half of the validation chain for one intent (lobby.md): phase/rights at the lobby level →
 * the game's intentSchema → per-kind throttle → stale stateId/epoch → `game.apply`. Pure apart from
 * counting in `stats`; the host sends the notice / resync, or commits the new state.
 */
export type IntentVerdict =
	| { kind: 'refused'; code: NoticeCode; detail?: string }
	| { kind: 'stale' }
	| { kind: 'apply'; intent: unknown; state: unknown }
	/** Taken while the room waits (docs/lobby.md "Before the start"): the room's new prelude. */
	| { kind: 'prelude'; intent: unknown; prelude: unknown };

const DEFAULT_CHAT_MS = 500;

export const checkIntent = (o: {
	game: AnyLobbyGame;
	record: LobbyRecord;
	playerId: string;
	raw: unknown;
	entry: LinkEntry | undefined;
	now: number;
	stats: HostStats;
	/** Whether the guest's stateId belongs to the current epoch. */
	current: boolean;
}): IntentVerdict => {
	const { game, record: r, stats } = o;
	const waiting = r.status === 'open' && !!game.prelude;
	if (!waiting && (r.status !== 'playing' || r.game === null))
		return { kind: 'refused', code: NoticeCodes.notAllowed };
	const parsed = game.intentSchema.safeParse(o.raw);
	if (!parsed.success) {
		stats.malformed++;
		return { kind: 'refused', code: NoticeCodes.malformed };
	}
	const intent = parsed.data;
	const type = (intent as { type?: unknown })?.type;
	const minGap = game.throttle ? game.throttle(intent) : type === 'chat' ? DEFAULT_CHAT_MS : null;
	if (o.entry && minGap && !o.entry.limiter.allowKind(String(type ?? 'x'), minGap, o.now)) {
		stats.rateLimited++;
		return { kind: 'refused', code: NoticeCodes.rateLimited };
	}
	// stale stateId → resync (the guest acted on a view of another epoch)
	if (!o.current) {
		stats.stale++;
		return { kind: 'stale' };
	}
	let result;
	try {
		if (waiting) {
			const seat = r.seats.find((s) => s.id === o.playerId)!;
			const { id, name, isHost } = seat;
			result = game.prelude!.apply(r.prelude ?? null, { id, name, isHost }, intent, r.settings);
		} else result = game.apply(r.game, o.playerId, intent, o.now);
	} catch (e) {
		result = { ok: false as const, reason: e instanceof Error ? e.message : 'error' };
	}
	if (!result.ok) {
		stats.rejected++;
		return { kind: 'refused', code: NoticeCodes.rejected, detail: result.reason };
	}
	stats.applied++;
	if (waiting) return { kind: 'prelude', intent, prelude: result.state };
	return { kind: 'apply', intent, state: result.state };
};

/**
 * The epoch each recent stateId was sent in (game.epoch, e.g. `${round}:${phase}`; else the lobby
 * status): an intent sent on a view of another epoch — or of a stateId this host never sent — is stale.
 */
const EPOCH_MEMORY = 256;

export class Epochs {
	#seen = new Map<number, string | number>();

	constructor(private readonly game: AnyLobbyGame) {}

	#of(r: LobbyRecord): string | number {
		return r.game !== null && this.game.epoch ? this.game.epoch(r.game) : r.status;
	}

	note(r: LobbyRecord): void {
		this.#seen.set(r.stateId, this.#of(r));
		this.#seen.delete(r.stateId - EPOCH_MEMORY);
	}

	isCurrent(r: LobbyRecord, stateId: number): boolean {
		const seen = this.#seen.get(stateId);
		return seen !== undefined && seen === this.#of(r);
	}
}
