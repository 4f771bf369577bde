/**
 * Takes out of the hand-written act corpus every line that a held-out line would find there
 * (docs/acts.md "The held-out set": run when a fresh set is put in place, before training):
 * near-copies of a held-out line (`nearCopyIndex`, what corpus-near-copy.test.ts forbids), then
 * lines that fold to a held-out line or a "What it must read" line (what corpus.test.ts forbids).
 * `npx tsx scripts/acts-drop-held-out-copies.ts`; prints what it dropped per file.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nearCopyIndex } from '../src/lib/engines/acts/near-copy';
import { WHY_LINES } from '../src/lib/engines/acts/testing/why-lines';
import { foldText } from '../src/lib/engines/kit/text';
import { actHeldOutLines, heldOutLines } from './held-out-lines';

const CORPUS = path.resolve(import.meta.dirname, '..', 'question-packs', 'acts', 'corpus');

/** Rewrites each hand-written corpus file without the lines `drop` names; returns how many went. */
const dropFromCorpus = (drop: (text: string) => boolean): number => {
	let total = 0;
	for (const lang of readdirSync(CORPUS).sort())
		for (const f of readdirSync(path.join(CORPUS, lang))
			.filter((f) => f.endsWith('.jsonl') && f !== 'generated.jsonl')
			.sort()) {
			const file = path.join(CORPUS, lang, f);
			const lines = readFileSync(file, 'utf8')
				.split('\n')
				.filter((l) => l.trim());
			const keep = lines.filter((l) => !drop(JSON.parse(l).text as string));
			if (keep.length === lines.length) continue;
			writeFileSync(file, keep.join('\n') + '\n');
			console.log(`${lang}/${f}: -${lines.length - keep.length}`);
			total += lines.length - keep.length;
		}
	return total;
};

const near = nearCopyIndex(heldOutLines().map((l) => l.text));
console.log(`near-copies dropped: ${dropFromCorpus((text) => near(text).length > 0)}`);
const folded = new Set([...actHeldOutLines(), ...WHY_LINES].map((l) => foldText(l.text)));
console.log(`folded copies dropped: ${dropFromCorpus((text) => folded.has(foldText(text)))}`);
