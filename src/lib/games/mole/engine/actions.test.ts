import { describe, expect, it } from 'vitest';
import { noticeActions, stanceOf, type ActionInput } from './actions';
import type { EvidenceMessage } from './evidence';
import { decideSlot } from './narrator';
import { createMoleGame } from './game';
import { publicRecordOf } from './record';
import { defaultMoleSettings } from './state';
import {
	ACT_MODEL,
	FIVE_IDS as IDS,
	FIVE_PLAYERS as PLAYERS,
	PERSONAS,
	READ,
	scriptedRecord,
	seats
} from './testing/fixtures';
import { seedPrng } from '$lib/engines/kit/prng';
import type { AnalysedMessage } from './types';

/**
 * docs/mole.md "The game": public actions (who accused or defended whom, team proposals,
 * approve/reject votes, banishment votes) ground accusations; nothing but the public record is read.
 */
const persona = PERSONAS.en;
let nextId = 1;
const said = (player: string, text: string, lang: keyof typeof PERSONAS = 'en') => ({
	player,
	m: { id: nextId++, text, ...READ[lang](text) }
});
const input = (over: Partial<ActionInput> = {}): ActionInput => ({
	record: { proposals: [], missions: [], banishments: [] },
	round: 1,
	slot: 1,
	players: PLAYERS,
	windows: {},
	language: 'en',
	...over
});
const windowsOf = (...lines: ReturnType<typeof said>[]) => {
	const w: Record<string, EvidenceMessage[]> = {};
	for (const l of lines) w[l.player] = [...(w[l.player] ?? []), l.m];
	return w;
};

describe('stance: who accused or defended whom', () => {
	const cases: [string, string, 'accuses' | 'defends' | null][] = [
		['en', 'Bo is lying, traitor', 'accuses'],
		['en', 'shut up Bo', 'accuses'],
		['en', 'Bo is not the mole', 'defends'],
		// praise alone is no defence (precision first: the act model reads no `defend` in it)
		['en', 'Bo is the best', null],
		// The writer's own denial names Bo, but defends the writer, not Bo.
		['en', "Bo, I'm not the mole!", null],
		['en', 'not me, I swear, ask Bo', null],
		['en', 'Bo and Cid are lying', null],
		['en', 'haha Bo', null],
		['ru', 'Дарья врёт', 'accuses'],
		['ru', 'Дарья не крот', 'defends'],
		['ru', 'Дарья, я не крот', null],
		['sv', 'Bea är inte golaren', 'defends'],
		['sv', 'Bea, jag är inte golaren', null]
	];
	const names: Record<string, string> = { en: 'Bo', ru: 'Дарья', sv: 'Bea' };
	for (const [lang, text, stance] of cases)
		it(`${lang}: "${text}" → ${stance ?? 'neither'}`, () => {
			const l = lang as keyof typeof PERSONAS;
			const players = [
				{ id: 'p1', name: 'Ana' },
				{ id: 'p2', name: names[lang] },
				{ id: 'p3', name: 'Cid' }
			];
			const s = stanceOf(said('p1', text, l).m, 'p1', { players, language: lang });
			expect(s?.stance ?? null).toBe(stance);
			if (s) expect(s.other).toBe('p2');
		});
});

