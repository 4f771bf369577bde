import { describe, expect, it } from 'vitest';
import { parseLooseJson, stripFences } from './parse-json';

describe('parseLooseJson', () => {
	it('parses clean JSON without calling it repaired', () => {
		expect(parseLooseJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 }, repaired: false });
	});
	it('strips ```json fences and surrounding prose', () => {
		expect(stripFences('Here:\n```json\n{"a":1}\n```\nBye')).toBe('{"a":1}');
		expect(parseLooseJson('Here:\n```\n[1,2]\n```')).toMatchObject({ ok: true, value: [1, 2] });
	});
	it('finds the object inside prose', () => {
		expect(parseLooseJson('The answer is {"a": "b"}. Thanks!')).toMatchObject({
			ok: true,
			value: { a: 'b' }
		});
	});
	it('repairs quotes, trailing commas and cut-off objects', () => {
		expect(parseLooseJson("{a: 'x', b: [1,2,],}")).toMatchObject({ ok: true, value: { a: 'x', b: [1, 2] } });
		expect(parseLooseJson('{"a": "x", "b": [1, 2')).toMatchObject({ ok: true, value: { a: 'x', b: [1, 2] } });
	});
	it('fails on text with no JSON in it', () => {
		expect(parseLooseJson('I am sorry, I cannot do that.').ok).toBe(false);
	});
});
