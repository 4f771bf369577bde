/**
 * Static files for `npm start` (docs/architecture.md "How a start page starts"): precompressed variants written once at build time
 * (scripts/compress-build.ts: `file.br`, `file.gz`) chosen by `Accept-Encoding`, long immutable caching
 * for `/_app/immutable/**` (file names carry their hash) and revalidation (no-cache) for the HTML,
 * the service worker, the web manifest and the runtime config.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** The SPA shell adapter-static writes (svelte.config.js `fallback`). */
export const SPA_FALLBACK = '200.html';

export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
export const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send, from the request's Accept-Encoding (RFC 9110, section 12.5.3: q-values, `*`, q=0
 * refuses) and the variants on disk. Brotli wins a tie (smaller); undefined = send the file as is.
 */
export const pickEncoding = (
	acceptEncoding: string | undefined,
	available: readonly Encoding[]
): Encoding | undefined => {
	if (!acceptEncoding) return undefined;
	const q = new Map<string, number>();
	for (const part of acceptEncoding.split(',')) {
		const [name, ...params] = part.trim().toLowerCase().split(';');
		if (!name) continue;
		const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
		const value = qParam ? Number(qParam.slice(2)) : 1;
		q.set(name, Number.isFinite(value) ? value : 0);
	}
	const weight = (e: Encoding) => q.get(e) ?? (e === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
	let best: Encoding | undefined;
	for (const e of ENCODINGS) {
		if (!available.includes(e) || weight(e) <= 0) continue;
		if (!best || weight(e) > weight(best)) best = e;
	}
	return best;
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Cache-Control for a URL path the static handler serves. */
export const cacheControlFor = (urlPath: string): string => {
	if (urlPath.startsWith('/_app/immutable/')) return IMMUTABLE;
	// Everything else (HTML, sw.js, workbox runtime, manifest, version.json, icons, packs) revalidates:
	// an update must reach the next visit, and a 304 is cheap.
	return REVALIDATE;
};

/**
 * The file a GET path maps to inside `root`: the file itself, `<path>.html` (a prerendered page,
 * trailingSlash 'never') or `<path>/index.html`; undefined when none (or the path leaves root).
 */
export const resolveFile = (root: string, urlPath: string): string | undefined => {
	let decoded: string;
	try {
		decoded = decodeURIComponent(urlPath);
	} catch {
		return undefined;
	}
	if (decoded.includes('\0')) return undefined;
	const base = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
	if (base !== root && !base.startsWith(root + path.sep)) return undefined;
	for (const candidate of [base, base + '.html', path.join(base, 'index.html')]) {
		if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
	}
	return undefined;
};

/**
 * A compressed copy is used only when it is at least as new as the file: a file changed after the
 * build (a hand edit, a redeployed service worker) is sent as it is rather than from a stale copy.
 */
export const isFreshVariant = (file: string, variant: string): boolean => {
	try {
		return statSync(variant).mtimeMs >= statSync(file).mtimeMs;
	} catch {
		return false;
	}
};

/** Sends `file` (a path inside the build) with the negotiated encoding and caching headers. */
export const sendBuilt = (req: Request, res: Response, file: string, cacheControl: string): void => {
	const available = ENCODINGS.filter((e) => isFreshVariant(file, file + EXTENSION[e]));
	const encoding = pickEncoding(req.get('accept-encoding'), available);
	res.type(path.extname(file));
	res.set('Cache-Control', cacheControl);
	res.vary('Accept-Encoding');
	if (encoding) res.set('Content-Encoding', encoding);
	// send's ETag/Last-Modified come from the file actually sent, so each variant revalidates on its own.
	res.sendFile(encoding ? file + EXTENSION[encoding] : file, {
		headers: {},
		cacheControl: false,
		dotfiles: 'allow'
	});
};

/**
 * The prerendered shell that answers `urlPath` (docs/architecture.md "How a start page starts": a page whose address carries a value, e.g.
 * /join/<CODE>, paints before JavaScript): `shells` maps an address prefix to the shell's file; one
 * path segment after the prefix. Undefined when none applies or the file is not in the build.
 */
export const shellFor = (
	root: string,
	urlPath: string,
	shells: Readonly<Record<string, string>>
): string | undefined => {
	for (const [prefix, file] of Object.entries(shells)) {
		const rest = urlPath.startsWith(prefix) ? urlPath.slice(prefix.length) : '';
		if (rest && !rest.includes('/')) return resolveFile(root, '/' + file);
	}
	return undefined;
};

/**
 * Express middleware: serves `root` (GET/HEAD). Unknown paths get their prerendered shell (`shells`)
 * or else `fallback` (the SPA shell), except paths that look like files (an extension): those 404
 * rather than answering HTML for a missing script.
 */
export const serveBuild =
	(root: string, fallback: string, shells: Readonly<Record<string, string>> = {}) =>
	(req: Request, res: Response, next: NextFunction): void => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next();
		const file = resolveFile(root, req.path);
		if (file) return sendBuilt(req, res, file, cacheControlFor(req.path));
		if (path.posix.extname(req.path) || req.path.startsWith('/peerjs')) return next();
		sendBuilt(req, res, shellFor(root, req.path, shells) ?? path.join(root, fallback), REVALIDATE);
	};
