import { SimInputError } from './types';
import type { LobbyGame } from '$lib/engines/kit/lobby-game';
import { taskSource, type TaskRunner } from '$lib/flows/run-task';

/**
 * The sim's stand-in for the lobby host (sim.md: the same code as the app): it plays a `LobbyGame`
 * on a virtual clock. `settle` runs every pending model task through the task runner and hands the
 * result to `resolveTask`, as `lobby/host-scheduler.ts` does; `tickTo` fires the game's timers up
 * to a time, as the host's clock does.
 */
export type Driven<S> = { state: S; now: number };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any game: settings/intent/view are not read here
type AnyGame<S> = LobbyGame<any, S, any, any, any>;

export const settle = async <S>(game: AnyGame<S>, d: Driven<S>, runTask: TaskRunner): Promise<void> => {
	for (let task = game.pendingTask?.(d.state); task && game.resolveTask; task = game.pendingTask?.(d.state)) {
		const out = await runTask(task.request);
		const next = game.resolveTask(d.state, task.key, out.value, d.now, taskSource(out));
		if (next === d.state) return; // the game did not take it: never loop on the same task
		d.state = next;
	}
};

/** Fires every timer due up to `until` (in deadline order), settling tasks after each. */
export const tickTo = async <S>(
	game: AnyGame<S>,
	d: Driven<S>,
	runTask: TaskRunner,
	until: number
): Promise<void> => {
	await settle(game, d, runTask);
	for (let at = game.nextDeadline(d.state); at !== null && at <= until; at = game.nextDeadline(d.state)) {
		d.now = Math.max(d.now, at);
		const next = game.tick(d.state, d.now);
		if (next === null) break;
		d.state = next;
		await settle(game, d, runTask);
	}
	d.now = Math.max(d.now, until);
};

/**
 * Applies one player's intent. `field`: the scenario field it comes from — a refused intent is then
 * an invalid scenario (exit 2, naming the field: a team of the wrong size, a self-vote); without it,
 * a bug in the sim's own script, said plainly.
 */
export const act = <S>(
	game: AnyGame<S>,
	d: Driven<S>,
	playerId: string,
	intent: unknown,
	field?: string
): void => {
	const r = game.apply(d.state, playerId, intent, d.now);
	if (!r.ok) {
		const refused = `the game refused ${JSON.stringify(intent)} from ${playerId}: ${r.reason}`;
		throw field ? new SimInputError(`${field}: ${refused}`) : new Error(refused);
	}
	d.state = r.state;
};
