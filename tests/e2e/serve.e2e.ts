import { spawn } from 'node:child_process';
import https from 'node:https';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl } from './support/browser';

/** `npm start` (scripts/serve.ts): the app, its PeerServer and the runtime config on one origin. */
describe('npm start server', () => {
	it('serves the app, the SPA fallback, the PeerServer and the runtime config', async () => {
		const home = await fetch(baseUrl());
		expect(home.status).toBe(200);
		expect(await home.text()).toContain('<div style="display: contents">');
		const join = await fetch(new URL('/join/ABCD', baseUrl()));
		expect(join.status).toBe(200);
		// a prerendered page names itself before its JavaScript runs (the first <title> is shown)
		const firstTitle = async (route: string) =>
			/<title>([^<]*)<\/title>/.exec(await (await fetch(new URL(route, baseUrl()))).text())?.[1];
		expect(await firstTitle('/safe')).toBe('Safe choices');
		expect(await firstTitle('/nhie')).toBe('Never have I ever');
		const peer = (await (await fetch(new URL('/peerjs', baseUrl()))).json()) as { name: string };
		expect(peer.name).toBe('PeerJS Server');
		const id = await (await fetch(new URL('/peerjs/parlor/id', baseUrl()))).text();
		expect(id.length).toBeGreaterThan(8);
		const config = (await (await fetch(new URL('/parlor.config.json', baseUrl()))).json()) as unknown;
		expect(config).toEqual({
			peerServer: { sameOrigin: true, path: '/peerjs', key: 'parlor' },
			iceServers: []
		});
	});

	it('--https serves over TLS with a self-signed certificate, and ICE_SERVERS overrides the default', async () => {
		const root = path.resolve(import.meta.dirname, '../..');
		const child = spawn(
			process.execPath,
			['--import', 'tsx', 'scripts/serve.ts', '--https', '--quiet', '--no-build'],
			{
				cwd: root,
				env: {
					...process.env,
					HOST: '127.0.0.1',
					PORT: '0',
					ICE_SERVERS: '[{"urls":"stun:127.0.0.1:3478"}]'
				},
				stdio: ['ignore', 'pipe', 'inherit']
			}
		);
		try {
			const url = await new Promise<string>((resolve, reject) => {
				child.stdout.on('data', (c: Buffer) => {
					const m = /PARLOR_READY (\S+)/.exec(c.toString());
					if (m) resolve(m[1]);
				});
				child.on('exit', (code) => reject(new Error(`exited ${code}`)));
			});
			expect(url.startsWith('https://')).toBe(true);
			const body = await new Promise<string>((resolve, reject) => {
				https
					.get(new URL('/parlor.config.json', url), { rejectUnauthorized: false }, (res) => {
						let data = '';
						res.on('data', (d: Buffer) => (data += d.toString()));
						res.on('end', () => resolve(data));
					})
					.on('error', reject);
			});
			expect(JSON.parse(body)).toMatchObject({ iceServers: [{ urls: 'stun:127.0.0.1:3478' }] });
		} finally {
			child.kill('SIGTERM');
		}
	});
	it('without --quiet prints the local URL and the PeerServer URL on its own terminal', async () => {
		// Loopback only in tests: no LAN URL or QR code then (the LAN lines are unit-tested in
		// scripts/serve-banner.test.ts with made-up interfaces).
		const root = path.resolve(import.meta.dirname, '../..');
		const child = spawn(
			process.execPath,
			['--import', 'tsx', 'scripts/serve.ts', '--dir', inject('buildDir')],
			{
				cwd: root,
				env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
				stdio: ['ignore', 'pipe', 'inherit']
			}
		);
		try {
			const out = await new Promise<string>((resolve, reject) => {
				let buffer = '';
				child.stdout.on('data', (c: Buffer) => {
					buffer += c.toString();
					if (buffer.includes('PeerServer:')) resolve(buffer);
				});
				child.on('exit', (code) => reject(new Error(`exited ${code}: ${buffer}`)));
			});
			const port = /PARLOR_READY http:\/\/localhost:(\d+)\//.exec(out)?.[1];
			expect(Number(port)).toBeGreaterThan(0);
			expect(out).toContain(`On this device:  http://localhost:${port}/`);
			expect(out).toContain(`PeerServer:      http://localhost:${port}/peerjs`);
			expect(out).not.toContain('On your network');
			const peer = (await (await fetch(`http://127.0.0.1:${port}/peerjs`)).json()) as { name: string };
			expect(peer.name).toBe('PeerJS Server');
		} finally {
			child.kill('SIGTERM');
		}
	});
});
