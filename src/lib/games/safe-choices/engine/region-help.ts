import type { Resource } from './scenario-schema';

/**
 * Help by region (docs/safe-choices.md "Help by region"): every help screen — the chat's help
 * sheet, the end screen, the safeguarding screen — orders its resources with `helpForRegion`, so
 * the user's own country comes first and the others are a tap away.
 */
export type HelpSource = { readonly resources: readonly Resource[] };
export type RegionGroup = { region: string; resources: Resource[] };
export type RegionHelp = {
	region: string | null;
	/** The help of the user's region, in the pack's order. */
	here: Resource[];
	/** Help for every region (a trusted adult, 112). */
	anywhere: Resource[];
	/** The other regions' help, one group per region in the pack's order. */
	elsewhere: RegionGroup[];
};

const ALPHA2 = /^[A-Z]{2}$/;

/** The resources sorted for `region` (null: not known — every region is "elsewhere"). Pure. */
export const helpForRegion = (pack: HelpSource, region: string | null): RegionHelp => {
	const wanted = region?.toUpperCase() ?? null;
	const here: Resource[] = [];
	const anywhere: Resource[] = [];
	const groups = new Map<string, Resource[]>();
	for (const r of pack.resources) {
		if (r.region === 'any') anywhere.push(r);
		else if (r.region.toUpperCase() === wanted) here.push(r);
		else groups.set(r.region, [...(groups.get(r.region) ?? []), r]);
	}
	const elsewhere = [...groups].map(([region, resources]) => ({ region, resources }));
	return { region: wanted, here, anywhere, elsewhere };
};

/**
 * One list from several sources (the scenario's resources, then the help pack): a service named
 * twice for the same region is kept once, where it first appears.
 */
export const combineHelp = (...sources: (HelpSource | null | undefined)[]): HelpSource => {
	const seen = new Set<string>();
	const resources: Resource[] = [];
	for (const source of sources)
		for (const r of source?.resources ?? []) {
			const key = `${r.name.trim().toLowerCase()}\n${r.region}`;
			if (seen.has(key)) continue;
			seen.add(key);
			resources.push(r);
		}
	return { resources };
};

/** The countries the sources have help for, in the order they first appear. */
export const regionsOf = (source: HelpSource): string[] => [
	...new Set(source.resources.map((r) => r.region).filter((r) => ALPHA2.test(r)))
];

/**
 * The user's region from their locale tags (`navigator.languages`): the first tag that names a
 * country ("en-NZ" → NZ); else the likely country of the first language ("ru" → RU); else null.
 */
export const regionFromLocale = (tags: readonly string[]): string | null => {
	const parse = (tag: string): Intl.Locale | null => {
		try {
			return new Intl.Locale(tag);
		} catch {
			return null; // a malformed tag from the browser is skipped, never thrown
		}
	};
	const locales = tags.map(parse).filter((l): l is Intl.Locale => l !== null);
	const named = locales.find((l) => l.region && ALPHA2.test(l.region));
	if (named) return named.region!;
	const likely = locales[0]?.maximize().region;
	return likely && ALPHA2.test(likely) ? likely : null;
};
