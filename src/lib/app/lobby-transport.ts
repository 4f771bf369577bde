import { readSetting } from '$lib/db/repos/settings';
import {
	DEFAULT_NETWORK,
	NETWORK_SETTING_KEY,
	NetworkSettingsSchema,
	fetchRuntimeConfig,
	resolveSignaling,
	type PeerConnectOptions
} from '$lib/lobby/signaling';
import { createPeerTransport } from '$lib/lobby/transport-peer';
import type { Transport } from '$lib/lobby/transport';

/** The app's transport: signalling resolved from Settings → Network, /parlor.config.json or the public server. */
export const appSignaling = async (): Promise<PeerConnectOptions> => {
	const [settings, runtime] = await Promise.all([
		readSetting(NETWORK_SETTING_KEY, NetworkSettingsSchema, DEFAULT_NETWORK),
		fetchRuntimeConfig()
	]);
	return resolveSignaling(settings, runtime, location);
};

export const createAppTransport = async (): Promise<Transport & { destroy: () => void }> =>
	createPeerTransport(await appSignaling());
