import { describe, expect, it } from 'vitest';
import { seedPrng } from '$lib/engines/kit/prng';
import { objectionsTo } from './actions';
import { decideSlot, type SlotDecision } from './narrator';
import { FIVE_IDS as IDS, FIVE_PLAYERS as PLAYERS, PERSONAS, READ, scriptedRecord } from './testing/fixtures';
import { fillTemplate, mentionName, sentenceCase } from './templates';
import type { AnalysedMessage } from './types';

/**
 * Seed 003: the narrator accuses on observed behaviour only. An approval over ONE "no" is not
 * "while others said no"; Russian grammar after a colon; whispers fit any player.
 */
const messages: AnalysedMessage[] = PLAYERS.map((p, i) => ({
	id: i + 1,
	player: p.id,
	text: 'ok',
	round: 1,
	at: 0.05 * (i + 1)
}));
/** Ana's team (Ana, Bo) goes on the mission with these players against it, and is sabotaged. */
const recordWith = (rejecters: readonly string[]) =>
	scriptedRecord(
		[
			{
				proposals: [
					{
						leader: 'p1',
						team: ['p1', 'p2'],
						votes: Object.fromEntries(rejecters.map((id) => [id, 'reject']))
					}
				],
				sabotages: 1,
				banish: {}
			}
		],
		IDS
	);

/** Every slot-1 decision that called out an approval, over many seeds. */
const approvals = (lang: keyof typeof PERSONAS, rejecters: readonly string[]): SlotDecision[] => {
	const record = recordWith(rejecters);
	const out: SlotDecision[] = [];
	for (let seed = 1; seed <= 120; seed++) {
		const d = decideSlot({
			persona: PERSONAS[lang],
			read: READ[lang],
			players: PLAYERS,
			messages,
			round: 1,
			slot: 1,
			memory: { round: 0, count: 0, lastTarget: null },
			rng: seedPrng(seed),
			key: `k${seed}`,
			record
		});
		if (d.plan.publicAction === 'approved') out.push(d);
	}
	return out;
};

/** Whether the line was written from one of `group`'s templates. */
const fromGroup = (d: SlotDecision, group: { direct: string[]; third_person: string[] }) => {
	const target = PLAYERS.find((p) => p.id === d.plan.target)!.name;
	return group[d.plan.mention!].some((t) =>
		d.fallback!.startsWith(
			sentenceCase(
				fillTemplate(t, {
					target: mentionName(target, d.plan.mention!),
					other: 'Ana',
					count: 1,
					round: 1
				})
			)
		)
	);
};

describe('an approval called out for what was observed', () => {
	it('counts the players who said no to the team that went', () => {
		for (const rejecters of [['p3'], ['p3', 'p4']]) {
			const a = { type: 'approved' as const, round: 1, player: 'p5', other: 'p1', count: 1, ids: [] };
			expect(objectionsTo(recordWith(rejecters), a)).toBe(rejecters.length);
		}
	});
	for (const lang of ['en', 'ru', 'sv'] as const) {
		const t = PERSONAS[lang].templates;
		it(`${lang}: one "no" → the lines for one objection; two → the lines for several`, () => {
			const one = approvals(lang, ['p3']);
			const two = approvals(lang, ['p3', 'p4']);
			expect(one.length).toBeGreaterThan(0);
			expect(two.length).toBeGreaterThan(0);
			for (const d of one) {
				expect(fromGroup(d, t.approved_over_one!)).toBe(true);
				expect(d.used.some((id) => id.startsWith('act.approved_over_one.'))).toBe(true);
				expect(d.prompt!.map((m) => m.content).join('\n')).toContain('although one other player rejected it');
			}
			for (const d of two) {
				expect(fromGroup(d, t.actions!.approved)).toBe(true);
				expect(d.prompt!.map((m) => m.content).join('\n')).toContain('although other players rejected it');
			}
		});
	}
	it('en: the 4–1 vote of the audit is never told as "others said no"', () => {
		for (const d of approvals('en', ['p3']))
			expect(d.fallback).not.toMatch(
				/others said no|others smelled|the objections|table was split|doubters/i
			);
	});
});

describe('Russian whispers', () => {
	const ru = PERSONAS.ru;
	it('speak to any player: no masculine form about "ты"', () => {
		const facts = Object.values(ru.templates.facts).flat();
		for (const line of [...ru.templates.whisper.crew, ...ru.templates.whisper.mole, ...facts])
			expect(line).not.toMatch(/(?:^|[\s,])(?:ты\s+(?:верен|готов|должен|один|нужен)|сам)(?=[\s,.!?])/iu);
	});
});
