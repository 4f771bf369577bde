import { getContext, setContext } from 'svelte';

/**
 * The time a game's countdown reads (docs/lobby.md "Host durability", a real pause): now — or, while a guest is off
 * its lobby, the moment the host was last heard, so the countdown stands still until the host is
 * back (the host then gives the game back the time it was gone: lobby/host-pause.ts). The guest's
 * lobby screen provides it; elsewhere (the host, pass-and-play) the clock never stops.
 * `offsetMs`: how far the host's clock is ahead of this device's — a view's deadlines are the
 * host's, so a guest whose clock is off still counts down the time there is (lobby/guest.ts).
 */
export type GameClock = { readonly stoppedAt: number | null; readonly offsetMs?: number };

const KEY = Symbol('game-clock');

export const provideGameClock = (clock: GameClock): void => void setContext(KEY, clock);

/** Call during a component's setup: `current` is the countdown's now, refreshed every `periodMs`. */
export const gameNow = (periodMs: number): { readonly current: number } => {
	const clock = getContext<GameClock | undefined>(KEY);
	let now = $state(Date.now());
	$effect(() => {
		const t = setInterval(() => (now = Date.now()), periodMs);
		return () => clearInterval(t);
	});
	return {
		get current() {
			return (clock?.stoppedAt ?? now) + (clock?.offsetMs ?? 0);
		}
	};
};
