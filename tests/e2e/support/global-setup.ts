import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
	export interface ProvidedContext {
		baseUrl: string;
		/** The served copy of build/ (tests may change files in it, e.g. to publish a new version). */
		buildDir: string;
	}
}

/** Builds when stale and serves the app + PeerServer on a free port for the whole e2e run. */
let server: ChildProcess | null = null;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const root = path.resolve(import.meta.dirname, '../../..');
	// Build if stale, then snapshot build/ under the same lock so parallel runs never see a half build.
	const snapshot = mkdtempSync(path.join(tmpdir(), 'parlor-e2e-'));
	execSync(
		`node --import tsx scripts/build-if-stale.ts --quiet && flock /tmp/parlor-build.lock cp -r build/. ${snapshot}/`,
		{
			cwd: root,
			stdio: ['ignore', 'ignore', 'inherit']
		}
	);
	server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--quiet', '--dir', snapshot], {
		cwd: root,
		env: { ...process.env, HOST: '127.0.0.1', PORT: '0', PEER_ALIVE_TIMEOUT: '5000' },
		stdio: ['ignore', 'pipe', 'inherit']
	});
	const baseUrl = await new Promise<string>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error('the app server did not start within 180 s')), 180_000);
		let buffer = '';
		server!.stdout!.on('data', (chunk: Buffer) => {
			buffer += chunk.toString();
			const match = /PARLOR_READY (\S+)/.exec(buffer);
			if (match) {
				clearTimeout(timer);
				resolve(match[1].replace('localhost', '127.0.0.1'));
			}
		});
		server!.on('exit', (code) => reject(new Error(`the app server exited with code ${code}`)));
	});
	project.provide('baseUrl', baseUrl);
	project.provide('buildDir', snapshot);
	return async () => {
		server?.kill('SIGTERM');
		await new Promise((resolve) => setTimeout(resolve, 300));
		rmSync(snapshot, { recursive: true, force: true });
	};
}
