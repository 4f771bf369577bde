import { describe, expect, it } from 'vitest';
import { readCorpus } from '../../../../scripts/train-acts';
import { heldOutLines } from '../../../../scripts/held-out-lines';
import { nearCopyIndex } from './near-copy';

describe('act corpus against the held-out sets (docs/acts.md "Near-copies")', () => {
	// every line the model is trained on (≈ 75,000) against every held-out line: 10–15 s on two cores,
	// near the suite's 20 s limit as the corpus grows, so this one check has room of its own
	it(
		'holds no near-copy of a held-out line, safety-check line or held-out play-set line',
		{ timeout: 120_000 },
		() => {
			const heldOut = heldOutLines();
			expect(heldOut.some((l) => l.source.startsWith('play-holdout-'))).toBe(true);
			const sourceOf = new Map(heldOut.map((l) => [l.text, l.source]));
			const find = nearCopyIndex(heldOut.map((l) => l.text));
			// what the model is trained on: the corpus files and the guard's tuned sets (scripts/train-acts.ts)
			const hits = [...new Set(readCorpus().map((r) => r.text))].flatMap((text) =>
				find(text).map(
					(h) =>
						`${JSON.stringify(text)} ~ ${JSON.stringify(h.heldOut)} (${sourceOf.get(h.heldOut)}, ${h.reason})`
				)
			);
			expect([...new Set(hits)]).toEqual([]);
		}
	);
});
