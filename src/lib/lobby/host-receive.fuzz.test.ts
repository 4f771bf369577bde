import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterGame } from './testing/counter-game';
import { LobbyHost } from './host';
import { FrameGate, HOST_LIMITS } from './peer-guard';
import { memoryLobbyStore } from './store';
import type { Transport } from './transport';
import { wrapHostLinks } from './testing/wrap-host-links';
import { createMemoryNetwork } from './transport-memory';

/**
 * docs/lobby.md "What the host decodes": the host's whole receive path — the frame gate a PeerJS
 * connection runs first, then size → JSON → zod → rate limit — fed 10,000 random and adversarial
 * frames from links that never said hello. The host reads nothing it did not ask for: no frame
 * takes the event loop for 50 ms of CPU (binarypack's five bytes declaring 2^32 entries took 287 s), and
 * nothing changes its lobby. A link the gate refuses is replaced by a fresh one, as an attacker would.
 */
const bytes = (...b: number[]) => new Uint8Array(b).buffer;

/**
 * This process's CPU time: what a frame costs the host's thread, not how long the shared machine
 * let the test wait for a core.
 */
const cpuMs = (): number => {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
};

const adversarial: unknown[] = [
	bytes(0xdf, 0xff, 0xff, 0xff, 0xff), // binarypack map of 2^32 entries
	bytes(0xdd, 0xff, 0xff, 0xff, 0xff), // binarypack array of 2^32
	bytes(0x81, 0xa9, ...new TextEncoder().encode('__peerData')),
	new Uint8Array(300_000).buffer,
	'x'.repeat(HOST_LIMITS.maxFrameChars + 1),
	'{"t":"hello"'.padEnd(2_000_000, ' '),
	'['.repeat(50_000) + ']'.repeat(50_000),
	'{"__proto__":{"polluted":true},"t":"intent","stateId":1,"seq":1,"intent":{"type":"inc","by":1}}',
	'{"t":"intent","stateId":2,"seq":1,"intent":{"type":"inc","by":3}}',
	'{"t":"leave"}',
	'{"t":"sync"}',
	'{"t":"challenge","nonce":"zz"}',
	'{"t":"hello","protocolVersion":1,"name":"' + 'A'.repeat(300) + '"}',
	'{"t":"watch","protocolVersion":99}',
	'~0/2~{"t":"intent"',
	JSON.stringify({ __peerData: { type: 'chunk', id: 1, n: 0, total: 2 ** 31 } }),
	null,
	undefined,
	42,
	{ t: 'intent' }
];

/** The memory network, with the host's receive callbacks exposed to the test. */
const tapped = (net: Transport) => {
	const receivers: ((data: unknown) => void)[] = [];
	const transport = wrapHostLinks(net, (link) => ({
		...link,
		onMessage: (on) => {
			receivers.push(on);
			link.onMessage(on);
		}
	}));
	return { transport, receivers };
};

describe('the host’s receive path under 10,000 hostile frames', () => {
	it('never blocks for 50 ms and never changes the lobby', async () => {
		const net = createMemoryNetwork();
		const { transport, receivers } = tapped(net);
		let clock = 1_000_000;
		const store = memoryLobbyStore();
		const host = new LobbyHost({ game: counterGame, transport, store, now: () => clock });
		const code = await host.open({ hostName: 'Hostess', settings: {} });
		await host.start();
		await host.settled();
		const before = structuredClone(host.record);
		const events = store.events.length;

		const frames = fc.sample(
			fc.oneof(
				fc.constantFrom(...adversarial),
				fc.string({ maxLength: 200 }),
				fc.json({ maxDepth: 4 }),
				fc
					.record({
						t: fc.constantFrom('intent', 'ping', 'pong', 'sync', 'leave', 'challenge', 'state', 'welcome'),
						stateId: fc.oneof(fc.integer(), fc.double()),
						seq: fc.integer(),
						intent: fc.anything(),
						nonce: fc.string(),
						at: fc.double()
					})
					.map((o) => JSON.stringify(o)),
				fc.uint8Array({ maxLength: 64 }).map((a) => a.buffer)
			),
			{ numRuns: 10_000, seed: 4242 }
		);

		let gate = new FrameGate(HOST_LIMITS);
		let link = await net.connect(code);
		await host.settled();
		let receive = receivers.at(-1)!;
		const costs: number[] = [];
		for (const frame of frames) {
			clock += 150;
			const started = cpuMs();
			const admitted = gate.admit(frame, clock);
			if (admitted) receive(frame);
			costs.push(cpuMs() - started);
			if (!admitted) {
				// the connection is closed unread; the attacker opens another
				link.close();
				gate = new FrameGate(HOST_LIMITS);
				link = await net.connect(code);
				receive = receivers.at(-1)!;
			}
		}
		// process.cpuUsage counts every test thread of the process: a frame that looked slow is read
		// again on a fresh connection and keeps its cheapest reading, so only a frame that costs the
		// time on every reading (as the binarypack bomb did) fails the bound.
		const suspects = costs.map((cost, i) => ({ cost, i })).filter((c) => c.cost >= 10);
		for (const suspect of suspects)
			for (let again = 0; again < 2 && suspect.cost >= 10; again++) {
				link.close();
				link = await net.connect(code);
				receive = receivers.at(-1)!;
				clock += 150;
				const started = cpuMs();
				if (new FrameGate(HOST_LIMITS).admit(frames[suspect.i], clock)) receive(frames[suspect.i]);
				suspect.cost = Math.min(suspect.cost, cpuMs() - started);
			}
		const slowest = Math.max(0, ...costs.map((cost, i) => suspects.find((s) => s.i === i)?.cost ?? cost));
		await host.settled();
		expect(frames).toHaveLength(10_000);
		expect(slowest).toBeLessThan(50);
		expect(host.record).toEqual(before);
		expect(store.events.length).toBe(events);
		expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
		link.close();
		host.close();
	});

	it('the gate refuses what is not a string, too long, or over the connection’s budget', () => {
		const gate = new FrameGate({ maxFrameChars: 10, budgetChars: 25, windowMs: 1000 });
		expect(gate.admit(bytes(0xdf, 0xff, 0xff, 0xff, 0xff), 0)).toBe(false);
		expect(gate.admit('x'.repeat(11), 0)).toBe(false);
		expect(gate.admit('x'.repeat(10), 0)).toBe(true);
		expect(gate.admit('x'.repeat(10), 500)).toBe(true);
		expect(gate.admit('x'.repeat(10), 900)).toBe(false); // 30 characters within one second
		expect(new FrameGate({ maxFrameChars: 10, budgetChars: 25, windowMs: 1000 }).admit('x', 0)).toBe(true);
	});
});
