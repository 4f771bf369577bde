import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '$lib/engines/kit/lobby-game';
import { loadPack, payloadOn } from './testing/fixtures';
import {
	buildGroupView,
	createTableGame,
	refusalSentence,
	tableResults,
	TableStateSchema,
	TableViewSchema,
	type TableState
} from '.';

/**
 * docs/session-zero.md "Session zero for a group", the networked table: players send only their share payload; a bad one is refused with
 * a sentence and the table goes on; one projection gives each seat what it may see — a player never
 * receives another player's payload or Lines.
 */
const pack = loadPack('en');
const payload = payloadOn(pack);
const game = createTableGame(pack);
const T0 = 1_000;
const seats = (n: number): Seat[] => [
	{ id: 'gm', name: 'GM', isHost: true },
	...Array.from({ length: n }, (_, i) => ({ id: `s${i + 1}`, name: `Player ${i + 1}`, isHost: false }))
];
const start = (n: number, anonymous = false) => game.start(seats(n), { name: 'Thursday', anonymous }, 1, T0);

const send = (s: TableState, who: string, raw: unknown, now = T0 + 10): TableState => {
	const r = game.apply(s, who, { type: 'result', payload: raw }, now);
	if (!r.ok) throw new Error(r.reason);
	return r.state;
};

describe('the table over a lobby: results in', () => {
	it('seats every player but the GM as answering; a result makes them done', () => {
		let s = start(3);
		expect(s.players.map((p) => [p.id, p.status])).toEqual([
			['s1', 'answering'],
			['s2', 'answering'],
			['s3', 'answering']
		]);
		s = send(s, 's2', payload({ tone: 4 }));
		expect(s.players.find((p) => p.id === 's2')).toMatchObject({ status: 'done', problem: null });
		expect(tableResults(s.players).map((r) => r.name)).toEqual(['Player 2']);
		expect(TableStateSchema.parse(JSON.parse(JSON.stringify(s)))).toEqual(s);
	});

	it('keeps Lines and Veils only from a player who ticked "share with the GM" (seed 002 section 12.2)', () => {
		let s = start(3);
		s = send(s, 's1', payload({ tone: 5 }, { lines: ['spiders'] }));
		s = send(s, 's2', payload({ tone: -5 }, { lines: ['needles'], veils: ['gore'] }));
		// a public payload that still carries safety (an old or a tampered client): dropped
		s = send(s, 's3', { ...payload({ tone: 0 }), safety: { lines: ['drowning'], veils: [] } });
		const view = buildGroupView(
			pack,
			tableResults(s.players).map((r, i) => ({ id: `p${i + 1}`, payload: r.payload }))
		);
		expect(view.players).toHaveLength(3);
		expect(view.lines).toEqual(['needles', 'spiders']);
		expect(view.lines).not.toContain('drowning');
		expect(view.safety_shared_by).toBe(2);
	});

	it('refuses a malformed or foreign-pack payload with a sentence, and the table goes on', () => {
		let s = start(3);
		s = send(s, 's1', payload({ tone: 3 }));
		const before = s.players[0].payload;
		s = send(s, 's1', { ...payload({}), pack: { id: 'space-opera', language: 'en' } });
		s = send(s, 's2', { hello: 'there' });
		const [a, b] = s.players;
		// the earlier result of s1 stays; s2 is still answering
		expect(a).toMatchObject({ status: 'done', payload: before, problem: { kind: 'foreign-pack' } });
		expect(b).toMatchObject({ status: 'answering', payload: null, problem: { kind: 'not-a-result' } });
		expect(refusalSentence(pack, a.name, a.problem!, 'en')).toContain('another question pack');
		expect(refusalSentence(pack, b.name, b.problem!, 'ru')).toContain('не результат');
		// the next good result is taken as usual, and clears the refusal
		s = send(s, 's2', payload({ tone: -2 }));
		expect(s.players[1]).toMatchObject({ status: 'done', problem: null });
		expect(TableStateSchema.safeParse(s).success).toBe(true);
	});

	it('cuts a hostile refusal down to a length the state and the view accept', () => {
		const long = 'x'.repeat(5_000);
		const s = send(start(1), 's1', { ...payload({}), axes: { [long]: { score: 1, confidence: 1 } } });
		// the share schema caps a link's ids (120 characters): refused as no result, its field named, cut
		expect(s.players[0].problem).toEqual({ kind: 'not-a-result', field: `axes.${long}`.slice(0, 120) });
		expect(TableStateSchema.safeParse(s).success).toBe(true);
		expect(TableViewSchema.safeParse(game.project(s, 's1')).success).toBe(true);
	});

	it('refuses a GM result, a stranger and a player’s anonymity switch', () => {
		const s = start(2);
		expect(game.apply(s, 'gm', { type: 'result', payload: payload({}) }, T0)).toEqual({
			ok: false,
			reason: 'not_a_player'
		});
		expect(game.apply(s, 'nobody', { type: 'result', payload: payload({}) }, T0).ok).toBe(false);
		expect(game.apply(s, 's1', { type: 'anonymous', on: true }, T0)).toEqual({
			ok: false,
			reason: 'gm_only'
		});
		const r = game.apply(s, 'gm', { type: 'anonymous', on: true }, T0);
		expect(r.ok && r.state.anonymous).toBe(true);
	});

	it('a latecomer answers too; a player who leaves before sending is "left", one who sent stays', () => {
		let s = start(2);
		s = send(s, 's1', payload({ tone: 1 }));
		s = game.addPlayer!(s, { id: 's9', name: 'Late', isHost: false }, T0 + 20);
		s = game.removePlayer!(s, 's1', T0 + 30);
		s = game.removePlayer!(s, 's2', T0 + 30);
		expect(s.players.map((p) => [p.id, p.status])).toEqual([
			['s1', 'done'],
			['s2', 'left'],
			['s9', 'answering']
		]);
		expect(game.apply(s, 's2', { type: 'result', payload: payload({}) }, T0 + 40)).toEqual({
			ok: false,
			reason: 'not_a_player'
		});
		expect(tableResults(s.players)).toHaveLength(1);
	});
});

