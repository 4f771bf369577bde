import { z } from 'zod';
import { BlocklistPackSchema } from '$lib/engines/kit/blocklist-schema';
import { builtInBlocklists, compileLanguageLists, type LanguageLists } from '$lib/engines/kit/blocklists';
import { contentFilter } from '$lib/engines/kit/content-filter';
import { formatIssues } from './run-scenario';
import { SimInputError, type SimEngine } from './types';

/**
 * docs/sim.md "content-filter": runs lines through the content filter (nhie.md), for pack
 * authors checking their questions and blocklists. `pack` (a path or an inline blocklist pack)
 * replaces the built-in list of its language.
 */
export const ContentFilterScenarioSchema = z.looseObject({
	engine: z.literal('content-filter'),
	language: z.string().regex(/^[a-z]{2}$/u, 'a two-letter language code'),
	nsfw_enabled: z.boolean().default(false),
	lines: z.array(z.string().max(10_000)).min(1).max(10_000),
	max_length: z.number().int().min(1).max(10_000).default(500),
	pack: z.union([z.string().min(1), z.record(z.string(), z.unknown())]).optional()
});
export type ContentFilterScenario = z.infer<typeof ContentFilterScenarioSchema>;

const engine: SimEngine<ContentFilterScenario> = {
	schema: ContentFilterScenarioSchema,
	run: async (scenario, ctx) => {
		let blocklists: Partial<Record<string, LanguageLists>> = builtInBlocklists();
		if (scenario.pack !== undefined) {
			const raw =
				typeof scenario.pack === 'string' ? await ctx.readJson(scenario.pack, 'pack') : scenario.pack;
			const parsed = BlocklistPackSchema.safeParse(raw);
			if (!parsed.success) throw new SimInputError(`pack is invalid:\n${formatIssues(parsed.error, 'pack')}`);
			blocklists = { ...builtInBlocklists(), [parsed.data.language]: compileLanguageLists(parsed.data) };
		}
		return {
			results: scenario.lines.map((text) => {
				const r = contentFilter(text, scenario.language, scenario.nsfw_enabled, {
					maxLength: scenario.max_length,
					blocklists
				});
				return r.ok
					? { text, ok: true, reason: null }
					: { text, ok: false, reason: r.reason, ...(r.match ? { match: r.match } : {}) };
			})
		};
	}
};

export default engine;
