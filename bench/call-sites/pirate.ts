import {
	beginTurn,
	buildMeritRequest,
	buildResponseRequest,
	DIFFICULTIES,
	newGame,
	PIRATE_LANGUAGES,
	PiratePackSchema,
	type PirateGame
} from '../../src/lib/games/pirate/engine';
import { DETERMINED_PLAYER } from '../../src/lib/games/pirate/engine/testing/scripts';
import { runPirateTurn } from '../../src/lib/games/pirate/flows/turn';
import { loadActModel, readActs } from '../../src/lib/engines/acts/model';
import type { LlmClient } from '../../src/lib/llm/types';
import { type LargestPrompts } from './collect';
import { readPack } from './read-pack';

/**
 * pirate.merit (last 15 messages) and pirate.response (system + last 10), seed 004: the determined
 * player's whole 20-message script, turn by turn through the pirate graph, on every difficulty; each
 * turn's requests are built from the history the graph sees (after beginTurn), for both earned
 * states. Offline, the fallback lets this player win easy by turn 5, so the game is played against a
 * stingy model instead (low merit, a two-sentence refusal) to fill both windows.
 */
const REFUSAL = {
	en: 'Arr, ye spin a fine yarn, stranger, but old Redbeard has heard a thousand tales like yours in every port from here to Nassau. The chest stays locked, and ye stay on yer side of the deck!',
	pl: 'Arr, pięknie gadasz, nieznajomy, ale stary Rudobrody słyszał tysiąc takich bajek w każdym porcie stąd do Nassau. Skrzynia zostaje zamknięta, a ty zostajesz po swojej stronie pokładu!',
	ru: 'Арр, складно говоришь, дружище, но старый Рыжая Борода слышал тысячу таких баек в каждом порту отсюда до Нассау. Сундук остаётся закрытым, а ты остаёшься на своей стороне палубы!'
} as const;

const stingyModel =
	(language: keyof typeof REFUSAL) =>
	(site: 'merit' | 'response'): LlmClient => ({
		provider: 'http',
		available: true,
		complete: () =>
			Promise.resolve({
				text:
					site === 'merit'
						? '{"strategy_variety": 8, "conversation_depth": 6, "creativity": 6, "persistence": 4}'
						: REFUSAL[language],
				finishReason: 'stop',
				ms: 1
			})
	});

export const piratePrompts = async (out: LargestPrompts): Promise<void> => {
	const acts = await loadActModel();
	for (const language of PIRATE_LANGUAGES) {
		const pack = PiratePackSchema.parse(readPack(`pirate/${language}.json`));
		for (const difficulty of DIFFICULTIES) {
			let game: PirateGame = newGame({ id: 'sizes', language, difficulty, seed: 3, now: 0, pack });
			for (const [i, text] of DETERMINED_PLAYER[language].entries()) {
				if (game.status !== 'playing') break;
				const g = beginTurn(game, text, readActs(acts, { text, language }));
				const note = `${difficulty}, turn ${i + 1}, ${g.history.length} messages`;
				const merit = buildMeritRequest({
					history: g.history,
					strategies: g.strategiesAttempted,
					personas: g.playerPersonas,
					difficulty
				});
				out.add(merit.site, language, merit.messages, note);
				for (const earned of [false, true]) {
					const response = buildResponseRequest({
						pack,
						difficulty,
						earned,
						history: g.history,
						fallback: ''
					});
					out.add(response.site, language, response.messages, `${note}${earned ? ', earned' : ''}`);
				}
				game = (await runPirateTurn(game, text, pack, { llm: stingyModel(language), acts, now: () => 0 }))
					.game;
			}
		}
	}
};
