import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import PlayerList from './PlayerList.svelte';

/** Phone audit: what a removed button leaves the focus to can take it (tabindex="-1"). */
const players = ['Hostess', 'Ana', 'Bo'].map((name, i) => ({
	id: `p${i + 1}`,
	name,
	isHost: i === 0,
	presence: 'connected' as const
}));

describe('lobby focus targets', () => {
	it('the player list’s heading can take the focus after the last removal', () => {
		const { body } = render(PlayerList, { props: { players, you: 'p1', onKick: () => {} } });
		const heading = body.match(/<h2\b[^>]*id="players-h"[^>]*>/)?.[0] ?? '';
		expect(heading).toMatch(/tabindex="-1"/);
		expect(body.match(/data-testid="kick"/g)?.length).toBe(2);
	});
});
