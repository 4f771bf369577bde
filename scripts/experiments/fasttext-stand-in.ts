/**
 * Where the act model lives and what stands in for it in the fastText experiment (docs/acts.md
 * "fastText as a drop-in"); the redirect itself is in `fasttext-register.ts` (scripts) and
 * `fasttext-vitest.config.ts` (tests).
 */
import path from 'node:path';

export const ACT_MODEL_FILE = path.resolve(import.meta.dirname, '../../src/lib/engines/acts/model.ts');
export const STAND_IN_FILE = path.resolve(import.meta.dirname, 'fasttext-model.ts');
