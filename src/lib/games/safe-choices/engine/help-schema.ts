import { z } from 'zod';
import { uniqueList } from '$lib/engines/kit/schema-caps';
import { ResourceSchema } from './scenario-schema';

/**
 * A help pack (docs/safe-choices.md "Help by region"): the national helplines of one language's
 * regions, each with the page its number was checked on, and the date the pack was last checked.
 * Every help screen shows it (with the scenario's own resources) through `helpForRegion`.
 */

/** An ISO 3166-1 alpha-2 region ("GB", "RU") or "any" (help that does not depend on the country). */
export const RegionCodeSchema = z
	.string()
	.regex(/^([A-Z]{2}|any)$/, 'a two-letter country code in capitals (GB, RU) or "any"');

export const HelpResourceSchema = ResourceSchema.extend({
	region: RegionCodeSchema,
	/** Where the contact was checked: the service's own page. */
	source: z.url({ protocol: /^https$/, error: 'an https:// address' }).max(300)
});
export type HelpResource = z.infer<typeof HelpResourceSchema>;

export const HelpPackSchema = z
	.object({
		language: z.enum(['en', 'ru']),
		/** When every contact was last checked against its source (YYYY-MM-DD). */
		checked: z.iso.date('a date as YYYY-MM-DD'),
		/** The regions this pack serves, in the order the region menu lists them. */
		regions: uniqueList(
			RegionCodeSchema.refine((r) => r !== 'any', 'list countries only'),
			40
		).min(1),
		resources: uniqueList(HelpResourceSchema, 120, (r) => `${r.name}\n${r.region}`).min(1)
	})
	.superRefine((pack, ctx) => {
		pack.regions.forEach((region, i) => {
			if (!pack.resources.some((r) => r.region === region))
				ctx.addIssue({ code: 'custom', path: ['regions', i], message: `no resource for ${region}` });
		});
		pack.resources.forEach((r, i) => {
			if (r.region !== 'any' && !pack.regions.includes(r.region))
				ctx.addIssue({
					code: 'custom',
					path: ['resources', i, 'region'],
					message: `${r.region} is not in regions`
				});
		});
	});
export type HelpPack = z.infer<typeof HelpPackSchema>;
