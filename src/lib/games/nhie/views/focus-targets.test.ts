import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { NhieView } from '$lib/games/nhie/engine';
import type { LobbyView } from '$lib/lobby/protocol';
import GuestView from './GuestView.svelte';
import PassTally from './PassTally.svelte';
import RoundControls from './RoundControls.svelte';

/**
 * Phone audit of "Never have I ever": what replaces a button that went away can take the focus
 * (tabindex="-1"), and the pass-and-play steppers say when they cannot go further (disabled).
 */
const tag = (body: string, testid: string) =>
	body.match(new RegExp(`<[a-z0-9]+\\b[^>]*data-testid="${testid}"[^>]*>`))?.[0] ?? '';
const disabled = (body: string, testid: string) => /\sdisabled(?=[\s>=])/.test(tag(body, testid));

const players = ['Hostess', 'Ana', 'Bo'].map((name, i) => ({
	id: `p${i + 1}`,
	name,
	isHost: i === 0,
	presence: 'connected'
}));
const view = (over: Partial<NhieView>): NhieView => ({
	phase: 'result',
	round: 2,
	maxRounds: 10,
	nsfw: false,
	language: 'en',
	question: {
		text: 'Never have I ever sung in the shower.',
		tone: 'safe',
		intensity: 1,
		questionId: null,
		own: false
	},
	ownCount: 0,
	ownQuestions: null,
	deadline: null,
	answeredIds: ['p1', 'p2', 'p3'],
	myAnswer: true,
	result: { have: 2, answered: 3, who: null },
	whoHas: 'count',
	tallies: null,
	history: [],
	isHost: false,
	paused: false,
	pausedMs: null,
	notWaitingFor: [],
	late: [],
	missed: false,
	easedOff: false,
	...over
});
const lobby = (game: NhieView, you = 'p2'): LobbyView<NhieView> =>
	({
		code: 'ABCD',
		mode: 'nhie',
		phase: 'playing',
		locked: false,
		stateId: 1,
		you,
		hostId: 'p1',
		minPlayers: 2,
		maxPlayers: 12,
		settings: {},
		players,
		game
	}) as unknown as LobbyView<NhieView>;
const act = () => Promise.resolve({ ok: true as const });

describe('nhie focus targets', () => {
	it('a guest’s closed round: the result can take the focus of the answers it replaced', () => {
		const v = view({});
		const { body } = render(GuestView, { props: { lobby: lobby(v), view: v, act } });
		expect(tag(body, 'round-result')).toMatch(/tabindex="-1"/);
	});

	it('a guest whose answer the round closed without is told so, under the result; one who answered is not', () => {
		const missed = view({ missed: true });
		expect(render(GuestView, { props: { lobby: lobby(missed), view: missed, act } }).body).toContain(
			'This round closed without your answer.'
		);
		const v = view({});
		expect(tag(render(GuestView, { props: { lobby: lobby(v), view: v, act } }).body, 'missed')).toBe('');
	});

	it('the round controls can take the focus when the last "Don\'t wait" goes away', () => {
		const v = view({ isHost: true });
		const { body } = render(RoundControls, { props: { view: v, waiting: [], act } });
		expect(tag(body, 'round-controls')).toMatch(/tabindex="-1"/);
		expect(tag(body, 'next-now')).not.toBe('');
	});

	it('pass-and-play steppers: "+" disabled at the most, "−" at 0, the others enabled', () => {
		const { body } = render(PassTally, { props: { players: 4, onSubmit: () => {} } });
		// everyone answered (4 of 4) and nobody has (0): answered can only go down, have only up
		expect(disabled(body, 'pass-answered-more')).toBe(true);
		expect(disabled(body, 'pass-answered-less')).toBe(false);
		expect(disabled(body, 'pass-have-less')).toBe(true);
		expect(disabled(body, 'pass-have-more')).toBe(false);
	});
});
