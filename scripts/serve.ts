/**
 * `npm start`: builds when the build is missing or stale, then serves build/ and a PeerServer
 * (npm `peer`, under /peerjs) on one HTTP(S) server, plus /parlor.config.json so the app served
 * here uses this PeerServer (lobby.md, "Signaling and networks").
 *
 *   HOST=0.0.0.0 PORT=5173 npm start [-- --https] [--no-build] [--quiet]
 *   ICE_SERVERS='[{"urls":"stun:stun.example.org"}]'  overrides the default [] (a LAN needs no STUN)
 *   PEER_ALIVE_TIMEOUT=ms  (tests use a short one so a reloaded host reclaims its id quickly)
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { generate } from 'selfsigned';
import { buildIfStale } from './build-if-stale';
import { formatBanner, serverUrls } from './serve-banner';
import { serveBuild, SPA_FALLBACK } from './serve-static';
import { PAGE_SHELLS } from '../src/lib/boot/page-shells';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const dirIndex = argv.indexOf('--dir');
// --dir serves a copy of the build (e2e runs serve a snapshot so a concurrent rebuild cannot disturb them).
const buildDir = dirIndex >= 0 ? path.resolve(argv[dirIndex + 1]) : path.join(root, 'build');
const useHttps = args.has('--https');
const quiet = args.has('--quiet');
const host = process.env.HOST ?? '0.0.0.0';
const port = Number(process.env.PORT ?? 5173);
const log = (...a: unknown[]) => {
	if (!quiet) console.log(...a);
};

const ensureBuild = (): void => {
	if (args.has('--no-build')) return;
	if (buildIfStale({ quiet })) log('Built Parlor (the build was missing or older than the sources).');
};

const parseIce = (): unknown[] => {
	if (!process.env.ICE_SERVERS) return [];
	try {
		const value: unknown = JSON.parse(process.env.ICE_SERVERS);
		if (Array.isArray(value)) return value;
	} catch {
		/* fall through */
	}
	console.error('ICE_SERVERS must be a JSON array of RTCIceServer objects; using [] instead.');
	return [];
};

const main = async (): Promise<void> => {
	if (dirIndex < 0) ensureBuild();
	else if (!existsSync(path.join(buildDir, SPA_FALLBACK))) throw new Error(`no build in ${buildDir}`);
	const app = express();
	const server = useHttps
		? https.createServer(
				await generate([{ name: 'commonName', value: 'parlor.local' }], { keySize: 2048 }).then((pems) => ({
					key: pems.private,
					cert: pems.cert
				})),
				app
			)
		: http.createServer(app);

	const peerServer = ExpressPeerServer(server, {
		key: 'parlor',
		path: '/',
		alive_timeout: Number(process.env.PEER_ALIVE_TIMEOUT ?? 60_000),
		expire_timeout: 5_000,
		allow_discovery: false
	});
	app.use('/peerjs', peerServer);

	// The runtime config that tells the app to use this PeerServer (same origin) and these ICE servers.
	app.get('/parlor.config.json', (_req, res) => {
		res.set('Cache-Control', 'no-cache');
		res.json({ peerServer: { sameOrigin: true, path: '/peerjs', key: 'parlor' }, iceServers: parseIce() });
	});

	// Precompressed files (brotli/gzip, written at build time), immutable /_app/immutable/**, no-cache
	// for the HTML, the service worker and the manifest; unknown paths get the SPA fallback
	// (adapter-static `fallback: '200.html'`), or their prerendered shell (/join/ABCD: the join form,
	// painted before JavaScript; src/lib/boot/page-shells.ts).
	app.use(serveBuild(buildDir, SPA_FALLBACK, PAGE_SHELLS));

	await new Promise<void>((resolve) => server.listen(port, host, resolve));
	const address = server.address();
	const actualPort = typeof address === 'object' && address ? address.port : port;
	const banner = {
		scheme: useHttps ? 'https' : 'http',
		host,
		port: actualPort,
		interfaces: networkInterfaces()
	} as const;
	// Machine-readable line first: tests read the port from it.
	console.log(`PARLOR_READY ${serverUrls(banner).local}`);
	if (!quiet) log(await formatBanner(banner));

	const shutdown = () => {
		server.closeAllConnections?.();
		server.close(() => process.exit(0));
		setTimeout(() => process.exit(0), 1000).unref();
	};
	process.on('SIGINT', shutdown);
	process.on('SIGTERM', shutdown);
};

main().catch((e: unknown) => {
	console.error(`Parlor could not start: ${e instanceof Error ? e.message : String(e)}`);
	if (e && typeof e === 'object' && 'code' in e && e.code === 'EADDRINUSE')
		console.error(`Port ${port} is busy. Try: PORT=5174 npm start`);
	process.exit(1);
});
