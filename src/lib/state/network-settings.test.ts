import { describe, expect, it } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { DEFAULT_NETWORK, NETWORK_SETTING_KEY } from '$lib/lobby/signaling';
import { readNetworkSettings, resetNetworkSettings, saveNetworkSettings } from './network-settings';

/** Settings → Network through the app's settings store (docs/architecture.md "Composition root"): no IndexedDB here. */
describe('network settings', () => {
	const server = { host: 'peer.example.org', port: 9000, path: '/', key: 'peerjs', secure: true };

	it('saves, reads back and resets the PeerServer in the app it is given', async () => {
		const app = memoryApp();
		await saveNetworkSettings({ peerServer: server, iceServers: null }, app);
		expect(await readNetworkSettings(app)).toEqual({ peerServer: server, iceServers: null });
		await resetNetworkSettings(app);
		expect(await readNetworkSettings(app)).toEqual(DEFAULT_NETWORK);
	});

	it('reads a stored value that no longer validates as the defaults, not a crash', async () => {
		const app = memoryApp();
		app.settings.values.set(NETWORK_SETTING_KEY, { peerServer: { host: 'http://x/y', port: 0 } });
		expect(await readNetworkSettings(app)).toEqual(DEFAULT_NETWORK);
	});

	it('refuses to save a PeerServer with a path in its host', async () => {
		const app = memoryApp();
		await expect(
			saveNetworkSettings(
				{ peerServer: { ...server, host: 'https://peer.example.org/x' }, iceServers: null },
				app
			)
		).rejects.toThrow();
		expect(await readNetworkSettings(app)).toEqual(DEFAULT_NETWORK);
	});
});
