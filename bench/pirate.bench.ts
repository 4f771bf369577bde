import { estimateTokens } from '../src/lib/engines/kit/llm-request';
import {
	buildMeritRequest,
	buildResponseRequest,
	DIFFICULTIES,
	newGame,
	type PirateGame,
	type PirateLanguage
} from '../src/lib/games/pirate/engine';
import { loadPackSync } from '../src/lib/games/pirate/engine/testing/packs';
import { DETERMINED_PLAYER } from '../src/lib/games/pirate/engine/testing/scripts';
import { runPirateTurn } from '../src/lib/games/pirate/flows/turn';
import { loadActModel } from '../src/lib/engines/acts/model';
import { offlineClient } from '../src/lib/llm/offline';
import { measure, type BenchResult } from './types';

/**
 * Pirate (seed 004): prompt sizes in estimated tokens (llm.md budget ~1,500 for on-device models)
 * for the merit check (last 15 messages) and the response (system + last 10), at a long game's
 * full window, and the time of one offline turn through the graph.
 */
const longGame = async (language: PirateLanguage): Promise<PirateGame> => {
	const pack = loadPackSync(language);
	// hard: the determined player needs the most turns, so the windows fill up
	let game = newGame({ id: 'bench', language, difficulty: 'hard', seed: 1, now: 0, pack });
	for (const text of DETERMINED_PLAYER[language].slice(0, 5)) {
		game = (
			await runPirateTurn(game, text, pack, { llm: offlineClient, acts: await loadActModel(), now: () => 0 })
		).game;
	}
	// pad to a long conversation without ending it: replay the script as extra history
	const extra = DETERMINED_PLAYER[language].slice(5, 13).flatMap((text) => [
		{ role: 'player' as const, text, refusal: false },
		{ role: 'pirate' as const, text: game.history[1].text, refusal: true }
	]);
	return { ...game, history: [...game.history, ...extra] };
};

export default async (): Promise<BenchResult[]> => {
	const out: BenchResult[] = [];
	for (const language of ['en', 'pl'] as const) {
		const pack = loadPackSync(language);
		const game = await longGame(language);
		const meritInput = {
			history: game.history,
			strategies: game.strategiesAttempted,
			personas: game.playerPersonas,
			difficulty: 'hard' as const
		};
		out.push({
			name: `merit prompt (${language}, 15 messages)`,
			unit: 'tokens',
			value: estimateTokens(buildMeritRequest(meritInput).messages),
			extra: { messages: Math.min(15, game.history.length) }
		});
		const sizes = Object.fromEntries(
			DIFFICULTIES.flatMap((d) =>
				[false, true].map((earned) => [
					`${d}${earned ? '+earned' : ''}`,
					estimateTokens(
						buildResponseRequest({ pack, difficulty: d, earned, history: game.history, fallback: '' })
							.messages
					)
				])
			)
		);
		out.push({
			name: `response prompt (${language}, 10 messages, max)`,
			unit: 'tokens',
			value: Math.max(...Object.values(sizes)),
			extra: sizes
		});
		const fresh = newGame({ id: 't', language, difficulty: 'hard', seed: 2, now: 0, pack });
		const text = DETERMINED_PLAYER[language][0];
		const acts = await loadActModel();
		const t = await measure(
			() => runPirateTurn(fresh, text, pack, { llm: offlineClient, acts, now: () => 0 }),
			{
				iterations: 200,
				warmup: 20
			}
		);
		out.push({
			name: `offline turn (${language})`,
			unit: 'ms',
			median: t.median,
			p95: t.p95,
			iterations: t.iterations
		});
	}
	return out;
};
