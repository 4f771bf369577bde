import { describe, expect, it } from 'vitest';
import type { CorpusRow } from '../src/lib/engines/acts/schema';
import { agreement } from './acts-agreement';

const row = (text: string, acts: CorpusRow['acts'], previous?: string): CorpusRow => ({
	text,
	language: 'en',
	acts,
	...(previous ? { previous } : {})
});

describe('agreement of two annotators (docs/acts.md "Bench")', () => {
	const writers = [row('no', ['refuse']), row('vote kai', ['accuse']), row('ok', ['agree'], 'one sip?')];

	it('is 1 when the second annotator gives every line the same acts', () => {
		expect(agreement(writers, writers).macroF1).toBe(1);
	});

	it('falls when an act is read differently, and counts only the lines both hold', () => {
		const second = [
			row('no', ['refuse']),
			row('vote kai', ['agree']),
			row('ok', ['agree'], 'something else')
		];
		const a = agreement(writers, second);
		expect(a.lines).toBe(2);
		expect(a.acts.find((x) => x.act === 'accuse')?.recall).toBe(0);
		expect(a.macroF1).toBeLessThan(1);
	});
});
