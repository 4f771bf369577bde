import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export type Served = { url: string; dir: string; stop: () => void };

/**
 * Copies build/ (under the build lock, so a concurrent rebuild is never seen half-written) and serves
 * the copy with `scripts/serve.ts` — what `npm start` serves — on 127.0.0.1 and a free port.
 * `stop()` ends the server and deletes the copy.
 */
export const serveSnapshot = (prefix: string): Promise<Served> => {
	const dir = mkdtempSync(path.join(tmpdir(), prefix));
	execSync(`flock /tmp/parlor-build.lock cp -r build/. ${dir}/`, { cwd: root });
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--quiet', '--dir', dir], {
			cwd: root,
			env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
			stdio: ['ignore', 'pipe', 'inherit']
		});
		const stop = () => {
			child.kill('SIGTERM');
			rmSync(dir, { recursive: true, force: true });
		};
		child.stdout.on('data', (chunk: Buffer) => {
			const m = /PARLOR_READY (\S+)/.exec(chunk.toString());
			if (m) resolve({ url: m[1].replace('localhost', '127.0.0.1').replace(/\/$/, ''), dir, stop });
		});
		child.on('exit', (code) => {
			rmSync(dir, { recursive: true, force: true });
			reject(new Error(`server exited with ${code}`));
		});
	});
};
