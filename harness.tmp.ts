import { loadActModel } from './src/lib/engines/acts/model';
import { newGame, type PirateGame } from './src/lib/games/pirate/engine';
import { runPirateTurn } from './src/lib/games/pirate/flows/turn';
import { offlineClient } from './src/lib/llm/offline';
import { loadPackSync } from './src/lib/games/pirate/engine/testing/packs';
import { DETERMINED_PLAYER } from './src/lib/games/pirate/engine/testing/scripts';
const lang = (process.argv[2] ?? 'en') as 'en';
const difficulty = (process.argv[3] ?? 'hard') as 'hard';
const acts = await loadActModel();
const pack = loadPackSync(lang);
let game: PirateGame = newGame({ id: 'h', language: lang, difficulty, seed: 1, now: 0, pack });
console.log(game.history[0].text);
const script = process.argv[4] ? JSON.parse((await import("node:fs")).readFileSync(process.argv[4], "utf8")) : DETERMINED_PLAYER[lang];
for (const text of script) {
  if (game.status !== 'playing') break;
  const r = await runPirateTurn(game, text, pack, { llm: offlineClient, acts, now: () => 0 });
  game = r.game;
  const l = r.turn.line!;
  const g = Object.values(l.gains).map((x) => x.toFixed(1)).join('/');
  console.log(`${r.turn.turn} ${r.turn.merit.total} [${g}] ${l.verdict} ${l.moves.join(',')} p=${l.particulars.join(',')} c=${l.carried} a=${l.answered} | ${text.slice(0, 50)}`);
  console.log('   >', r.turn.pirate_response);
}
console.log(game.status, JSON.stringify(game.merit));
