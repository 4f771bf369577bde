import type { AnyLobbyGame } from './projection';
import type { LobbyEvent, LobbyRecord } from './store';

/**
 * Presence reaches the game as input: the seats the host's links report away — no
 * message for ~10 s, or the link closed (a closed tab) — go to `game.setAway` before every commit and
 * whenever presence changes, so a round stops waiting for them. A seat that joins again (a reload) is
 * waited for again at once; one back from silence is checked every heartbeat (links add it
 * silently). After a host reload every guest is still reconnecting: for the away time nobody is
 * reported away — not to the game, and not on the players' lists (`shown`): a host who sees every
 * guest "away" the moment it is back would kick or stop waiting for players who are on their way.
 * When the away time is over, whoever is not back shows as away (`onGraceEnd`: the views again).
 */
export type PresenceDeps = {
	game: AnyLobbyGame;
	now: () => number;
	/** The grace after a reload: the away time. */
	awayAfterMs: number;
	/** How often a seat back from away is looked for: the heartbeat. */
	heartbeatMs: number;
	isPresent: (seatId: string) => boolean;
	record: () => LobbyRecord | null;
	enqueue: (job: () => Promise<void>) => Promise<void>;
	commit: (event: Omit<LobbyEvent, 'stateId'>) => Promise<void>;
	/** The away time after a reload is over: the players' lists must be sent again. */
	onGraceEnd: () => void;
};

export class PresenceFeed {
	#graceUntil = 0;
	#poll: ReturnType<typeof setInterval> | null = null;
	#graceEnd: ReturnType<typeof setTimeout> | null = null;

	constructor(private readonly d: PresenceDeps) {}

	/** The game with the seats away right now, or null when that changes nothing. */
	next(r: LobbyRecord): unknown {
		const setAway = this.d.game.setAway;
		if (!setAway || r.game === null || r.status !== 'playing') return null;
		this.#poll ??= setInterval(() => void this.changed(), this.d.heartbeatMs);
		const now = this.d.now();
		const away =
			now < this.#graceUntil
				? []
				: r.seats.filter((s) => !s.isHost && !this.d.isPresent(s.id)).map((s) => s.id);
		const next = setAway(r.game, away, now);
		return next === r.game ? null : next;
	}

	/** Presence changed: commit the game's answer to it, if any (a job of the host's queue). */
	changed(): Promise<void> {
		return this.d.enqueue(async () => {
			const r = this.d.record();
			const next = r && this.next(r);
			if (!r || !next) return;
			r.game = next;
			await this.d.commit({ kind: 'presence', playerId: null, payload: null });
		});
	}

	/** A reloaded host: guests get the away time to come back before they count as away. */
	resumed(): void {
		this.#graceUntil = this.d.now() + this.d.awayAfterMs;
		if (this.#graceEnd) clearTimeout(this.#graceEnd);
		this.#graceEnd = setTimeout(() => {
			this.#graceEnd = null;
			this.d.onGraceEnd();
			void this.changed();
		}, this.d.awayAfterMs);
		void this.changed();
	}

	/** How a seat shows on the players' lists: the host's is here; in the away time after a reload, all are. */
	shown(seatId: string): 'connected' | 'away' {
		const here =
			seatId === this.d.record()?.hostPlayerId || this.d.now() < this.#graceUntil || this.d.isPresent(seatId);
		return here ? 'connected' : 'away';
	}

	stop(): void {
		if (this.#poll) clearInterval(this.#poll);
		if (this.#graceEnd) clearTimeout(this.#graceEnd);
		this.#poll = this.#graceEnd = null;
	}
}
