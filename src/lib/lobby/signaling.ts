import { z } from 'zod';

/**
 * Where the PeerServer and the ICE servers come from (lobby.md, "Signaling and networks"):
 * 1. the user's Settings → Network (custom PeerServer and/or ICE servers), else
 * 2. `/parlor.config.json` served by `npm start` (`sameOrigin` → this page's host/port/protocol), else
 * 3. the public PeerJS server with PeerJS's default ICE servers.
 */
export const IceServerSchema = z.object({
	urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
	username: z.string().optional(),
	credential: z.string().optional()
});
export const IceServersSchema = z.array(IceServerSchema).max(10);

export const PeerServerSchema = z.object({
	host: z
		.string()
		.trim()
		.min(1)
		.max(253)
		.regex(/^[a-zA-Z0-9.-]+$|^\[[0-9a-fA-F:]+\]$/, 'host name only, without http:// or a path'),
	port: z.number().int().min(1).max(65535),
	path: z.string().trim().startsWith('/').max(200),
	key: z.string().trim().max(100),
	secure: z.boolean()
});
export type PeerServer = z.infer<typeof PeerServerSchema>;

/** Settings key 'network' (session scope, readSetting / writeSetting). */
export const NetworkSettingsSchema = z.object({
	/** null: no custom PeerServer. */
	peerServer: PeerServerSchema.nullable(),
	/** null: the default ICE servers of the chosen signalling source. */
	iceServers: IceServersSchema.nullable()
});
export type NetworkSettings = z.infer<typeof NetworkSettingsSchema>;
export const DEFAULT_NETWORK: NetworkSettings = { peerServer: null, iceServers: null };
export const NETWORK_SETTING_KEY = 'network';

export const RuntimeConfigSchema = z.object({
	peerServer: z
		.object({ sameOrigin: z.literal(true), path: z.string(), key: z.string() })
		.or(PeerServerSchema)
		.optional(),
	iceServers: IceServersSchema.optional()
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** The options handed to `new Peer(id, options)` (minus id and token). */
export type PeerConnectOptions = {
	host?: string;
	port?: number;
	path?: string;
	key?: string;
	secure?: boolean;
	config?: { iceServers: z.infer<typeof IceServersSchema> };
	/** Where this came from, for the UI ("using the PeerServer of this Parlor"). */
	source: 'custom' | 'served' | 'public';
};

export type PageLocation = { hostname: string; port: string; protocol: string };

export const resolveSignaling = (
	settings: NetworkSettings,
	runtime: RuntimeConfig | null,
	location: PageLocation
): PeerConnectOptions => {
	const iceServers = settings.iceServers ?? runtime?.iceServers ?? null;
	const config = iceServers ? { config: { iceServers } } : {};
	if (settings.peerServer) return { ...settings.peerServer, ...config, source: 'custom' };
	const ps = runtime?.peerServer;
	if (ps && 'sameOrigin' in ps) {
		const secure = location.protocol === 'https:';
		const port = location.port ? Number(location.port) : secure ? 443 : 80;
		return { host: location.hostname, port, path: ps.path, key: ps.key, secure, ...config, source: 'served' };
	}
	if (ps) return { ...ps, ...config, source: 'served' };
	return { ...config, source: 'public' };
};

/**
 * Fetches `/parlor.config.json`: the config (null when absent or invalid: a static host, the dev
 * server) and whether the server answered at all — a network error or timeout says nothing about it.
 */
export const probeRuntimeConfig = async (
	fetcher: typeof fetch = fetch
): Promise<{ config: RuntimeConfig | null; answered: boolean }> => {
	try {
		const res = await fetcher('/parlor.config.json', {
			cache: 'no-store',
			signal: AbortSignal.timeout(3000)
		});
		if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json'))
			return { config: null, answered: true };
		const parsed = RuntimeConfigSchema.safeParse(await res.json());
		return { config: parsed.success ? parsed.data : null, answered: true };
	} catch {
		return { config: null, answered: false };
	}
};
