/**
 * docs/pirate.md "Held-out games": plays a set of labelled games offline and prints, per game, won or
 * not and the final merit, then the agreement. `npx tsx scripts/pirate-games.ts holdout` (or
 * `training`). Measuring only: never tune on the held-out set.
 */
import { loadActModel } from '../src/lib/engines/acts/model';
import { DIFFICULTIES, PIRATE_LANGUAGES } from '../src/lib/games/pirate/engine';
import { loadPackSync } from '../src/lib/games/pirate/engine/testing/packs';
import { playLabelled, readGameSet } from '../src/lib/games/pirate/flows/testing/games';

const acts = await loadActModel();
const set = process.argv[2] ?? 'holdout';
let agree = 0;
let total = 0;
let cheapWins = 0;
for (const language of PIRATE_LANGUAGES) {
	const pack = loadPackSync(language);
	for (const g of readGameSet(`${set}-${language}`).games) {
		total++;
		if (g.label === 'persuasion') {
			const r = await playLabelled(pack, g, g.difficulty, acts);
			if (r.won) agree++;
			console.log(
				`${g.id}: ${r.won ? 'won' : 'not won'} at ${g.difficulty}, merit ${r.total} after ${r.turns} turns`
			);
			continue;
		}
		const totals: number[] = [];
		let won = false;
		for (const d of DIFFICULTIES) {
			const r = await playLabelled(pack, g, d, acts);
			won ||= r.won;
			totals.push(r.total);
		}
		if (won) cheapWins++;
		else agree++;
		console.log(`${g.id}: ${won ? 'WON (a cheap play must not)' : 'never won'}, merit ${totals.join('/')}`);
	}
}
console.log(`agreement ${agree}/${total} = ${((agree / total) * 100).toFixed(1)} %, cheap wins ${cheapWins}`);
