import { appSignaling } from '$lib/app/lobby-transport';
import { readSetting, writeSetting } from '$lib/db/repos/settings';
import {
	DEFAULT_NETWORK,
	NETWORK_SETTING_KEY,
	NetworkSettingsSchema,
	type NetworkSettings
} from '$lib/lobby/signaling';

/**
 * Settings → Network (lobby.md, "Signaling and networks") as the settings page reaches it: the
 * saved PeerServer and ICE servers (validated with zod on the way in and out) and which signalling
 * the app uses. The UI reaches storage only through the state layer (architecture.md).
 */
export const readNetworkSettings = (): Promise<NetworkSettings> =>
	readSetting(NETWORK_SETTING_KEY, NetworkSettingsSchema, DEFAULT_NETWORK);

export const saveNetworkSettings = (settings: NetworkSettings): Promise<void> =>
	writeSetting(NETWORK_SETTING_KEY, NetworkSettingsSchema, settings);

export const resetNetworkSettings = (): Promise<void> => saveNetworkSettings(DEFAULT_NETWORK);

/** Where the app's signalling comes from now: the public server, this Parlor's, or the user's own. */
export const signalingSource = async (): Promise<'public' | 'served' | 'custom'> =>
	(await appSignaling()).source;
