import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from './compress-build';
import { PAGE_SHELLS } from '../src/lib/boot/page-shells';
import { cacheControlFor, IMMUTABLE, pickEncoding, resolveFile, serveBuild } from './serve-static';

// A fallback apart from the home page, as when start pages are prerendered.
const FALLBACK = '200.html';

/** docs/architecture.md "How a start page starts": `npm start` sends precompressed files with Content-Encoding negotiation and caching. */
describe('pickEncoding', () => {
	it('prefers brotli when both are accepted and present', () => {
		expect(pickEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
	});
	it('falls back to gzip when brotli is not accepted or not on disk', () => {
		expect(pickEncoding('gzip, deflate', ['br', 'gzip'])).toBe('gzip');
		expect(pickEncoding('br, gzip', ['gzip'])).toBe('gzip');
	});
	it('honours q-values, q=0 refusals and the wildcard', () => {
		expect(pickEncoding('br;q=0.5, gzip;q=0.9', ['br', 'gzip'])).toBe('gzip');
		expect(pickEncoding('br;q=0, *', ['br', 'gzip'])).toBe('gzip');
		expect(pickEncoding('*;q=0', ['br', 'gzip'])).toBeUndefined();
		expect(pickEncoding('*', ['br', 'gzip'])).toBe('br');
		expect(pickEncoding('x-gzip', ['gzip'])).toBe('gzip');
	});
	it('sends the file as is without Accept-Encoding, with identity only, or when no variant exists', () => {
		expect(pickEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
		expect(pickEncoding('identity', ['br', 'gzip'])).toBeUndefined();
		expect(pickEncoding('br, gzip', [])).toBeUndefined();
	});
});

describe('cacheControlFor', () => {
	it('is immutable for hashed app files and revalidates the HTML, the service worker and the manifest', () => {
		expect(cacheControlFor('/_app/immutable/chunks/abc.js')).toBe(IMMUTABLE);
		for (const p of ['/', '/index.html', '/nhie', '/sw.js', '/manifest.webmanifest', '/_app/version.json'])
			expect(cacheControlFor(p)).toBe('no-cache');
	});
});

describe('serveBuild over HTTP', () => {
	let dir: string;
	let server: http.Server;
	let base: string;
	const script = 'export const x = "' + 'parlor '.repeat(400) + '";\n';
	const html = '<!doctype html><html><body>' + '<p>home</p>'.repeat(100) + '</body></html>';

	beforeAll(async () => {
		dir = mkdtempSync(path.join(tmpdir(), 'parlor-serve-static-'));
		mkdirSync(path.join(dir, '_app/immutable/chunks'), { recursive: true });
		writeFileSync(path.join(dir, '_app/immutable/chunks/app.123.js'), script);
		writeFileSync(path.join(dir, 'index.html'), html);
		writeFileSync(path.join(dir, 'nhie.html'), html.replace('home', 'nhie'));
		writeFileSync(path.join(dir, FALLBACK), html.replace('home', 'shell'));
		// the app's own shells (docs/architecture.md "How a start page starts"): /join/<code> and the big screen /screen/<code>
		for (const [prefix, file] of Object.entries(PAGE_SHELLS)) {
			mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
			writeFileSync(path.join(dir, file), html.replace('home', `${prefix} shell`));
		}
		writeFileSync(path.join(dir, 'sw.js'), script);
		writeFileSync(path.join(dir, 'tiny.txt'), 'hi');
		compressDir(dir);
		const app = express();
		app.use(serveBuild(dir, FALLBACK, { ...PAGE_SHELLS, '/gone/': 'gone/X.html' }));
		server = app.listen(0, '127.0.0.1');
		await new Promise((resolve) => server.once('listening', resolve));
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	});
	afterAll(() => {
		server.close();
		rmSync(dir, { recursive: true, force: true });
	});

	const get = (p: string, acceptEncoding?: string) =>
		new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
			http
				.get(base + p, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
					const chunks: Buffer[] = [];
					res.on('data', (c: Buffer) => chunks.push(c));
					res.on('end', () =>
						resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
					);
				})
				.on('error', reject);
		});

	it('sends the brotli variant to a browser, with the JavaScript type and immutable caching', async () => {
		const r = await get('/_app/immutable/chunks/app.123.js', 'gzip, deflate, br');
		expect(r.headers['content-encoding']).toBe('br');
		expect(r.headers['content-type']).toMatch(/javascript/);
		expect(r.headers['cache-control']).toBe(IMMUTABLE);
		expect(r.headers.vary).toMatch(/Accept-Encoding/i);
		expect(r.body.length).toBeLessThan(script.length / 5);
		expect(brotliDecompressSync(r.body).toString()).toBe(script);
	});

	it('sends gzip to a client without brotli and the plain file to one without either', async () => {
		const gz = await get('/_app/immutable/chunks/app.123.js', 'gzip');
		expect(gz.headers['content-encoding']).toBe('gzip');
		expect(gunzipSync(gz.body).toString()).toBe(script);
		const plain = await get('/_app/immutable/chunks/app.123.js');
		expect(plain.headers['content-encoding']).toBeUndefined();
		expect(plain.body.toString()).toBe(script);
	});

	it('serves prerendered pages by their path, a page shell or the SPA shell for dynamic ones, all revalidated', async () => {
		const home = await get('/', 'br');
		expect(brotliDecompressSync(home.body).toString()).toContain('<p>home</p>');
		expect(home.headers['content-type']).toMatch(/text\/html/);
		expect(home.headers['cache-control']).toBe('no-cache');
		const nhie = await get('/nhie', 'br');
		expect(brotliDecompressSync(nhie.body).toString()).toContain('<p>nhie</p>');
		// /join/<code>, /screen/<code>: their prerendered shells (docs/architecture.md "How a start page starts"), for any code; deeper paths, other routes
		// and a shell missing from the build get the SPA shell
		for (const prefix of ['/join/', '/screen/'])
			for (const code of ['ABCD', 'WXYZ']) {
				const shell = await get(`${prefix}${code}`, 'gzip');
				expect(gunzipSync(shell.body).toString()).toContain(`<p>${prefix} shell</p>`);
				expect(shell.headers['cache-control']).toBe('no-cache');
			}
		for (const p of ['/join/ABCD/more', '/join/', '/screen/ABCD/x', '/quiz/share/x', '/gone/1'])
			expect(brotliDecompressSync((await get(p, 'br')).body).toString()).toContain('<p>shell</p>');
		const sw = await get('/sw.js', 'br');
		expect(sw.headers['cache-control']).toBe('no-cache');
		expect(sw.headers['content-encoding']).toBe('br');
	});

	it('answers 404 for a missing file (not the HTML shell) and sends small files uncompressed', async () => {
		expect((await get('/_app/immutable/chunks/gone.js', 'br')).status).toBe(404);
		const tiny = await get('/tiny.txt', 'br');
		expect(tiny.headers['content-encoding']).toBeUndefined();
		expect(tiny.body.toString()).toBe('hi');
	});

	it('sends a file changed after the build as it is, not its stale compressed copy', async () => {
		const sw = path.join(dir, 'sw.js');
		writeFileSync(sw, script + '// next version\n');
		utimesSync(sw, new Date(), new Date(Date.now() + 5000));
		const r = await get('/sw.js', 'br, gzip');
		expect(r.headers['content-encoding']).toBeUndefined();
		expect(r.body.toString()).toContain('// next version');
	});

	it('never serves a file outside the build folder', () => {
		expect(resolveFile(dir, '/../package.json')).toBeUndefined();
		expect(resolveFile(dir, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
		expect(resolveFile(dir, '/nhie')).toBe(path.join(dir, 'nhie.html'));
	});
});
