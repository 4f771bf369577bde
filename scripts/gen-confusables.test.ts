import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTable, generate, TABLE_PATH } from './gen-confusables';

describe('the TR39 look-alike table (scripts/gen-confusables.ts)', () => {
	it('is committed as a fresh generation makes it (run npm run gen:confusables)', async () => {
		expect(readFileSync(TABLE_PATH, 'utf8')).toBe(await generate());
	});
	it('keeps a row only for a Latin or Cyrillic target, never a letter drawn as a digit', () => {
		const data = { ꜱ: 's', б: '6', п: 'π', π: 'π', ｓ: 's', 𝐬: 's', Н: 'H', ԁ: 'd', ⲁ: 'ɑ', ɑ: 'ɑ' };
		const { upper, lower } = buildTable(data);
		expect(lower.s).toContain('ꜱ');
		expect(lower.d).toContain('ԁ');
		expect(lower['п']).toBe('π'); // Greek π named by the Cyrillic letter that has its prototype
		expect(upper.h).toContain('Н');
		expect(Object.values(lower).join('')).not.toContain('б');
		// NFKC already folds fullwidth and mathematical letters: no row
		expect(Object.values(lower).join('')).not.toMatch(/[ｓ𝐬]/u);
		// a prototype outside Latin and Cyrillic that no Cyrillic letter has: no row
		expect(Object.values(lower).join('')).not.toContain('ⲁ');
	});
});
