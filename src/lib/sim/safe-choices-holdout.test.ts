import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playSim } from './testing/play-sim';

/**
 * The held-out play transcripts, set 2 (src/lib/games/safe-choices/engine/testing/play-holdout, README there):
 * written and labelled before anything ran on them, after set 1 (play-tuning) had been tuned on;
 * committed on their own, never tuned on. A change that drops below the floors is worse on unseen
 * text — do not edit the set to pass; if it is ever tuned on, rename it and write a fresh one.
 */
type Labelled = { id: string; scenario: string; risk: string | null; stopped: boolean; player: string[] };
/**
 * Measured once, 2026-12-05 00:42 UTC, before anything was changed for it: en 18/22, ru 14/22
 * (32/44 = 72.7 %), every disclosure and distress stopped, no false stop, no low↔high swap. Missed
 * (all one level off): a no that gave way scored high not medium (en, ru); hesitation-only turns
 * scored high (en, ru; a flattered "maybe later" in ru); telling dad, questions then a no, a rude
 * no, a myth corrected, a translit no scored medium not low. Below the 90 % the issue asks for.
 */
const FLOOR = { en: 18, ru: 14 };

const load = (language: 'en' | 'ru'): Labelled[] =>
	JSON.parse(
		readFileSync(
			path.resolve(import.meta.dirname, `../games/safe-choices/engine/testing/play-holdout/${language}.json`),
			'utf8'
		)
	);

describe('held-out play transcripts, set 2 (measured once, never tuned on)', () => {
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
