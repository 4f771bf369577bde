import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseActModel, type ActModel } from '../src/lib/engines/acts/model';
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

/** The shipped act model's files, one per language (docs/acts.md "The model file"). */
const ACT_MODEL_DIR = path.resolve(import.meta.dirname, '..', 'src', 'lib', 'engines', 'acts');
const MODEL_FILE_NAME = /^model-[a-z]{2}\.json$/u;
export const actModelFile = (language: string): string => path.join(ACT_MODEL_DIR, `model-${language}.json`);
export const actModelFiles = (): string[] =>
	readdirSync(ACT_MODEL_DIR)
		.filter((f) => MODEL_FILE_NAME.test(f))
		.sort()
		.map((f) => path.join(ACT_MODEL_DIR, f));

/** Every language's shipped model file, read from disk (scripts, benches, tests in Node). */
export const readShippedActModel = (): ActModel =>
	parseActModel(...actModelFiles().map((f) => JSON.parse(readFileSync(f, 'utf8')) as unknown));
