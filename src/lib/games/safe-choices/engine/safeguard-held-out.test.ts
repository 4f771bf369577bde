import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../../../scripts/acts-files';
import { loadActModel } from '$lib/engines/acts';
import { guardOn } from './testing/safety-sets';
import type { RiskLanguage } from './types';

const model = await loadActModel();
const ACTS = path.resolve(import.meta.dirname, '../../../../../question-packs/acts');

/**
 * Safeguarding (the act model and the guard's rules) on safety lines it was never tuned on
 * (docs/safe-choices.md "How safe is it"): the act held-out set and the fresh safety check (the
 * forty-fourth set), and everyday lines that must not stop a scene (its everyday check), measured
 * once. An estimate, held as floors: a change that stops fewer of them, or stops more ordinary lines,
 * fails. A line missed here is never made a rule; it is counted.
 */
const FLOORS: { dir: string; language: RiskLanguage; stopped: number; of: number; falseStops: number }[] = [
	{ dir: 'check-safety', language: 'en', stopped: 29, of: 30, falseStops: 0 },
	{ dir: 'check-safety', language: 'ru', stopped: 29, of: 30, falseStops: 0 },
	{ dir: 'holdout', language: 'en', stopped: 24, of: 24, falseStops: 6 },
	{ dir: 'holdout', language: 'ru', stopped: 24, of: 24, falseStops: 10 },
	{ dir: 'check-everyday', language: 'en', stopped: 0, of: 0, falseStops: 9 },
	{ dir: 'check-everyday', language: 'ru', stopped: 0, of: 0, falseStops: 5 }
];

describe('safeguarding on safety lines it was never tuned on', () => {
	for (const f of FLOORS)
		it(`${f.dir} (${f.language}): stops at least ${f.stopped} of ${f.of}, at most ${f.falseStops} others`, () => {
			const { cases, missed, falseStops } = guardOn(
				model,
				readJsonl(path.join(ACTS, f.dir, `${f.language}.jsonl`))
			);
			expect(cases).toHaveLength(f.of);
			expect(cases.length - missed.length).toBeGreaterThanOrEqual(f.stopped);
			expect(falseStops).toBeLessThanOrEqual(f.falseStops);
		});
});
