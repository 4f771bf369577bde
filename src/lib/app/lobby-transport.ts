import { readSetting } from '$lib/db/repos/settings';
import {
	DEFAULT_NETWORK,
	NETWORK_SETTING_KEY,
	NetworkSettingsSchema,
	probeRuntimeConfig,
	resolveSignaling,
	type PeerConnectOptions
} from '$lib/lobby/signaling';
import { createPeerTransport } from '$lib/lobby/transport-peer';
import { resolvingTransport } from '$lib/lobby/transport-resolving';
import type { Transport } from '$lib/lobby/transport';

/**
 * The app's signalling: Settings → Network, /parlor.config.json or the public server; `certain`
 * unless the config could not be fetched (an outage: the choice is made again on the next attempt).
 */
const resolveAppSignaling = async (): Promise<{ options: PeerConnectOptions; certain: boolean }> => {
	const [settings, runtime] = await Promise.all([
		readSetting(NETWORK_SETTING_KEY, NetworkSettingsSchema, DEFAULT_NETWORK),
		probeRuntimeConfig()
	]);
	const options = resolveSignaling(settings, runtime.config, location);
	return { options, certain: runtime.answered || options.source === 'custom' };
};

export const appSignaling = async (): Promise<PeerConnectOptions> => (await resolveAppSignaling()).options;

export const createAppTransport = async (): Promise<Transport & { destroy: () => void }> =>
	resolvingTransport(async () => {
		const { options, certain } = await resolveAppSignaling();
		return { transport: createPeerTransport(options), certain };
	});
