/**
 * Writes question-packs/acts/corpus/<lang>/generated.jsonl from the template files (docs/acts.md
 * "The corpus"). Part of `npm run train:acts`; seeded, so the same templates give the same bytes.
 * A line that folds to a held-out line, or is a near-copy of one (docs/acts.md "Near-copies"), is
 * left out: the held-out sets stay unseen.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCorpus, TemplatesSchema } from '../src/lib/engines/acts/corpus-build';
import { nearCopyIndex } from '../src/lib/engines/acts/near-copy';
import { foldText } from '../src/lib/engines/kit/text';
import { actHeldOutLines, heldOutLines } from './held-out-lines';

const root = path.resolve(import.meta.dirname, '..', 'question-packs', 'acts');

/** `write: false` only compares: `changed` says whether the file on disk differs. */
export const writeGeneratedCorpus = (
	write = true
): { language: string; lines: number; changed: boolean }[] => {
	// the held-out set and the safety check (docs/acts.md "Bench") stay unseen, even their short lines;
	// no near-copy of theirs nor of a held-out play set's lines either (docs/acts.md "Near-copies")
	const heldOut = new Set(actHeldOutLines().map((l) => foldText(l.text)));
	const nearHeldOut = nearCopyIndex(heldOutLines().map((l) => l.text));
	return readdirSync(path.join(root, 'templates'))
		.filter((f) => f.endsWith('.json'))
		.sort()
		.map((f) => {
			const templates = TemplatesSchema.parse(
				JSON.parse(readFileSync(path.join(root, 'templates', f), 'utf8'))
			);
			const rows = buildCorpus(templates, heldOut).filter((r) => nearHeldOut(r.text).length === 0);
			const dir = path.join(root, 'corpus', templates.language);
			const file = path.join(dir, 'generated.jsonl');
			const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
			const changed = !existsSync(file) || readFileSync(file, 'utf8') !== text;
			if (write && changed) {
				mkdirSync(dir, { recursive: true });
				writeFileSync(file, text);
			}
			return { language: templates.language, lines: rows.length, changed };
		});
};
