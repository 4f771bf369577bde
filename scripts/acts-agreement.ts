/**
 * `npx tsx scripts/acts-agreement.ts` (docs/acts.md "Bench": how far labels allow): macro-F1 of a
 * second annotator's labels (`question-packs/acts/agreement/set-9-second-<lang>.jsonl`, the ninth
 * held-out set's lines labelled again without its labels) against its writers' labels
 * (`corpus/<lang>/retired-holdout-9.jsonl`), on the lines both hold.
 */
import path from 'node:path';
import { scoreLanguage } from '../src/lib/engines/acts/metrics';
import type { CorpusRow } from '../src/lib/engines/acts/schema';
import { readJsonl } from './acts-files';

const ACTS = path.resolve(import.meta.dirname, '..', 'question-packs', 'acts');
const key = (r: CorpusRow) => `${r.text}\u0000${r.previous ?? ''}`;

export const agreement = (writers: readonly CorpusRow[], second: readonly CorpusRow[]) => {
	const theirs = new Map(second.map((r) => [key(r), r.acts]));
	const both = writers.filter((r) => theirs.has(key(r)));
	const language = both[0]?.language ?? '';
	const m = scoreLanguage(language, both, (r) =>
		(theirs.get(key(r)) ?? []).map((act) => ({ act, confidence: 1 }))
	);
	return { lines: both.length, macroF1: m.macroF1, acts: m.acts };
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
	for (const language of ['en', 'ru']) {
		const a = agreement(
			readJsonl(path.join(ACTS, 'corpus', language, 'retired-holdout-9.jsonl')),
			readJsonl(path.join(ACTS, 'agreement', `set-9-second-${language}.jsonl`))
		);
		const low = [...a.acts].sort((x, y) => x.f1 - y.f1).slice(0, 4);
		console.log(
			`${language}: ${a.lines} lines, macro-F1 ${a.macroF1}; lowest ${low.map((x) => `${x.act} ${x.f1}`).join(', ')}`
		);
	}
