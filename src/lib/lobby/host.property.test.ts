import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterGame, type CounterState } from './testing/counter-game';
import { roomScreenKey } from './host-proof';
import { screenTokenOf } from './room-code';
import { LobbyHost } from './host';
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from './protocol';
import { memoryLobbyStore } from './store';
import { createMemoryNetwork } from './transport-memory';
import type { Link } from './transport';
import { flush } from '$lib/lobby/testing/flush';

/**
 * "Done when": random sequences of valid and malformed guest messages never crash the host,
 * never change state through a malformed message, and never deliver one player's private data
 * (its secret, its token) to another player — nor any of it to a big screen (docs/lobby.md "The big screen").
 */
type Step = { from: number; malformed: boolean; build: (stateId: number) => string };

const validIntent = fc.oneof(
	fc.record({ type: fc.constant('inc'), by: fc.integer({ min: 1, max: 3 }) }),
	fc.record({ type: fc.constant('chat'), text: fc.string({ minLength: 1, maxLength: 50 }) })
);
const badIntent = fc.oneof(
	fc.anything(),
	fc.record({
		type: fc.constant('inc'),
		by: fc.oneof(fc.integer({ min: 4 }), fc.integer({ max: 0 }), fc.string())
	}),
	fc.record({ type: fc.string(), text: fc.string() }),
	fc.record({ type: fc.constant('chat'), text: fc.string({ minLength: 201, maxLength: 300 }) })
);

const step: fc.Arbitrary<Step> = fc.oneof(
	fc.record({ from: fc.nat(2), intent: validIntent, stale: fc.boolean() }).map(({ from, intent, stale }) => ({
		from,
		malformed: false,
		build: (stateId: number) =>
			JSON.stringify({ t: 'intent', stateId: stale ? stateId + 7 : stateId, seq: 1, intent })
	})),
	fc.record({ from: fc.nat(2), intent: badIntent }).map(({ from, intent }) => ({
		from,
		malformed: true,
		build: (stateId: number) => JSON.stringify({ t: 'intent', stateId, seq: 1, intent })
	})),
	fc
		.record({ from: fc.nat(2), text: fc.string() })
		.map(({ from, text }) => ({ from, malformed: true, build: () => text })),
	fc
		.record({ from: fc.nat(2), json: fc.json() })
		.map(({ from, json }) => ({ from, malformed: true, build: () => json })),
	fc
		.record({
			from: fc.nat(2),
			t: fc.constantFrom('intent', 'hello', 'ping', 'state', 'kick'),
			extra: fc.dictionary(fc.string(), fc.jsonValue())
		})
		.map(({ from, t, extra }) => ({
			from,
			malformed: true,
			build: () => JSON.stringify({ ...extra, t, stateId: 'x', protocolVersion: 'x', at: 'x' })
		})),
	fc
		.record({
			from: fc.nat(2),
			name: fc.string({ maxLength: 30 }),
			token: fc.stringMatching(/^[0-9a-f]{32}$/)
		})
		.map(({ from, name, token }) => ({
			from,
			malformed: true, // a second hello on a seated link is refused: no state change either way
			build: () =>
				JSON.stringify({ t: 'hello', protocolVersion: PROTOCOL_VERSION, name, token: token.toLowerCase() })
		})),
	fc.nat(2).map((from) => ({ from, malformed: true, build: () => 'x'.repeat(MAX_MESSAGE_BYTES + 1) }))
);

describe('lobby host under random guest traffic', () => {
	it('never crashes, ignores malformed input, and keeps secrets per player', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
				const net = createMemoryNetwork();
				let clock = 1_000_000;
				const host = new LobbyHost({
					game: counterGame,
					transport: net,
					store: memoryLobbyStore(),
					now: () => clock
				});
				const code = await host.open({ hostName: 'Host', settings: { target: 1000 } });
				const links: Link[] = [];
				const inbox: string[][] = [[], [], []];
				for (let i = 0; i < 3; i++) {
					const link = await net.connect(code);
					link.onMessage((d) => inbox[i].push(String(d)));
					link.send(JSON.stringify({ t: 'hello', protocolVersion: PROTOCOL_VERSION, name: `P${i}` }));
					links.push(link);
				}
				const screen = await net.connect(code);
				const screenInbox: string[] = [];
				screen.onMessage((d) => screenInbox.push(String(d)));
				// opened from the host's link: it carries the room's screen code
				const token = screenTokenOf(roomScreenKey(host.record!));
				screen.send(JSON.stringify({ t: 'watch', protocolVersion: PROTOCOL_VERSION, token }));
				await flush(host, 4);
				expect(await host.start()).toBe(true);
				await flush(host, 4);
				const ids = ['P0', 'P1', 'P2'].map((n) => host.record!.seats.find((s) => s.name === n)!.id);
				for (const s of steps) {
					clock += 300; // stay under the rate limit so every message reaches the chain
					const before = JSON.stringify([host.record!.game, host.record!.stateId, host.record!.seats]);
					links[s.from].send(s.build(host.record!.stateId));
					await flush(host, 4);
					expect(host.status).toBe('open');
					if (s.malformed)
						expect(JSON.stringify([host.record!.game, host.record!.stateId, host.record!.seats])).toBe(
							before
						);
				}
				const game = host.record!.game as CounterState;
				for (let i = 0; i < 3; i++) {
					const all = inbox[i].join('\n');
					for (let j = 0; j < 3; j++) {
						const seat = host.record!.seats.find((s) => s.id === ids[j])!;
						if (i === j) continue;
						expect(all).not.toContain(game.secrets[ids[j]]);
						expect(all).not.toContain(seat.token);
					}
					expect(all).not.toContain(game.secrets[host.record!.hostPlayerId]);
					expect(all).not.toContain(host.record!.peerToken);
					// and each player did receive its own secret
					expect(all).toContain(game.secrets[ids[i]]);
				}
				const watched = screenInbox.join('\n');
				expect(watched).toContain('"counter"'); // it did watch the game
				for (const secret of Object.values(game.secrets)) expect(watched).not.toContain(secret);
				for (const seat of host.record!.seats) expect(watched).not.toContain(seat.token);
				expect(watched).not.toContain(host.record!.peerToken);
				host.close();
			}),
			{ numRuns: 40 }
		);
	});
});
