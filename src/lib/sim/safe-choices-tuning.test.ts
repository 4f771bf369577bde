import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playSim } from './testing/play-sim';

/**
 * The first play set (src/lib/games/safe-choices/engine/testing/play-tuning, README there): written and labelled
 * before anything ran on it, measured once (29/44), then its misses were read and the reader
 * changed — so it is tuning data now, a regression check at its current figure, not an estimate.
 */
type Labelled = { id: string; scenario: string; risk: string | null; stopped: boolean; player: string[] };
const FLOOR = { en: 17, ru: 15 };

const load = (language: 'en' | 'ru'): Labelled[] =>
	JSON.parse(
		readFileSync(
			path.resolve(import.meta.dirname, `../games/safe-choices/engine/testing/play-tuning/${language}.json`),
			'utf8'
		)
	);

describe('play tuning transcripts (once held out, now tuned on)', () => {
	for (const language of ['en', 'ru'] as const)
		it(`${language}: every disclosure stops the scene; agreement ≥ ${FLOOR[language]}`, async () => {
			let agree = 0;
			for (const h of load(language)) {
				const out = await playSim(language, h.scenario, h.player);
				expect(out.stopped === 'disclosure', h.id).toBe(h.stopped);
				const level = out.stopped ? null : (out.final?.riskLevel ?? null);
				if (level === h.risk) agree++;
				else console.log(`  ✗ ${h.id}: label ${h.risk}, got ${level} (${out.final?.riskScore})`);
			}
			console.log(`play holdout ${language}: ${agree}/${load(language).length}`);
			expect(agree).toBeGreaterThanOrEqual(FLOOR[language]);
		});
});
