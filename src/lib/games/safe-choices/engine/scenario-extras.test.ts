import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadActModel } from '$lib/engines/acts';
import { contentFilter } from '$lib/engines/kit';
import { readPlayerMove } from './npc-read';
import { ScenarioSchema, type Scenario } from './scenario-schema';

const dir = path.resolve(import.meta.dirname, '../../../../../question-packs/scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const raw = (f: string) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>;
const scenario = (f: string): Scenario => ScenarioSchema.parse(raw(f));
const model = await loadActModel();

describe('myths and suggested replies in the built-in scenarios (docs/safe-choices.md)', () => {
	it.each(files)('%s lists the myths its character says, each with a fact and an https source', (f) => {
		const s = scenario(f);
		expect(s.myths?.length).toBeGreaterThanOrEqual(3);
		for (const myth of s.myths ?? []) {
			// every myth is one the character can say offline (the schema checks the lines are the scenario's)
			expect(myth.lines.length, myth.id).toBeGreaterThan(0);
			expect(myth.source.url).toMatch(/^https:\/\//);
			expect(contentFilter(myth.fact, s.language, false, { maxLength: 400 }).ok, myth.fact).toBe(true);
		}
	});

	it.each(files)('%s has a set of replies per stage, a firm one for every tactic the stage uses', (f) => {
		const s = scenario(f);
		expect(s.suggestions?.length).toBe(s.stages.length);
		s.stages.forEach((stage, i) => {
			const set = s.suggestions![i];
			for (const tactic of Object.keys(stage.lines))
				expect(set.firm[tactic]?.length, `${i} ${tactic}`).toBeGreaterThan(0);
			for (const kind of ['help', 'hedge', 'yes'] as const)
				expect(set[kind].length).toBeGreaterThanOrEqual(2);
		});
	});

	// A tapped reply is scored like a typed one: each kind must read as what it offers, answering a
	// line of its stage (the tactic's own line for a firm no), as the chat reads it.
	it.each(files)('%s: each suggested reply reads as its kind (no, help, hedge, yes)', (f) => {
		const s = scenario(f);
		const misread: string[] = [];
		s.suggestions?.forEach((set, i) => {
			const lines = s.stages[i].lines;
			const any = Object.values(lines).flat()[0] ?? s.opening;
			const check = (l: string, kinds: string[], npc = any) => {
				const move = readPlayerMove(model, l, s.language, { npc });
				if (!kinds.includes(move)) misread.push(`${l} → ${move}`);
			};
			for (const [tactic, replies] of Object.entries(set.firm))
				for (const l of replies ?? [])
					// a no, the tactic named, a trusted adult named or leaving: all hold firm
					check(
						l,
						['refusal', 'named', 'told', 'sarcasm', 'leave'],
						lines[tactic as keyof typeof lines]?.[0]
					);
			for (const l of set.help) check(l, ['told', 'leave']);
			for (const l of set.hedge) check(l, ['doubt']);
			for (const l of set.yes) check(l, ['agreement']);
		});
		expect(misread).toEqual([]);
	});
});

describe('the pack format checks myths and replies, with clear messages', () => {
	const base = raw('party-pressure.en.json');
	const issues = (patch: Record<string, unknown>) =>
		ScenarioSchema.safeParse({ ...base, ...patch }).error?.issues.map(
			(i) => `${i.path.join('.')}: ${i.message}`
		) ?? [];
	const myth = (base.myths as Record<string, unknown>[])[0];
	const sets = base.suggestions as Record<string, unknown>[];

	it('a myth line the character never says is named', () => {
		expect(issues({ myths: [{ ...myth, lines: ['Drinking makes you taller.'] }] })).toEqual([
			'myths.0.lines.0: not a line of this scenario (copy it exactly)'
		]);
		expect(issues({ myths: [{ ...myth, lines: [], cues: [] }] })).toEqual(['myths.0: needs lines or cues']);
		expect(issues({ myths: [myth, myth] })).toEqual([`myths.1: duplicate "${String(myth.id)}"`]);
	});

	it('one set of replies per stage, firm lines only for known tactics', () => {
		expect(issues({ suggestions: sets.slice(0, 2) })).toEqual([
			'suggestions: one set per stage: 3 expected, 2 given'
		]);
		expect(issues({ suggestions: [{ ...sets[0], firm: { bribery: ['No.'] } }, ...sets.slice(1)] })).toEqual([
			'suggestions.0.firm.bribery: not a tactic: bribery'
		]);
	});

	it('is capped: a reply over 120 characters, or more than 12 myths, is refused', () => {
		const long = { ...sets[0], yes: ['Ok '.repeat(50)] };
		expect(issues({ suggestions: [long, ...sets.slice(1)] })[0]).toMatch(/^suggestions\.0\.yes\.0: /);
		const many = Array.from({ length: 13 }, (_, i) => ({ ...myth, id: `m${i}` }));
		expect(issues({ myths: many })[0]).toMatch(/^myths: /);
	});

	it('an imported scenario without myths or replies still loads', () => {
		const { myths: _m, suggestions: _s, ...rest } = base;
		expect(ScenarioSchema.safeParse(rest).success).toBe(true);
	});
});
