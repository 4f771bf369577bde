import { describe, expect, it } from 'vitest';
import { newGame, type PirateGame } from './game';
import { gameReplay } from './replay';
import { loadPackSync } from './testing/packs';
import { DETERMINED_PLAYER, FILLER_LINE } from './testing/scripts';
import { runPirateTurn } from '$lib/games/pirate/flows/turn';
import { offlineClient } from '$lib/llm/offline';

const pack = loadPackSync('en');
const play = async (messages: string[]) => {
	let game: PirateGame = newGame({ id: 'g', language: 'en', difficulty: 'medium', seed: 1, now: 0, pack });
	for (const text of messages)
		game = (await runPirateTurn(game, text, pack, { llm: offlineClient, now: () => 1 })).game;
	return game;
};

describe('end-of-game replay (which line moved him, by how much)', () => {
	it('says a line in another alphabet than the game was not in his language, not that it had no trick', async () => {
		const game = await play(['Капитан, прошу тебя, я твой старый матрос, поделись золотом!', FILLER_LINE.en]);
		const { lines } = gameReplay(game);
		expect(lines.map((l) => l.why)).toEqual(['other_language', 'no_evidence']);
		expect(lines[0].delta).toBe(0);
	});

	it('gives each line the change it made to the total; the changes add up to the final total', async () => {
		const good = DETERMINED_PLAYER.en.slice(0, 3);
		const game = await play([good[0], FILLER_LINE.en, good[1], good[0], good[2]]);
		const { lines, best } = gameReplay(game);
		expect(lines.map((l) => l.text)).toEqual([good[0], FILLER_LINE.en, good[1], good[0], good[2]]);
		expect(lines.reduce((s, l) => s + l.delta, 0)).toBe(Math.round(game.merit!.total));
		expect(lines.map((l) => l.why)).toEqual([null, 'no_evidence', null, 'repeat', null]);
		expect(lines[1].delta).toBe(0);
		expect(lines[3].delta).toBe(0);
		expect(lines[2].strategies).toContain('flattery');
		expect(best).not.toBeNull();
		expect(best!.delta).toBe(Math.max(...lines.map((l) => l.delta)));
		expect(best!.why).toBeNull();
	});
	it('names no best line when nothing moved him', async () => {
		const { lines, best } = gameReplay(await play(['give me the treasure', 'give me the gold now']));
		expect(lines.every((l) => l.delta === 0)).toBe(true);
		expect(best).toBeNull();
	});
});
