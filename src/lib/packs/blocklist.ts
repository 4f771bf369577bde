import { BlocklistPackSchema, type BlocklistPack } from '$lib/engines/kit/blocklist-schema';
import type { PackKind } from './registry';
import { checkWithSchema } from './validate';

/**
 * Blocklist packs (question-packs/blocklists/<lang>.json) of the content filter. Built into the app
 * (engines/kit/blocklists.ts); checked by `npm run packs:check`, not imported by users — a filter a
 * guest could weaken would not be a filter.
 */
export const blocklistPackKind: PackKind = {
	kind: 'blocklist',
	folder: 'blocklists',
	check: (json) => checkWithSchema(BlocklistPackSchema, json),
	describe: (pack) => {
		const p = pack as BlocklistPack;
		return { id: `blocklist-${p.language}`, language: p.language, name: `Blocklist (${p.language})` };
	}
};
