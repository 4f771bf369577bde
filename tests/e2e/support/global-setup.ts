import { execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveBuild } from './serve-build';

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
	const started = await serveBuild(snapshot, { PEER_ALIVE_TIMEOUT: '5000' });
	server = started.child;
	const baseUrl = started.url;
	project.provide('baseUrl', baseUrl);
	project.provide('buildDir', snapshot);
	return async () => {
		const child = server;
		if (child && child.exitCode === null && child.signalCode === null) {
			const exited = new Promise((resolve) => child.once('exit', resolve));
			child.kill('SIGTERM');
			await exited; // the server has let go of the snapshot it served
		}
		rmSync(snapshot, { recursive: true, force: true });
	};
}
