import type { AnyLobbyGame } from './projection';
import type { LobbyEvent, LobbyRecord } from './store';

/**
 * Presence reaches the game as input (issue 13 §2): the seats the host's links report away — no
 * message for ~10 s, or the link closed (a closed tab) — go to `game.setAway` before every commit and
 * whenever presence changes, so a round stops waiting for them. A seat that joins again (a reload) is
 * waited for again at once; one back from silence is checked every heartbeat (links add it
 * silently). After a host reload every guest is still reconnecting: for the away time nobody is
 * reported away.
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
};

export class PresenceFeed {
	#graceUntil = 0;
	#poll: ReturnType<typeof setInterval> | null = null;

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
		void this.changed();
	}

	stop(): void {
		if (this.#poll) clearInterval(this.#poll);
		this.#poll = null;
	}
}
