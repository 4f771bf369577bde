import { loadActModel } from './src/lib/engines/acts/model';
import { playLabelled, readGameSet } from './src/lib/games/pirate/flows/testing/games';
const acts = await loadActModel();
const [set, lang, id] = process.argv.slice(2) as [string, 'en', string];
const g = readGameSet(`${set}-${lang}`).games.find((x) => x.id === id)!;
const r = await playLabelled(lang, g, g.difficulty, acts);
const players = r.game.history.filter((m) => m.role === 'player');
r.game.turns.forEach((t, i) => {
  const l = t.line!;
  console.log(`${t.turn} ${t.merit.total} [${Object.values(l.gains).map((x) => x.toFixed(1)).join('/')}] ${l.verdict} ${l.moves.join(',')} p=${l.particulars.join(',')} c=${l.carried} a=${l.answered} acts=${(players[i].acts ?? []).map((a) => a.act).join(',')} | ${players[i].text.slice(0, 60)}`);
});
console.log(JSON.stringify(r.game.merit));
