/**
 * docs/mole.md "Balance": measures the balance test's policies over more games than the test plays.
 * `npx tsx scripts/mole-balance.ts [games=200] [sizes=4-12] [first seed=1]` prints, per size, the
 * crew's share of wins and how each side won. `MOLE_PLAY` (JSON, a partial `Play` of
 * testing/policies.ts, its `reading` a partial `Reading`) plays another policy, e.g.
 * `MOLE_PLAY='{"moleTeamVote":"bloc","reading":{"voteTell":0.7}}'`; `MOLE_ROUNDS` plays another
 * number of rounds. Measuring only; the test keeps its own sample.
 */
import { playGame } from '../src/lib/games/mole/engine/testing/balance';
import { PLAY, type Play } from '../src/lib/games/mole/engine/testing/policies';

const asked = JSON.parse(process.env.MOLE_PLAY ?? '{}') as Partial<Play>;
const play: Play = { ...PLAY, ...asked, reading: { ...PLAY.reading, ...asked.reading } };
const settings = process.env.MOLE_ROUNDS ? { rounds: Number(process.env.MOLE_ROUNDS) } : {};
const games = Number(process.argv[2] ?? 200);
const [lo, hi = lo] = (process.argv[3] ?? '4-12').split('-').map(Number);
const first = Number(process.argv[4] ?? 1);
const cells: string[] = [];
for (let n = lo; n <= hi; n++) {
	const reasons: Record<string, number> = {};
	let crew = 0;
	for (let g = 0; g < games; g++) {
		const s = playGame(n, first + g, settings, play);
		if (s.winner === 'crew') crew++;
		const why = `${s.winner}:${s.winReason}`;
		reasons[why] = (reasons[why] ?? 0) + 1;
	}
	const how = Object.entries(reasons)
		.sort((a, b) => b[1] - a[1])
		.map(([k, v]) => `${k} ${v}`)
		.join(', ');
	cells.push(((crew / games) * 100).toFixed(1));
	console.log(`${n}: crew ${cells.at(-1)} %  (${how})`);
}
console.log(`crew % ${lo}–${hi}, ${JSON.stringify({ ...settings, ...play })}: ${cells.join(' / ')}`);
