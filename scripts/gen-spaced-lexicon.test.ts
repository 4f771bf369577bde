import { describe, expect, it } from 'vitest';
import type { CorpusRow } from '../src/lib/engines/acts/schema';
import { buildLexicon } from './gen-spaced-lexicon';

const row = (text: string, acts: CorpusRow['acts'], language = 'en'): CorpusRow => ({ text, language, acts });

describe('the spaced-letters lexicon (scripts/gen-spaced-lexicon.ts)', () => {
	it("lists a disclosure's words said twice, commonest first, and only the language's own", () => {
		const rows = [
			row('my stepdad hits me', ['disclose_harm']),
			row('my stepdad hits me again', ['disclose_harm']),
			row('i want to vanish', ['distress']),
			row('no', ['refuse']),
			row('мне плохо', ['distress'], 'ru')
		];
		// with only the one commonest word listed besides them: "vanish" said once is not
		expect(buildLexicon(rows, 'en', 1)).toEqual(['hits', 'me', 'my', 'stepdad']);
		const words = buildLexicon(rows, 'en');
		expect(words).toEqual(expect.arrayContaining(['vanish', 'no']));
		expect(words).not.toContain('мне');
	});

	it('lists a one-letter word only when the language has it, and no word with a digit', () => {
		const rows = [row('i m so d0ne u know', ['distress']), row('i m so d0ne u know', ['distress'])];
		const words = buildLexicon(rows, 'en');
		expect(words).toEqual(expect.arrayContaining(['i', 'u', 'so', 'know']));
		expect(words).not.toContain('m');
		expect(words).not.toContain('d0ne');
	});
});
