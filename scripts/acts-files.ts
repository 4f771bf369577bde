import { readFileSync } from 'node:fs';
import { CorpusRowSchema, type CorpusRow } from '../src/lib/engines/acts/schema';

/** Reads a .jsonl file of labelled lines; a bad row names its file and line (docs/acts.md). */
export const readJsonl = (file: string): CorpusRow[] =>
	readFileSync(file, 'utf8')
		.split('\n')
		.flatMap((line, i) => {
			if (!line.trim()) return [];
			const parsed = CorpusRowSchema.safeParse(JSON.parse(line));
			if (!parsed.success)
				throw new Error(`${file}:${i + 1}: ${parsed.error.issues[0]?.message ?? 'invalid row'}`);
			return [parsed.data];
		});
