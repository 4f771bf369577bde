/**
 * Browser side of bench/lobby.bench.ts (bundled by esbuild, loaded in headless Chromium pages):
 * the real LobbyHost / LobbyGuest over the PeerJS transport and Dexie, plus a raw RTCDataChannel
 * echo pair as the baseline.
 */
import { dexieLobbyStore } from '$lib/db/repos/lobby';
import { counterGame, type CounterView } from '$lib/lobby/testing/counter-game';
import { LobbyGuest } from '$lib/lobby/guest';
import { LobbyHost } from '$lib/lobby/host';
import type { PeerConnectOptions } from '$lib/lobby/signaling';
import { memoryLobbyStore, memorySeatStore } from '$lib/lobby/store';
import { createPeerTransport } from '$lib/lobby/transport-peer';
import type { Transport } from '$lib/lobby/transport';

const now = () => performance.timeOrigin + performance.now();
let host: LobbyHost | null = null;
let guest: LobbyGuest | null = null;
const arrivals: Record<number, number> = {};
/** Host-side timeline: when each intent arrived on a link, and when the last state of its fan-out left. */
const trace: { recv: number[]; sent: number[]; bytes: number } = { recv: [], sent: [], bytes: 0 };

/** The PeerJS transport, with the host's link traffic timed (for the bench's per-stage breakdown). */
const tracedTransport = (t: Transport): Transport => ({
	...t,
	host: async (code, o) => {
		const ep = await t.host(code, o);
		return {
			...ep,
			onLink: (cb) =>
				ep.onLink((link) =>
					cb({
						...link,
						id: link.id,
						send: (text) => {
							link.send(text);
							if (!text.startsWith('{"t":"state"')) return;
							trace.sent.push(now());
							trace.bytes = text.length;
						},
						onMessage: (f) =>
							link.onMessage((data) => {
								if (typeof data === 'string' && data.includes('"intent"')) trace.recv.push(now());
								f(data);
							})
					})
				)
		};
	}
});

const api = {
	async host(opts: PeerConnectOptions): Promise<string> {
		host = new LobbyHost({
			// 20 guests and the host are 21 seats: one more than a full "Never have I ever" room
			game: { ...counterGame, maxPlayers: 32 },
			transport: tracedTransport(createPeerTransport(opts)),
			store: (globalThis as { MEM?: boolean }).MEM ? memoryLobbyStore() : dexieLobbyStore
		});
		return host.open({ hostName: 'Host', settings: { target: 1000 } });
	},
	players: () => host?.view?.players.filter((p) => p.presence === 'connected').length ?? 0,
	start: () => host!.start(),
	async guest(opts: PeerConnectOptions, code: string, name: string): Promise<string> {
		guest = new LobbyGuest({
			transport: createPeerTransport(opts),
			seats: memorySeatStore(),
			onChange: () => {
				const view = guest?.view?.game as CounterView | null;
				if (view && arrivals[view.counter] === undefined) arrivals[view.counter] = now();
			}
		});
		await guest.join(code, name);
		return guest.status;
	},
	/** Sends one +1 and returns the send time (ms, wall-clock based high resolution). */
	send(): number {
		const t = now();
		void guest!.act({ type: 'inc', by: 1 });
		return t;
	},
	arrivals: () => arrivals,
	trace: () => trace,
	/** Host throughput: `n` of the host's own intents through the full chain (persist + fan-out). */
	async throughput(n: number): Promise<number> {
		const t0 = performance.now();
		for (let i = 0; i < n; i++) await host!.act({ type: 'chat', text: `m${i}` });
		return (n / (performance.now() - t0)) * 1000;
	},
	/** Raw RTCDataChannel echo: offer side. */
	rawOffer: async (): Promise<RTCSessionDescriptionInit> => {
		const pc = new RTCPeerConnection({ iceServers: [] });
		const dc = pc.createDataChannel('echo', { ordered: true });
		raw.pc = pc;
		raw.dc = dc;
		await pc.setLocalDescription(await pc.createOffer());
		await gathered(pc);
		return pc.localDescription!.toJSON();
	},
	rawAnswer: async (offer: RTCSessionDescriptionInit): Promise<RTCSessionDescriptionInit> => {
		const pc = new RTCPeerConnection({ iceServers: [] });
		pc.ondatachannel = (e) => {
			e.channel.onmessage = (m) => e.channel.send(m.data);
		};
		raw.pc = pc;
		await pc.setRemoteDescription(offer);
		await pc.setLocalDescription(await pc.createAnswer());
		await gathered(pc);
		return pc.localDescription!.toJSON();
	},
	rawFinish: async (answer: RTCSessionDescriptionInit): Promise<void> => {
		await raw.pc!.setRemoteDescription(answer);
		if (raw.dc!.readyState !== 'open') await new Promise((resolve) => (raw.dc!.onopen = resolve));
	},
	/** Round trips of a message the size of a lobby state (~`bytes`). */
	rawEcho: async (n: number, bytes: number, gapMs = 0): Promise<number[]> => {
		const dc = raw.dc!;
		const payload = 'x'.repeat(bytes);
		const out: number[] = [];
		for (let i = 0; i < n; i++) {
			if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
			const t0 = performance.now();
			await new Promise<void>((resolve) => {
				dc.onmessage = () => resolve();
				dc.send(payload);
			});
			out.push(performance.now() - t0);
		}
		return out;
	}
};