describe('noticeActions', () => {
	it('two accusations of one player are an action naming them; one is not', () => {
		const a1 = said('p1', 'Bo is lying');
		const a2 = said('p1', 'it was you Bo, traitor');
		expect(noticeActions(input({ windows: windowsOf(a1, a2) })).p1).toEqual([
			{ type: 'accused', round: 1, player: 'p1', other: 'p2', count: 2, ids: [a1.m.id, a2.m.id] }
		]);
		expect(noticeActions(input({ windows: windowsOf(a1) })).p1).toBeUndefined();
	});
	it('a defence of a player someone else accused is an action', () => {
		const acc = said('p1', 'Bo is lying');
		const def = said('p3', 'Bo is not the mole');
		const out = noticeActions(input({ windows: windowsOf(acc, def) }));
		expect(out.p3).toEqual([
			{ type: 'defended', round: 1, player: 'p3', other: 'p2', count: 1, ids: [def.m.id] }
		]);
	});
	it('team votes, the sabotaged leader, and a lone banishment vote — at slot 1 only', () => {
		const record = scriptedRecord(
			[
				{
					proposals: [{ leader: 'p1', team: ['p1', 'p2'], votes: { p3: 'reject' } }],
					sabotages: 1,
					banish: { p4: 'p3', p1: 'p2', p2: 'p1', p3: 'skip' }
				},
				{
					proposals: [{ leader: 'p2', team: ['p2', 'p3'], votes: { p4: 'reject', p5: 'reject' } }],
					banish: {}
				}
			],
			IDS
		);
		const r1 = noticeActions(input({ record, round: 1 }));
		expect(r1.p3).toEqual([{ type: 'rejected', round: 1, player: 'p3', other: 'p1', count: 1, ids: [] }]);
		expect(r1.p1).toEqual([{ type: 'proposed', round: 1, player: 'p1', other: null, count: 1, ids: [] }]);
		// Off the team, approved over p3's objection, and the job was sabotaged.
		for (const id of ['p4', 'p5'])
			expect(r1[id]).toEqual([{ type: 'approved', round: 1, player: id, other: 'p1', count: 1, ids: [] }]);
		expect(r1.p2).toBeUndefined(); // on the team
		const r2 = noticeActions(input({ record, round: 2 }));
		// Round 1's vote: p4 alone voted for p3; p1 and p2 each alone too (each other).
		expect(r2.p4).toContainEqual({
			type: 'banish_vote',
			round: 1,
			player: 'p4',
			other: 'p3',
			count: 1,
			ids: []
		});
		expect(r2.p1).toEqual([{ type: 'banish_vote', round: 1, player: 'p1', other: 'p2', count: 1, ids: [] }]);
		expect(r2.p3).toBeUndefined(); // skipped
		// Round 2's team passed 3–2 and came back clean: the two no votes are the actions.
		expect(r2.p5).toEqual([{ type: 'rejected', round: 2, player: 'p5', other: 'p2', count: 1, ids: [] }]);
		// Slot 2 does not call the same votes out again.
		expect(noticeActions(input({ record, round: 2, slot: 2 }))).toEqual({});
	});
});

describe('decideSlot on a public action', () => {
	const messages: AnalysedMessage[] = [
		{ id: 1, player: 'p1', text: 'plan?', round: 1, at: 0.05 },
		{ id: 2, player: 'p2', text: 'the bank', round: 1, at: 0.1 },
		{ id: 3, player: 'p3', text: 'ok', round: 1, at: 0.15 },
		{ id: 4, player: 'p4', text: 'fine', round: 1, at: 0.2 },
		{ id: 5, player: 'p5', text: 'sure', round: 1, at: 0.25 }
	];
	const record = scriptedRecord(
		[{ proposals: [{ leader: 'p1', team: ['p1', 'p2'], votes: { p3: 'reject' } }], banish: {} }],
		IDS
	);
	it('with no anomaly, the one public action grounds the accusation; the line names it', () => {
		for (const lang of ['en', 'ru', 'sv'] as const) {
			const d = decideSlot({
				persona: PERSONAS[lang],
				read: READ[lang],
				players: PLAYERS,
				messages,
				round: 1,
				slot: 1,
				memory: { round: 0, count: 0, lastTarget: null },
				rng: seedPrng(1),
				key: 'k',
				record
			});
			expect(d.plan).toMatchObject({
				action: 'accusation',
				target: 'p3',
				anomaly: null,
				publicAction: 'rejected'
			});
			expect(d.evidence).toEqual({
				kind: 'action',
				ids: [],
				words: ['Ana'],
				action: { type: 'rejected', round: 1, player: 'p3', other: 'p1', count: 1, ids: [] }
			});
			expect(d.fallback).toContain('Cid');
			expect(d.fallback).toContain('Ana');
			expect(d.fallback).not.toMatch(/\{\w+\}/);
			const prompt = d.prompt!.map((m) => m.content).join('\n');
			expect(prompt).toContain('voted to reject the team Ana proposed');
			expect(prompt).toContain('Name no other player than Cid and Ana.');
		}
	});
	it('without the record nothing fires on the same chat (never fabricated)', () => {
		const d = decideSlot({
			persona,
			read: READ.en,
			players: PLAYERS,
			messages,
			round: 1,
			slot: 1,
			memory: { round: 0, count: 0, lastTarget: null },
			rng: seedPrng(1),
			key: 'k'
		});
		expect(d.plan.action).not.toBe('accusation');
	});
});

describe('the public record', () => {
	it('of a game carries no role and no secret mission choice', () => {
		const game = createMoleGame(PERSONAS, ACT_MODEL);
		const s = game.start(seats(5), { ...defaultMoleSettings(), persona: 'en' }, 3, 0);
		const withChoices = {
			...s,
			missions: [
				{
					round: 1,
					leader: 'p1',
					team: ['p1', 'p2'],
					choices: { p1: 'sabotage' as const },
					sabotages: 1,
					needed: 1,
					forfeit: false
				}
			]
		};
		const json = JSON.stringify(publicRecordOf(withChoices));
		for (const secret of ['choices', 'role', 'mole', 'crew']) expect(json).not.toContain(secret);
		expect(publicRecordOf(withChoices).missions[0].sabotages).toBe(1);
	});
});
