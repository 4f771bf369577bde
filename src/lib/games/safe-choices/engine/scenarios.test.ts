import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFilter } from '$lib/engines/kit';
import { ScenarioSchema, TACTICS } from './scenario-schema';

const dir = path.resolve(import.meta.dirname, '../../../../../question-packs/scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const load = (f: string) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown;

describe('scenario packs (safe-choices.md, "Scenarios")', () => {
	it('has at least 4 English and 4 Russian scenarios', () => {
		expect(files.filter((f) => f.endsWith('.en.json')).length).toBeGreaterThanOrEqual(4);
		expect(files.filter((f) => f.endsWith('.ru.json')).length).toBeGreaterThanOrEqual(4);
	});

	it.each(files)(
		'%s validates, matches its file name, and every NPC line passes the content filter (NSFW off)',
		(f) => {
			const s = ScenarioSchema.parse(load(f));
			expect(f).toBe(`${s.id}.${s.language}.json`);
			const lines = [
				s.opening,
				...s.stages.flatMap((st) => Object.values(st.lines).flat()),
				...Object.values(s.reactions).flat()
			];
			for (const line of lines)
				expect(contentFilter(line, s.language, false, { maxLength: 300 }), line).toMatchObject({
					ok: true,
					reason: null
				});
			expect(s.resources.some((r) => r.region === 'any')).toBe(true);
			for (const t of s.npc.tactics) expect(TACTICS).toContain(t);
			// The NPC answers sarcasm, questions and an adult in the room with its own lines
			for (const k of ['sarcasm', 'question', 'adult_present'] as const)
				expect(s.reactions[k]?.length, k).toBeGreaterThan(0);
			// gender-neutral Russian: no "такой(такая)", "пришёл(пришла)" slashes anywhere in the pack
			if (s.language === 'ru') expect(JSON.stringify(s)).not.toMatch(/\p{L}\((?:\p{L}{1,6})\)/u);
		}
	);

	it('rejects a scenario with a missing field, naming it', () => {
		const raw = load(files[0]) as Record<string, unknown>;
		const { objectives: _drop, ...rest } = raw;
		const parsed = ScenarioSchema.safeParse(rest);
		expect(parsed.success).toBe(false);
		expect(parsed.error?.issues[0].path).toEqual(['objectives']);
	});

	it('rejects an imported scenario that names a shown item twice or carries an unbounded text', () => {
		type Raw = { objectives: string[]; resources: unknown[]; npc: Record<string, unknown> };
		const raw = load(files[0]) as Raw;
		const issue = (patch: Partial<Raw>) => ScenarioSchema.safeParse({ ...raw, ...patch }).error?.issues[0];
		// the brief keys its objectives and the help list its resources: a repeat threw each_key_duplicate
		expect(issue({ objectives: [raw.objectives[0], raw.objectives[0]] })?.path).toEqual(['objectives', 1]);
		expect(issue({ resources: [...raw.resources, raw.resources[0]] })?.path).toEqual([
			'resources',
			raw.resources.length
		]);
		expect(issue({ npc: { ...raw.npc, persona: 'W'.repeat(100_000) } })?.path).toEqual(['npc', 'persona']);
	});
});
