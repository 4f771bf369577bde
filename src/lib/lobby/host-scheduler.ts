import { offlineTaskRunner, taskSource, type TaskRunner } from '$lib/flows/run-task';
import { browserNetwork, type DeviceNetwork } from './device-network';
import { browserAliveMarks, HostPause, type AliveMarks } from './host-pause';
import type { AnyLobbyGame } from './projection';
import type { LobbyEvent, LobbyRecord } from './store';

/**
 * The host's clock and model work for a running game: `game.tick` at `game.nextDeadline`, and
 * `game.pendingTask` through the injected task runner (flows/run-task.ts: the site's deadline, abort,
 * the engine's fallback on timeout or failure), its result handed to `game.resolveTask`. A model
 * that never answers is answered by the fallback at the deadline, so the game goes on. Each runs as
 * a job of the host's serial queue and ends in a commit like an intent. A host that was gone gives
 * the game back the time it was away (`game.shiftClock`, host-pause.ts, docs/lobby.md "Host durability").
 */
export type SchedulerDeps = {
	game: AnyLobbyGame;
	runTask?: TaskRunner;
	now: () => number;
	record: () => LobbyRecord | null;
	closed: () => boolean;
	enqueue: (job: () => Promise<void>) => Promise<void>;
	commit: (event: Omit<LobbyEvent, 'stateId'>) => Promise<void>;
	/** When this device's host last beat, per lobby (default: localStorage). */
	aliveMarks?: AliveMarks;
	/** The device's network (default: the browser's). */
	network?: DeviceNetwork;
	/** The device went offline or came back (the host's page shows its clock stopped). */
	onNetwork?: () => void;
};

export class HostScheduler {
	#timer: ReturnType<typeof setTimeout> | null = null;
	#tasks = new Set<string>();
	/** Aborted when the host closes: tasks still running stop calling the model. */
	#stop = new AbortController();

	#pause: HostPause;
	/** Back online, until the time offline is given back: since when the clock stood still. */
	#thawing: number | null = null;

	constructor(private readonly d: SchedulerDeps) {
		this.#pause = new HostPause({
			now: d.now,
			marks: d.aliveMarks ?? browserAliveMarks(),
			code: () => d.record()?.code ?? null,
			onGone: (ms) => void d.enqueue(() => this.#giveTimeBack(ms)),
			network: d.network ?? browserNetwork(),
			onNetwork: (online, since) => {
				if (!online) {
					this.clear();
					return d.onNetwork?.();
				}
				// back online: the clock stays stopped until the time is given back (`onGone`'s job, queued
				// before this one), so the host's countdown never shows the old deadline in between
				this.#thawing = since;
				void d.enqueue(async () => {
					this.#thawing = null;
					this.reschedule();
					d.onNetwork?.();
				});
			}
		});
	}

	/** Since when the host's device is offline (its game's clock stands still), or null. */
	get offlineSince(): number | null {
		return this.#pause.offlineSince ?? this.#thawing;
	}

	/** A host reloaded: the time since its last beat is given back, then the clock runs again. */
	resumed(): void {
		this.#pause.resumed();
		this.reschedule();
	}

	/** Called after every commit (and on resume): re-arms the timer, starts a new task if any. */
	reschedule(): void {
		this.clear();
		const r = this.d.record();
		if (!r || r.game === null || r.status !== 'playing' || this.d.closed()) return;
		this.#pause.start();
		const deadline = this.d.game.nextDeadline(r.game);
		if (deadline !== null && this.offlineSince === null)
			this.#timer = setTimeout(
				() => {
					// a page that slept runs its overdue timers: the time it was gone is given back first
					this.#pause.beat();
					void this.d.enqueue(() => this.#tick());
				},
				Math.max(0, deadline - this.d.now())
			);
		const task = this.d.game.pendingTask?.(r.game);
		const resolveTask = this.d.game.resolveTask;
		if (!task || this.#tasks.has(task.key) || !resolveTask) return;
		this.#tasks.add(task.key);
		const runTask = this.d.runTask ?? offlineTaskRunner;
		void runTask(task.request, { signal: this.#stop.signal }).then((out) =>
			this.d.enqueue(async () => {
				this.#tasks.delete(task.key);
				const rec = this.d.record();
				if (!rec || rec.game === null || this.d.closed()) return;
				rec.game = resolveTask(rec.game, task.key, out.value, this.d.now(), taskSource(out));
				await this.d.commit({
					kind: 'task',
					playerId: null,
					payload: { key: task.key, source: out.source, ...(out.error ? { error: out.error } : {}) }
				});
			})
		);
	}

	clear(): void {
		if (this.#timer) clearTimeout(this.#timer);
		this.#timer = null;
	}

	/** The host closed: no more timers, running tasks aborted. */
	stop(): void {
		this.clear();
		this.#pause.stop();
		this.#stop.abort();
	}

	/** The lobby ended for everyone (not a reload: nothing will resume it). */
	end(): void {
		this.stop();
		this.#pause.end();
	}

	async #giveTimeBack(ms: number): Promise<void> {
		const rec = this.d.record();
		const shift = this.d.game.shiftClock;
		if (!shift || !rec || rec.game === null || rec.status !== 'playing' || this.d.closed()) return;
		const next = shift(rec.game, ms);
		if (next === rec.game) return;
		rec.game = next;
		await this.d.commit({ kind: 'tick', playerId: null, payload: { hostAwayMs: ms } });
	}

	async #tick(): Promise<void> {
		const rec = this.d.record();
		if (!rec || rec.game === null || rec.status !== 'playing') return;
		const next = this.d.game.tick(rec.game, this.d.now());
		if (next === null) return this.reschedule();
		rec.game = next;
		await this.d.commit({ kind: 'tick', playerId: null, payload: null });
	}
}
