import type { Seat } from '$lib/engines/kit/lobby-game';
import { createMoleGame } from '../game';
import {
	defaultMoleSettings,
	type MoleSettings,
	type MoleState,
	type Winner
} from '$lib/games/mole/engine/state';
import { ACT_MODEL, PERSONAS } from './fixtures';
import { decide, PLAY, type Play } from './policies';

/**
 * docs/mole.md "Balance": whole games played by the simple policies of policies.ts through the
 * game's own code (start, apply, tick, the narrator's tasks with their fallbacks). Test-only.
 */
const game = createMoleGame(PERSONAS, ACT_MODEL);
const SEC = 1000;
const base = { ...defaultMoleSettings(), persona: 'en' as const };

const seatsOf = (n: number): Seat[] =>
	Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, isHost: i === 0 }));

/** One whole game of `n` players; the winner. */
export const playBalanced = (
	n: number,
	seed: number,
	settings: Partial<MoleSettings> = {},
	play: Play = PLAY
): Winner => playGame(n, seed, settings, play).winner!;

/** One whole game of `n` players, to its end. */
export const playGame = (
	n: number,
	seed: number,
	settings: Partial<MoleSettings> = {},
	play: Play = PLAY
): MoleState => {
	let s = game.start(seatsOf(n), { ...base, ...settings }, seed, 0);
	let now = 0;
	for (let guard = 0; guard < 2000 && s.phase !== 'finished'; guard++) {
		for (let t = game.pendingTask!(s); t; t = game.pendingTask!(s))
			s = game.resolveTask!(s, t.key, t.request.fallback, now);
		const acting = s.players.filter((p) => p.status === 'in');
		let moved = false;
		for (const p of acting) {
			// one key for the whole table: ties break the same way for everyone (the table talks)
			const intent = decide(s, p.id, `${seed}:${s.round}:${s.phase}:${s.proposals.length}`, play);
			if (!intent) continue;
			const r = game.apply(s, p.id, intent, now);
			if (r.ok) {
				s = r.state;
				moved = true;
				break;
			}
		}
		if (moved) continue;
		// nobody has anything to do: the next timer (the discussion, the verdict)
		now = Math.max(now + SEC, game.nextDeadline(s) ?? now + SEC);
		s = game.tick(s, now) ?? s;
	}
	if (!s.winner) throw new Error(`game ${n}/${seed} did not end`);
	return s;
};

/** The crew's share of wins over `games` seeded games of `n` players from `seed`. */
export const crewWinRate = (
	n: number,
	seed: number,
	games: number,
	settings: Partial<MoleSettings> = {},
	play: Play = PLAY
): number => {
	let crew = 0;
	for (let g = 0; g < games; g++) if (playBalanced(n, seed + g, settings, play) === 'crew') crew++;
	return crew / games;
};
