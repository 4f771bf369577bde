import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PiratePackSchema, type PiratePack } from '../schema';
import type { PirateLanguage } from '../schema';

/** Node-side pack loader for tests, the sim's defaults and the bench (the app uses src/lib/packs). */
export const readPackJson = (language: PirateLanguage): unknown =>
	JSON.parse(
		readFileSync(
			path.resolve(import.meta.dirname, `../../../../../../question-packs/pirate/${language}.json`),
			'utf8'
		)
	);

export const loadPackSync = (language: PirateLanguage): PiratePack =>
	PiratePackSchema.parse(readPackJson(language));
