import { roundGains, scoreLines, type Gains, type LineVerdict } from './merit-fallback';
import type { PersuasionAct } from './reading';
import { MERIT_COMPONENTS, type MeritComponent } from './schema';
import type { Suspicion } from './suspicions';
import type { PirateGame } from './game';

/**
 * docs/pirate.md "Replay": each player line with the change it made to the merit total (the turn's
 * total minus the turn before; the model's merit can also go down), what it did — the persuasion
 * acts, the particulars, what it carried on, the doubt it answered — and the parts of merit it
 * raised; a line that added nothing says why (a non-move is named). With a model, the offline
 * merit is shown beside the model's.
 */
export type ReplayLine = {
	turn: number;
	text: string;
	delta: number;
	total: number;
	/** the offline merit after the line, when a model scored the game */
	offlineTotal: number | null;
	moves: PersuasionAct[];
	newMoves: PersuasionAct[];
	particulars: string[];
	carried: number;
	answered: Suspicion | null;
	/** the parts of merit the line raised (whole points, offline) */
	raised: MeritComponent[];
	gains: Gains;
	/** Why the offline merit gave the line nothing; null when it counted. */
	why: Exclude<LineVerdict, 'counted'> | null;
};
export type Replay = { lines: ReplayLine[]; best: ReplayLine | null };

export const gameReplay = (game: PirateGame): Replay => {
	// games saved before the turn kept its reading are read again (without the pack's stock lines)
	const again = scoreLines(game.history, { language: game.language });
	const players = game.history.flatMap((m, index) => (m.role === 'player' ? [{ m, index }] : []));
	let before = 0;
	const lines = game.turns.map((t, i): ReplayLine => {
		const said = players[i];
		const rec = t.line ?? again.find((l) => l.index === said?.index);
		const total = Math.round(t.merit.total);
		const gains =
			rec?.gains ?? roundGains({ strategy_variety: 0, conversation_depth: 0, creativity: 0, persistence: 0 });
		const verdict = (rec?.verdict ?? 'no_evidence') as LineVerdict;
		const line: ReplayLine = {
			turn: t.turn,
			text: said?.m.text ?? '',
			delta: total - before,
			total,
			offlineTotal: t.merit.source === 'llm' && t.line ? Math.round(t.line.offlineTotal) : null,
			moves: rec?.moves ?? [],
			newMoves: rec?.newMoves ?? [],
			particulars: rec?.particulars ?? [],
			carried: rec?.carried ?? 0,
			answered: rec?.answered ?? null,
			raised: MERIT_COMPONENTS.filter((k) => gains[k] >= 0.5),
			gains,
			why: verdict === 'counted' ? null : verdict
		};
		before = total;
		return line;
	});
	// the line that moved him most; between equal moves, the one that raised more parts of merit
	const best = lines.reduce<ReplayLine | null>(
		(b, l) =>
			l.delta > 0 && (!b || l.delta > b.delta || (l.delta === b.delta && l.raised.length > b.raised.length))
				? l
				: b,
		null
	);
	return { lines, best };
};
