import { describe, expect, it } from 'vitest';
import { helpForRegion, regionFromLocale } from '$lib/games/safe-choices/engine/region-help';
import { loadHelpPack, parseHelpPack } from './help';
import en from '../../../../../question-packs/help/help.en.json';

describe('help packs (docs/safe-choices.md "Help by region")', () => {
	it.each([
		['en', ['GB', 'US', 'CA', 'AU', 'IE', 'NZ']],
		['ru', ['RU', 'BY', 'KZ', 'UA']]
	])(
		'the %s pack validates and has a checked helpline for each of its regions',
		async (language, regions) => {
			const result = await loadHelpPack(language);
			if (!result.ok) throw new Error(result.message);
			expect(result.pack.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			for (const region of regions) {
				const here = helpForRegion(result.pack, region).here;
				expect(
					here.some((r) => r.kind === 'helpline' && /\d{3}/.test(r.contact)),
					region
				).toBe(true);
				// each contact names the page it was checked on
				for (const r of result.pack.resources.filter((x) => x.region === region))
					expect(r.source, r.name).toMatch(/^https:\/\//);
			}
		}
	);

	it("an en-US user sees the US help first, not Childline (GB); a ru-KZ user Kazakhstan's, not Russia's", async () => {
		const first = async (language: string, locale: string) => {
			const result = await loadHelpPack(language);
			if (!result.ok) throw new Error(result.message);
			return helpForRegion(result.pack, regionFromLocale([locale])).here.map((r) => r.contact);
		};
		const us = await first('en', 'en-US');
		expect(us.some((c) => c.startsWith('988'))).toBe(true);
		expect(us.join(' ')).not.toContain('0800 1111');
		const kz = await first('ru', 'ru-KZ');
		expect(kz[0]).toBe('150');
		expect(kz.join(' ')).not.toContain('8-800-2000-122');
	});

	it('a language without a pack is reported, not thrown', async () => {
		expect(await loadHelpPack('pl')).toMatchObject({ ok: false, message: 'no help pack for this language' });
	});

	it('a broken pack says where and what', () => {
		const broken = {
			...en,
			checked: 'last week',
			regions: [...en.regions, 'FR'],
			resources: [
				{ ...en.resources[0], source: 'http://childline.org.uk', region: 'gb' },
				...en.resources.slice(1)
			]
		};
		const result = parseHelpPack(broken, 'help.en.json');
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.message).toContain('checked: a date as YYYY-MM-DD');
		expect(result.message).toContain('regions.6: no resource for FR');
		expect(result.message).toContain('resources.0.region: a two-letter country code');
		expect(result.message).toContain('resources.0.source: an https:// address');
	});

	it('is capped: more than 120 resources are refused', () => {
		const many = Array.from({ length: 121 }, (_, i) => ({ ...en.resources[0], name: `Line ${i}` }));
		const result = parseHelpPack({ ...en, resources: many });
		expect(result.ok).toBe(false);
	});
});
