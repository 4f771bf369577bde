import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../../scripts/acts-files';
import { heldOutLines } from '../../../../scripts/held-out-lines';
import { nearCopyIndex } from './near-copy';

const corpus = path.resolve(import.meta.dirname, '../../../../question-packs/acts/corpus');

describe('act corpus against the held-out sets (docs/acts.md "Near-copies")', () => {
	it('holds no near-copy of a held-out line, safety-check line or held-out play-set line', () => {
		const heldOut = heldOutLines();
		expect(heldOut.some((l) => l.source.startsWith('play-holdout-'))).toBe(true);
		const sourceOf = new Map(heldOut.map((l) => [l.text, l.source]));
		const find = nearCopyIndex(heldOut.map((l) => l.text));
		const hits = readdirSync(corpus, { recursive: true, encoding: 'utf8' })
			.filter((f) => f.endsWith('.jsonl'))
			.sort()
			.flatMap((f) =>
				readJsonl(path.join(corpus, f)).flatMap((r) =>
					find(r.text).map(
						(h) =>
							`${f}: ${JSON.stringify(r.text)} ~ ${JSON.stringify(h.heldOut)} (${sourceOf.get(h.heldOut)}, ${h.reason})`
					)
				)
			);
		expect([...new Set(hits)]).toEqual([]);
	});
});
