/**
 * Browser side of bench/lobby.bench.ts (bundled by esbuild, loaded in headless Chromium pages):
 * the real LobbyHost / LobbyGuest over the PeerJS transport and Dexie, plus a raw RTCDataChannel
 * echo pair as the baseline.
 */
import { dexieLobbyStore } from '$lib/db/repos/lobby';
import { demoGame, type DemoView } from '$lib/lobby/demo-game';
import { LobbyGuest } from '$lib/lobby/guest';
import { LobbyHost } from '$lib/lobby/host';
import type { PeerConnectOptions } from '$lib/lobby/signaling';
import { memoryLobbyStore, memorySeatStore } from '$lib/lobby/store';
import { createPeerTransport } from '$lib/lobby/transport-peer';

const now = () => performance.timeOrigin + performance.now();
let host: LobbyHost | null = null;
let guest: LobbyGuest | null = null;
const arrivals: Record<number, number> = {};

const api = {
	async host(opts: PeerConnectOptions): Promise<string> {
		host = new LobbyHost({
			game: demoGame,
			transport: createPeerTransport(opts),
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
				const view = guest?.view?.game as DemoView | null;
				if (view && arrivals[view.counter] === undefined) arrivals[view.counter] = now();
			}
		});
		await guest.join(code, name);
		return guest.status;
	},
	/** Sends one +1 and returns the send time (ms, wall-clock based high resolution). */
	send(): number {
		const t = now();
		guest!.act({ type: 'inc', by: 1 });
		return t;
	},
	arrivals: () => arrivals,
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

const gathered = (pc: RTCPeerConnection) =>
	pc.iceGatheringState === 'complete'
		? Promise.resolve()
		: new Promise<void>((resolve) =>
				pc.addEventListener('icegatheringstatechange', () => {
					if (pc.iceGatheringState === 'complete') resolve();
				})
			);

(globalThis as unknown as { bench: typeof api }).bench = api;
