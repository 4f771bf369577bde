import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { autoTeam, currentProposal } from './team';
import { defaultMoleSettings, type MoleIntent, type MoleState } from './state';
import { MoleStateSchema, MoleViewSchema } from './schemas';
import { ACT_MODEL, PERSONAS, seats } from './testing/fixtures';

/**
 * docs/mole.md "One room": with `together`, no chat; quick taps (suspect / trust another player
 * still in) are lines the narrator reads; when every player present is ready the vote starts.
 */
const game = createMoleGame(PERSONAS, ACT_MODEL);
const T0 = 1_000_000;
const apply = (s: MoleState, id: string, intent: MoleIntent, now = T0 + 1) => game.apply(s, id, intent, now);
const ok = (s: MoleState, id: string, intent: MoleIntent, now = T0 + 1): MoleState => {
	const r = apply(s, id, intent, now);
	if (!r.ok) throw new Error(r.reason);
	return r.state;
};
/** Into the discussion: the auto team, everyone approves, the mission times out secure. */
const discussion = (together: boolean): MoleState => {
	let s = game.start(seats(5), { ...defaultMoleSettings(), persona: 'en', together }, 3, T0);
	const leader = currentProposal(s)!.leader;
	s = ok(s, leader, { type: 'propose', team: autoTeam(s, leader) });
	for (const p of s.players) s = ok(s, p.id, { type: 'teamvote', approve: true });
	s = game.tick(s, T0 + 60_000) ?? s;
	expect(s.phase).toBe('discussion');
	return s;
};

describe('one room', () => {
	it('refuses a typed line; takes a tap about another player still in as a line with its name', () => {
		const s = discussion(true);
		const at = s.discussionStart! + 1_000;
		expect(apply(s, 'p1', { type: 'chat', text: 'hi' }, at)).toEqual({
			ok: false,
			reason: 'no_chat_in_room'
		});
		expect(apply(s, 'p1', { type: 'tap', tap: 'suspect', player: 'p1' }, at)).toEqual({
			ok: false,
			reason: 'self_tap'
		});
		const tapped = ok(s, 'p1', { type: 'tap', tap: 'suspect', player: 'p2' }, at);
		expect(tapped.chat.at(-1)).toMatchObject({ from: 'p1', text: 'Player2', tap: 'suspect', kind: 'player' });
		expect(MoleStateSchema.safeParse(tapped).success).toBe(true);
		const view = game.project(tapped, 'p3');
		expect(view.settings.together).toBe(true);
		expect(MoleViewSchema.safeParse(view).success).toBe(true);
	});
	it('the chat mode takes no taps', () => {
		const s = discussion(false);
		expect(apply(s, 'p1', { type: 'tap', tap: 'trust', player: 'p2' }).ok).toBe(false);
	});
	it('every player present ready → the vote starts before the timer; an away player is not waited for', () => {
		let s = game.setAway!(discussion(true), ['p5'], T0 + 61_000);
		const at = s.discussionStart! + 2_000;
		for (const id of ['p1', 'p2', 'p3']) s = ok(s, id, { type: 'ready', ready: true }, at);
		expect(s.phase).toBe('discussion');
		expect(game.project(s, 'p1').discussion?.ready).toEqual(['p1', 'p2', 'p3']);
		s = ok(s, 'p4', { type: 'ready', ready: true }, at);
		expect(s.phase).toBe('vote');
		expect(s.phaseEndsAt).toBe(at + s.settings.voteSeconds * 1000);
	});
});