/** Players who send a result or not, sharing their Lines or not (for the two projection properties). */
const planArb = fc.array(
	fc.record({
		sends: fc.boolean(),
		shares: fc.boolean(),
		anonymous: fc.boolean(),
		tone: fc.integer({ min: -10, max: 10 }),
		lines: fc.subarray(
			pack.safety_tags.map((t) => t.id),
			{ minLength: 1 }
		)
	}),
	{ minLength: 1, maxLength: 6 }
);
type Plan = typeof planArb extends fc.Arbitrary<infer T> ? T : never;

/** Seat `s<i+1>` sends as planned; every player's Line carries a marker only they could have sent. */
const sendPlan = (s: TableState, plan: Plan): TableState =>
	plan.reduce((acc, p, i) => {
		const lines = [...p.lines, `secret-of-s${i + 1}`];
		return p.sends ? send(acc, `s${i + 1}`, payload({ tone: p.tone }, p.shares ? { lines } : {})) : acc;
	}, s);

describe('the table over a lobby: one projection, nothing of another player', () => {
	it('a player sees names and statuses of the others and only their own standing (property)', () => {
		fc.assert(
			fc.property(planArb, (plan) => {
				const s = sendPlan(start(plan.length), plan);
				for (const [i, p] of plan.entries()) {
					const me = `s${i + 1}`;
					const view = game.project(s, me);
					expect(TableViewSchema.safeParse(view).success).toBe(true);
					const text = JSON.stringify(view);
					expect(text).not.toMatch(/secret-of|"axes"|"safety"|"payload"/);
					if (view.role !== 'player') throw new Error('a player got the GM view');
					expect(view.you).toEqual({
						status: p.sends ? 'done' : 'answering',
						sent: p.sends,
						safetyShared: p.sends && p.shares,
						problem: null
					});
					expect(view.players.map((x) => x.id)).toEqual(plan.map((_, j) => `s${j + 1}`));
				}
				// the GM reads every result that came in, with exactly the Lines that were shared
				const gm = game.project(s, 'gm');
				if (gm.role !== 'gm') throw new Error('the GM got a player view');
				expect(gm.players.filter((p) => p.payload).length).toBe(plan.filter((p) => p.sends).length);
				plan.forEach((p, i) =>
					expect(JSON.stringify(gm).includes(`secret-of-s${i + 1}`)).toBe(p.sends && p.shares)
				);
			}),
			{ numRuns: 60 }
		);
	});
});

describe('the table over a lobby: the big screen', () => {
	it('an id that is no seat gets the anonymous group view: no name on a dot or a Line, no payload (property)', () => {
		fc.assert(
			fc.property(planArb, (plan) => {
				// the GM's names choice does not matter to the screen
				const s = sendPlan(start(plan.length, plan[0].anonymous), plan);
				const view = game.project(s, 'screen-abc');
				expect(TableViewSchema.parse(JSON.parse(JSON.stringify(view)))).toEqual(view);
				if (view.role !== 'screen') throw new Error('a screen got a seat’s view');
				// names and statuses, as every seat sees them
				expect(view.players.map((p) => p.id)).toEqual(plan.map((_, i) => `s${i + 1}`));
				const sent = plan.filter((p) => p.sends);
				if (sent.length < 2) {
					expect(view.group).toBeNull();
					return;
				}
				const group = view.group!;
				const text = JSON.stringify(group);
				// no seat id or name anywhere in the group data, no raw payload
				expect(text).not.toMatch(/"s\d+"|Player \d|"payload"|"safety"|"answers"/);
				expect(group.proposal.ranking).toEqual([]);
				// one dot per result on each scale, numbered by score afresh per scale
				const known = buildGroupView(
					pack,
					tableResults(s.players).map((r, i) => ({ id: `p${i + 1}`, payload: r.payload }))
				);
				for (const [axis, spread] of Object.entries(group.axes)) {
					expect(spread.positions.map((p) => p.player)).toEqual(sent.map((_, i) => `d${i + 1}`));
					const scores = spread.positions.filter((p) => p.known).map((p) => p.score);
					expect(scores).toEqual([...scores].sort((a, b) => a - b));
					expect([...scores].sort()).toEqual(
						known.axes[axis].positions
							.filter((p) => p.known)
							.map((p) => p.score)
							.sort()
					);
				}
				// the combined Lines are there (which, never whose), exactly those shared
				plan.forEach((p, i) => expect(group.lines.includes(`secret-of-s${i + 1}`)).toBe(p.sends && p.shares));
				expect(group.safety_shared_by).toBe(plan.filter((p) => p.sends && p.shares).length);
				expect(group.proposal.leader).toBe(known.proposal.leader);
				expect(group.proposal.runner_up).toBe(known.proposal.runner_up);
			}),
			{ numRuns: 60 }
		);
	});
});
