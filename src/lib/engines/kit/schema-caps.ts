import { z } from 'zod';

/**
 * Caps for what arrives from outside (a share or charter link, an imported pack): every string and
 * list has a bound, and a list of ids names each once. A page keys its lists by id (Svelte refuses a
 * key seen twice: the page stayed on "Loading…"), and an unbroken 100,000-character string — a
 * 659-character link inflates to that — made a page 946,929 px wide (docs/architecture.md "zod at
 * the edge").
 */

/** A list whose items are named once each (`key` gives the name; the item itself by default). */
export const uniqueList = <T extends z.ZodType>(
	item: T,
	max: number,
	key: (v: z.infer<T>) => unknown = (v) => v
) =>
	z
		.array(item)
		.max(max)
		.superRefine((list, ctx) => {
			const seen = new Set<unknown>();
			list.forEach((v, i) => {
				const k = key(v);
				if (seen.has(k))
					ctx.addIssue({ code: 'custom', path: [i], message: `duplicate "${String(k).slice(0, 60)}"` });
				seen.add(k);
			});
		});

/** A record of at most `max` entries (keys and values by their own schemas). */
export const cappedRecord = <K extends z.ZodType<string>, V extends z.ZodType>(
	key: K,
	value: V,
	max: number
) => z.record(key, value).refine((r) => Object.keys(r).length <= max, `more than ${max} entries`);
