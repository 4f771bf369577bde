/**
 * Post-build step (docs/architecture.md "How a start page starts"): writes `file.br` (brotli, quality 11; 9 over 1 MB) and `file.gz` (gzip -9) beside every
 * compressible file of build/, once, so `npm start` sends them without compressing per request
 * (scripts/serve-static.ts picks the variant). A variant that would not be smaller is not written.
 *
 *   tsx scripts/compress-build.ts [dir]     (default: build/)
 */
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml|map|wasm)$/;
const MIN_BYTES = 512;

const walk = (dir: string): string[] =>
	readdirSync(dir).flatMap((name) => {
		const p = path.join(dir, name);
		return statSync(p).isDirectory() ? walk(p) : [p];
	});

export const compressDir = (dir: string): { files: number; bytes: number; br: number; gzip: number } => {
	const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
	for (const file of walk(dir)) {
		if (!COMPRESSIBLE.test(file)) continue;
		const body = readFileSync(file);
		// Stale variants of an earlier build must not outlive the file they came from.
		for (const ext of ['.br', '.gz']) {
			try {
				unlinkSync(file + ext);
			} catch {
				/* none */
			}
		}
		if (body.length < MIN_BYTES) continue;
		const br = brotliCompressSync(body, {
			params: {
				// Quality 11 is slow on multi-megabyte files (the web-llm worker): 9 there.
				[constants.BROTLI_PARAM_QUALITY]: body.length > 1_000_000 ? 9 : constants.BROTLI_MAX_QUALITY,
				[constants.BROTLI_PARAM_SIZE_HINT]: body.length
			}
		});
		const gz = gzipSync(body, { level: 9 });
		if (br.length < body.length) writeFileSync(file + '.br', br);
		if (gz.length < body.length) writeFileSync(file + '.gz', gz);
		totals.files++;
		totals.bytes += body.length;
		totals.br += Math.min(br.length, body.length);
		totals.gzip += Math.min(gz.length, body.length);
	}
	return totals;
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
	const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'build'));
	const t = compressDir(dir);
	console.log(
		`Precompressed ${t.files} files: ${Math.round(t.bytes / 1024)} KB → brotli ${Math.round(t.br / 1024)} KB, gzip ${Math.round(t.gzip / 1024)} KB`
	);
}
