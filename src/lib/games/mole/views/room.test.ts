import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { MoleView, ViewChat } from '$lib/games/mole/engine/projection';
import NarratorStage from './NarratorStage.svelte';
import QuickTaps from './QuickTaps.svelte';

/** docs/mole.md "One room": the phone's quick taps and the narrator's lines on the TV. */
const players = [
	{ id: 'p1', name: 'Ana', status: 'in' },
	{ id: 'p2', name: 'Bo', status: 'in' },
	{ id: 'p3', name: 'Cid', status: 'banished' },
	{ id: 'p4', name: 'Dee', status: 'in' }
];
const view = (over: Partial<MoleView> = {}): MoleView =>
	({
		phase: 'discussion',
		round: 2,
		me: { id: 'p1', role: 'crew', status: 'in', fellowMoles: [], isHost: false },
		players,
		chat: [],
		...over
	}) as unknown as MoleView;
const noop = () => {};

describe('quick taps', () => {
	it('suspect and trust for every other player still in, named for a screen reader; none for me or the banished', () => {
		const { body } = render(QuickTaps, { props: { view: view(), onTap: noop } });
		for (const id of ['p2', 'p4']) {
			expect(body).toContain(`data-testid="tap-suspect-${id}"`);
			expect(body).toContain(`data-testid="tap-trust-${id}"`);
		}
		expect(body).not.toContain('tap-suspect-p1');
		expect(body).not.toContain('tap-suspect-p3');
		expect(body).toContain('aria-label="Suspect Bo"');
	});
});

describe('the narrator on the stage', () => {
	const line = (id: number, round: number, text: string, kind: 'narrator' | 'player' = 'narrator') =>
		({ id, round, from: kind === 'narrator' ? 'narrator' : 'p1', text, t: id, kind }) as ViewChat;
	it("shows this round's narrator lines, newest first, and no player's line", () => {
		const chat = [
			line(1, 1, 'Old news.'),
			line(2, 2, 'First of round two.'),
			line(3, 2, 'Bo', 'player'),
			line(4, 2, 'Second of round two.')
		];
		const { body } = render(NarratorStage, {
			props: { chat, round: 2, narrator: 'Vincent', lang: 'en', big: true }
		});
		const shown = [...body.matchAll(/data-testid="stage-line"[^>]*>([^<]*)</g)].map((m) => m[1]);
		expect(shown).toEqual(['Second of round two.', 'First of round two.']);
	});
});
