import { loadActModel } from './src/lib/engines/acts/model';
import { DIFFICULTIES } from './src/lib/games/pirate/engine';
import { playLabelled, readGameSet } from './src/lib/games/pirate/flows/testing/games';
import { loadPackSync } from './src/lib/games/pirate/engine/testing/packs';
const acts = await loadActModel();
const set = process.argv[2] ?? 'holdout';
let agree = 0, total = 0, cheapWins = 0;
for (const lang of ['en', 'ru', 'pl'] as const) {
  const { games } = readGameSet(`${set}-${lang}`);
  for (const g of games) {
    total++;
    if (g.label === 'persuasion') {
      const r = await playLabelled(loadPackSync(lang), g, g.difficulty, acts);
      if (r.won) agree++;
      console.log(`${g.id}: ${r.won ? 'WON' : 'not won'} at ${g.difficulty}, merit ${r.total} after ${r.turns} turns`);
    } else {
      const rs = [];
      for (const d of DIFFICULTIES) rs.push(await playLabelled(loadPackSync(lang), g, d, acts));
      const won = rs.some((r) => r.won);
      if (won) cheapWins++; else agree++;
      console.log(`${g.id}: ${won ? 'WON (bad)' : 'never won'}, merit ${rs.map((r) => r.total).join('/')}`);
    }
  }
}
console.log(`agreement ${agree}/${total} = ${(agree / total * 100).toFixed(1)} %, cheap wins ${cheapWins}`);