const raw: { pc: RTCPeerConnection | null; dc: RTCDataChannel | null } = { pc: null, dc: null };

/**
 * The raw counterpart of a lobby fan-out, same topology and pages: a guest sends ~700 bytes to the
 * host page over a plain RTCDataChannel and the host relays them at once to every guest. No PeerJS,
 * no JSON, no validation, no game: what the network and the processes alone cost.
 */
const hub: { pcs: RTCPeerConnection[]; dcs: RTCDataChannel[] } = { pcs: [], dcs: [] };
const leaf: { dc: RTCDataChannel | null; arrivals: Record<number, number> } = { dc: null, arrivals: {} };

const relayApi = {
	hubOffer: async (): Promise<RTCSessionDescriptionInit> => {
		const pc = new RTCPeerConnection({ iceServers: [] });
		const dc = pc.createDataChannel('relay', { ordered: true });
		dc.onmessage = (m) => {
			for (const d of hub.dcs) d.send(m.data as string);
		};
		hub.pcs.push(pc);
		hub.dcs.push(dc);
		await pc.setLocalDescription(await pc.createOffer());
		await gathered(pc);
		return pc.localDescription!.toJSON();
	},
	hubFinish: async (answer: RTCSessionDescriptionInit): Promise<void> => {
		const pc = hub.pcs[hub.pcs.length - 1];
		const dc = hub.dcs[hub.dcs.length - 1];
		await pc.setRemoteDescription(answer);
		if (dc.readyState !== 'open') await new Promise((resolve) => (dc.onopen = resolve));
	},
	leafAnswer: async (offer: RTCSessionDescriptionInit): Promise<RTCSessionDescriptionInit> => {
		const pc = new RTCPeerConnection({ iceServers: [] });
		pc.ondatachannel = (e) => {
			leaf.dc = e.channel;
			e.channel.onmessage = (m) => {
				const n = Number((m.data as string).slice(0, 8));
				leaf.arrivals[n] ??= now();
			};
		};
		await pc.setRemoteDescription(offer);
		await pc.setLocalDescription(await pc.createAnswer());
		await gathered(pc);
		return pc.localDescription!.toJSON();
	},
	leafSend: (n: number, bytes: number): number => {
		const t = now();
		leaf.dc!.send(String(n).padStart(8, '0') + 'x'.repeat(bytes - 8));
		return t;
	},
	leafArrivals: () => leaf.arrivals
};

const gathered = (pc: RTCPeerConnection) =>
	pc.iceGatheringState === 'complete'
		? Promise.resolve()
		: new Promise<void>((resolve) =>
				pc.addEventListener('icegatheringstatechange', () => {
					if (pc.iceGatheringState === 'complete') resolve();
				})
			);

(globalThis as unknown as { bench: typeof api & typeof relayApi }).bench = { ...api, ...relayApi };
