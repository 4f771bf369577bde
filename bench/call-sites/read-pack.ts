import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A question-packs/ file as JSON (Node: import.meta.glob is a Vite feature). */
export const readPack = (file: string): unknown =>
	JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../question-packs', file), 'utf8'));
