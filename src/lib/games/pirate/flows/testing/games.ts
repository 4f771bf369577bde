import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ActModel } from '$lib/engines/acts/model';
import {
	DifficultySchema,
	newGame,
	PirateLanguageSchema,
	type Difficulty,
	type PiratePack
} from '$lib/games/pirate/engine';
import { offlineClient } from '$lib/llm/offline';
import { runPirateTurn } from '../turn';

/**
 * Labelled whole games (docs/pirate.md "Held-out games"): src/lib/games/pirate/flows/testing/games/<set>-<lang>.json.
 * `echo`: the player sends the pirate's last line back, that many times.
 */
export const LabelledGameSchema = z.object({
	id: z.string(),
	label: z.enum(['persuasion', 'cheap']),
	kind: z.string().optional(),
	difficulty: DifficultySchema,
	echo: z.int().min(1).optional(),
	lines: z.array(z.string().min(1))
});
export type LabelledGame = z.infer<typeof LabelledGameSchema>;
const GameSetSchema = z.object({ language: PirateLanguageSchema, games: z.array(LabelledGameSchema) });

export const readGameSet = (name: string) =>
	GameSetSchema.parse(
		JSON.parse(readFileSync(path.resolve(import.meta.dirname, `games/${name}.json`), 'utf8'))
	);

/** Plays a labelled game offline at a difficulty: won or not, the final merit and the turn count. */
export const playLabelled = async (
	pack: PiratePack,
	game: LabelledGame,
	difficulty: Difficulty,
	acts: ActModel
) => {
	let g = newGame({ id: game.id, language: pack.language, difficulty, seed: 7, now: 0, pack });
	const turns = game.echo ?? game.lines.length;
	for (let i = 0; i < turns && g.status === 'playing'; i++) {
		const text = game.echo ? (g.history.at(-1)?.text ?? '') : game.lines[i];
		g = (await runPirateTurn(g, text, pack, { llm: offlineClient, acts, now: () => 0 })).game;
	}
	return { won: g.status === 'won', total: g.merit?.total ?? 0, turns: g.turns.length, game: g };
};
