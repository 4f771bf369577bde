import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { serveBuild } from './serve-build';

export type OwnServer = {
	/** Where it serves, e.g. http://127.0.0.1:41234 */
	url: string;
	/** Its own copy of build/: a test may change files in it (deploy a new version). */
	dir: string;
	close: () => Promise<void>;
};

/**
 * `npm start` (scripts/serve.ts) on a copy of the e2e build, for a test that changes the served files.
 * The e2e files run two at a time: a change to the shared server's files would reach the other file's
 * pages too.
 */
export const ownServer = async (): Promise<OwnServer> => {
	const dir = mkdtempSync(path.join(tmpdir(), 'parlor-own-'));
	cpSync(inject('buildDir'), dir, { recursive: true });
	const { url, child } = await serveBuild(dir);
	return {
		url,
		dir,
		close: async () => {
			const exited = new Promise((resolve) => child.once('exit', resolve));
			child.kill('SIGTERM');
			await exited;
			rmSync(dir, { recursive: true, force: true });
		}
	};
};
