import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadActModel } from '$lib/engines/acts';
import { stopsTheScene } from './safeguard';
import { ScenarioSchema } from './scenario-schema';

const model = await loadActModel();
const dir = path.resolve(import.meta.dirname, '../../../../../question-packs/scenarios');

/** Every string under a pack's `suggestions` (the reply chips, docs/safe-choices.md "Suggested replies"). */
const replies = (o: unknown): string[] =>
	typeof o === 'string'
		? [o]
		: Array.isArray(o)
			? o.flatMap(replies)
			: o && typeof o === 'object'
				? Object.values(o).flatMap(replies)
				: [];

describe('suggested replies never stop the scene (docs/safe-choices.md "Suggested replies")', () => {
	for (const file of readdirSync(dir)
		.filter((f) => f.endsWith('.json'))
		.sort())
		it(`${file}: a tapped reply is played, not read as a disclosure`, () => {
			const pack = ScenarioSchema.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
			const lines = replies(pack.suggestions);
			expect(lines.length).toBeGreaterThan(0);
			expect(lines.filter((line) => stopsTheScene(model, line, pack.language))).toEqual([]);
		});
});
