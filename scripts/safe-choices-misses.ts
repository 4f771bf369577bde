/**
 * Safe choices: every miss of the labelled play sets with what the scorer saw
 * (docs/acts.md "Estimating generalisation"): `npx tsx scripts/safe-choices-misses.ts [set] [--all]`.
 * Plays each transcript through the sim (the play-set tests' path) and, for each one whose level or
 * stop differs from its label, prints the acts read in each turn, what the scorer made of them
 * (docs/safe-choices.md "Reading a turn"), the level rule that applied ("Level rules") and the
 * final dimensions. `--all` prints the transcripts that agree too. Tuning data only: reading a
 * held-out set's misses turns it into tuning data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadActModel } from '../src/lib/engines/acts/model';
import {
	readTranscript,
	scoreHeuristic,
	type ReadTurn
} from '../src/lib/games/safe-choices/engine/heuristic';
import { levelRuleOf } from '../src/lib/games/safe-choices/engine/level-rules';
import { ScenarioSchema } from '../src/lib/games/safe-choices/engine/scenario-schema';
import { planAssessments } from '../src/lib/games/safe-choices/engine/schedule';
import type { TranscriptLine } from '../src/lib/games/safe-choices/engine/types';
import { playSim } from '../src/lib/games/safe-choices/sim/testing/play-sim';
import { loadPlaySet, tuningSets } from '../src/lib/games/safe-choices/sim/testing/play-sets';

const SCENARIOS = path.resolve(import.meta.dirname, '../question-packs/scenarios');
const only = process.argv.slice(2).find((a) => !a.startsWith('--'));
const all = process.argv.includes('--all');
const sets = tuningSets().filter((d) => !only || d === only);

/** What the scorer made of one turn, in the words of docs/safe-choices.md "Reading a turn". */
const flags = ({ read: r }: ReadTurn): string =>
	[
		r.agreed && 'yes',
		r.disclosed.length > 0 && `detail:${r.disclosed.join('+')}`,
		r.counts.firm > 0 && 'no',
		r.counts.recognition > 0 && 'named',
		r.help && `help:${r.help}`,
		r.leaves && 'leaves',
		r.counts.doubt > 0 && 'hedge',
		r.counts.yielding > 0 && 'yielding',
		r.question && 'question',
		r.deflects && 'subject change',
		r.sarcastic && 'sarcasm'
	]
		.filter(Boolean)
		.join(', ');

const model = await loadActModel();
let agree = 0;
let total = 0;
for (const set of sets)
	for (const language of ['en', 'ru'] as const)
		for (const p of loadPlaySet(set, language)) {
			const out = await playSim(language, p.scenario, p.player);
			const stopped = out.stopped === 'disclosure';
			const level = stopped ? null : (out.final?.riskLevel ?? null);
			const hit = stopped === p.stopped && level === p.risk;
			total++;
			if (hit) agree++;
			if (hit && !all) continue;
			const got = stopped ? 'stopped' : `${level} (${out.final?.riskScore})`;
			console.log(`\n${hit ? '✓' : '✗'} ${set} ${p.id}: label ${p.stopped ? 'stopped' : p.risk}, got ${got}`);
			const opening = ScenarioSchema.parse(
				JSON.parse(readFileSync(path.join(SCENARIOS, `${p.scenario}.${language}.json`), 'utf8'))
			).opening;
			const transcript: TranscriptLine[] = [
				{ role: 'npc', text: opening },
				...out.turns.flatMap((t): TranscriptLine[] => [
					{ role: 'player', text: t.player },
					...(t.npc ? [{ role: 'npc' as const, text: t.npc }] : [])
				])
			];
			const last = planAssessments(out.turns.length, 3).at(-1)?.lastAssessedTurn ?? 0;
			const turns = readTranscript(model, transcript, language, last);
			for (const t of turns) {
				const acts = t.read.acts.map((a) => `${a.act} ${a.confidence.toFixed(2)}`).join(', ');
				console.log(`  ${t.turn}. "${t.read.text}" — [${flags(t)}] ${acts}`);
			}
			if (stopped) continue;
			const rule = levelRuleOf(turns);
			const a = scoreHeuristic({ model, transcript, language, kind: 'final', lastAssessedTurn: last });
			console.log(`  rule: ${rule ? `${rule.rule} → ${rule.level}` : 'none (the points decide)'}`);
			console.log(
				`  dimensions ${JSON.stringify(a.dimensions)}, not shown: ${a.notShown?.join(', ') || '—'}`
			);
		}
console.log(`\n${agree}/${total} agree`);
