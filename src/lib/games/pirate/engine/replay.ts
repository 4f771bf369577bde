import { scoreLines, type LineVerdict } from './merit-fallback';
import { type Persona, type Strategy } from './schema';
import { type PirateGame } from './game';

/**
 * docs/pirate.md "Merit" "At the end, a replay: which line moved him, by how much": each player line with the
 * change it made to the merit total (the turn's total minus the turn before; the model's merit can
 * also go down), what it showed, and — for a line that added nothing — why (pirate.md "Merit").
 */
export type ReplayLine = {
	turn: number;
	text: string;
	delta: number;
	total: number;
	strategies: Strategy[];
	personas: Persona[];
	/** Why the offline rules gave the line nothing; null when it counted. */
	why: Exclude<LineVerdict, 'counted'> | null;
};
export type Replay = { lines: ReplayLine[]; best: ReplayLine | null };

export const gameReplay = (game: PirateGame): Replay => {
	const verdicts = new Map(scoreLines(game.history, game.language).map((l) => [l.index, l.verdict]));
	const players = game.history.flatMap((m, index) => (m.role === 'player' ? [{ m, index }] : []));
	let before = 0;
	const lines = game.turns.map((t, i): ReplayLine => {
		const said = players[i];
		const total = Math.round(t.merit.total);
		const verdict = said ? verdicts.get(said.index) : undefined;
		const line: ReplayLine = {
			turn: t.turn,
			text: said?.m.text ?? '',
			delta: total - before,
			total,
			strategies: said?.m.strategies ?? [],
			personas: said?.m.personas ?? [],
			why: verdict && verdict !== 'counted' ? verdict : null
		};
		before = total;
		return line;
	});
	const best = lines.reduce<ReplayLine | null>(
		(b, l) => (l.delta > 0 && l.delta > (b?.delta ?? 0) ? l : b),
		null
	);
	return { lines, best };
};
