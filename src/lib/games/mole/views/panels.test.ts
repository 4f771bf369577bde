import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { MoleView } from '$lib/games/mole/engine/projection';
import MissionPanel from './MissionPanel.svelte';
import TeamPanel from './TeamPanel.svelte';
import VotePanel from './VotePanel.svelte';

/**
 * Phone audit: the leader's pick list uses the shared small-checkbox row (app.css `.check`), and
 * each confirmation that replaces a tapped button can take the focus (tabindex="-1").
 */
const players = ['Ana', 'Darya', 'Hostess', 'Bo', 'Cid'].map((name, i) => ({
	id: `p${i + 1}`,
	name,
	status: 'in',
	away: false
}));
const view = (over: Partial<MoleView>): MoleView =>
	({
		phase: 'team',
		round: 1,
		me: { id: 'p1', role: 'crew', status: 'in', fellowMoles: [], isHost: true },
		players,
		proposal: null,
		proposals: [],
		mission: null,
		vote: null,
		...over
	}) as unknown as MoleView;
const proposal = {
	round: 1,
	attempt: 1,
	leader: 'p1',
	size: 2,
	pickable: players.map((p) => p.id),
	needed: 1,
	rejections: 0,
	voted: []
};
const nameOf = (id: string) => players.find((p) => p.id === id)?.name ?? id;
const noop = () => {};

describe('mole panels on a phone', () => {
	it('the team pick list: a small checkbox row per player, the whole name beside it', () => {
		const { body } = render(TeamPanel, {
			props: {
				view: view({ proposal: { ...proposal, team: null, mine: null } }),
				nameOf,
				onPropose: noop,
				onVote: noop
			}
		});
		const labels = [...body.matchAll(/<label\b[^>]*>[\s\S]*?<\/label>/g)].map((m) => m[0]);
		expect(labels.length).toBe(players.length);
		for (const l of labels) {
			expect(l).toMatch(/type="checkbox"/);
			expect(l).toMatch(/<label\b[^>]*class="[^"]*\bcheck\b/);
		}
	});
	it('each confirmation can take the focus of the button it replaces', () => {
		const team = render(TeamPanel, {
			props: {
				view: view({ phase: 'teamvote', proposal: { ...proposal, team: ['p1', 'p2'], mine: 'approve' } }),
				nameOf,
				onPropose: noop,
				onVote: noop
			}
		}).body;
		const mission = render(MissionPanel, {
			props: {
				view: view({
					phase: 'mission',
					mission: { round: 1, team: ['p1', 'p2'], chosen: 1, needed: 1, myChoice: 'secure' }
				}),
				nameOf,
				onChoose: noop
			}
		}).body;
		const vote = render(VotePanel, {
			props: { view: view({ phase: 'vote', vote: { voted: ['p1'], mine: 'p2' } }), onVote: noop }
		}).body;
		for (const [html, id] of [
			[team, 'my-team-vote'],
			[mission, 'my-choice'],
			[vote, 'my-vote']
		])
			expect(html).toMatch(
				new RegExp(`<p[^>]*(?:data-testid="${id}"[^>]*tabindex="-1"|tabindex="-1"[^>]*data-testid="${id}")`)
			);
	});

	it('a player away is tagged and cannot be picked; the others can', () => {
		const away = players.map((p) => (p.id === 'p4' ? { ...p, away: true } : p));
		const { body } = render(TeamPanel, {
			props: {
				view: view({
					players: away as MoleView['players'],
					proposal: { ...proposal, pickable: ['p1', 'p2', 'p3', 'p5'], team: null, mine: null }
				}),
				nameOf,
				onPropose: noop,
				onVote: noop
			}
		});
		const labels = [...body.matchAll(/<label\b[^>]*>[\s\S]*?<\/label>/g)].map((m) => m[0]);
		const bo = labels.find((l) => l.includes('Bo'))!;
		expect(bo).toMatch(/disabled/);
		expect(bo).toMatch(/Bo \(away\)/);
		for (const l of labels.filter((l) => !l.includes('Bo'))) expect(l).not.toMatch(/disabled|away/);
	});
});
