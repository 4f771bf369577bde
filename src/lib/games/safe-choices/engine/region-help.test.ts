import { describe, expect, it } from 'vitest';
import type { Resource } from './scenario-schema';
import { combineHelp, helpForRegion, regionFromLocale, regionsOf } from './region-help';

const res = (name: string, region: string): Resource => ({
	name,
	region,
	contact: '0800 1111',
	kind: 'helpline',
	description: 'Free.'
});
const pack = {
	resources: [
		res('Childline', 'GB'),
		res('Kids Help Phone', 'CA'),
		res('A trusted adult', 'any'),
		res('988', 'US'),
		res('Crisis Text Line', 'US')
	]
};
const names = (list: readonly Resource[]) => list.map((r) => r.name);

describe('helpForRegion (docs/safe-choices.md "Help by region")', () => {
	it("puts the user's region first, then help for anywhere, the rest grouped a tap away", () => {
		const help = helpForRegion(pack, 'US');
		expect(names(help.here)).toEqual(['988', 'Crisis Text Line']);
		expect(names(help.anywhere)).toEqual(['A trusted adult']);
		expect(help.elsewhere.map((g) => [g.region, names(g.resources)])).toEqual([
			['GB', ['Childline']],
			['CA', ['Kids Help Phone']]
		]);
	});

	it('an en-US user does not see Childline (GB) first', () => {
		expect(names(helpForRegion(pack, 'US').here)).not.toContain('Childline');
		expect(names(helpForRegion(pack, 'gb').here)).toEqual(['Childline']);
	});

	it('a region with no help, or none known, leaves every region a tap away', () => {
		for (const region of ['FR', null]) {
			const help = helpForRegion(pack, region);
			expect(help.here).toEqual([]);
			expect(help.elsewhere.map((g) => g.region)).toEqual(['GB', 'CA', 'US']);
		}
	});

	it('combines the scenario and the pack, naming a service once per region', () => {
		const scenario = { resources: [res('Childline', 'GB'), res('Brook', 'GB')] };
		const combined = combineHelp(scenario, pack, null);
		expect(names(combined.resources)).toEqual([
			'Childline',
			'Brook',
			'Kids Help Phone',
			'A trusted adult',
			'988',
			'Crisis Text Line'
		]);
		expect(regionsOf(combined)).toEqual(['GB', 'CA', 'US']);
	});
});

describe('regionFromLocale', () => {
	it('takes the first tag that names a country', () => {
		expect(regionFromLocale(['en', 'en-NZ', 'en-GB'])).toBe('NZ');
		expect(regionFromLocale(['ru-KZ'])).toBe('KZ');
	});
	it("else the first language's likely country; a malformed tag is skipped", () => {
		expect(regionFromLocale(['ru'])).toBe('RU');
		expect(regionFromLocale(['not a tag', 'en-AU'])).toBe('AU');
		expect(regionFromLocale(['es-419'])).toBeNull(); // Latin America: no one country
		expect(regionFromLocale([])).toBeNull();
	});
});
