import { app, type App } from '$lib/app/app';
import {
	DEFAULT_NETWORK,
	NETWORK_SETTING_KEY,
	NetworkSettingsSchema,
	type NetworkSettings
} from '$lib/lobby/signaling';

/**
 * Settings → Network (lobby.md, "Signaling and networks") as the settings page reaches it: the
 * saved PeerServer and ICE servers (validated with zod on the way in and out) and which signalling
 * the app uses. The UI reaches storage only through the state layer (architecture.md); `deps` is the
 * page's app by default.
 */
export const readNetworkSettings = (deps: Pick<App, 'settings'> = app): Promise<NetworkSettings> =>
	deps.settings.read(NETWORK_SETTING_KEY, NetworkSettingsSchema, DEFAULT_NETWORK);

export const saveNetworkSettings = (
	settings: NetworkSettings,
	deps: Pick<App, 'settings'> = app
): Promise<void> => deps.settings.write(NETWORK_SETTING_KEY, NetworkSettingsSchema, settings);

export const resetNetworkSettings = (deps: Pick<App, 'settings'> = app): Promise<void> =>
	saveNetworkSettings(DEFAULT_NETWORK, deps);

/** Where the app's signalling comes from now: the public server, this Parlor's, or the user's own. */
export const signalingSource = async (
	deps: Pick<App, 'signaling'> = app
): Promise<'public' | 'served' | 'custom'> => (await deps.signaling()).source;
