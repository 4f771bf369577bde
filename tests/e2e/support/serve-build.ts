import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * `npm start` (scripts/serve.ts) on a built copy of the app, on a free loopback port; resolves once it
 * prints its address. No vitest import: the global setup uses it too.
 */
export const serveBuild = async (
	dir: string,
	env: Record<string, string> = {}
): Promise<{ url: string; child: ChildProcess }> => {
	const root = path.resolve(import.meta.dirname, '../../..');
	const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--quiet', '--dir', dir], {
		cwd: root,
		env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
		stdio: ['ignore', 'pipe', 'inherit']
	});
	const url = await new Promise<string>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error('the app server did not start within 180 s')), 180_000);
		let buffer = '';
		child.stdout!.on('data', (chunk: Buffer) => {
			buffer += chunk.toString();
			const match = /PARLOR_READY (\S+)/.exec(buffer);
			if (match) {
				clearTimeout(timer);
				resolve(match[1].replace('localhost', '127.0.0.1'));
			}
		});
		child.on('exit', (code) => reject(new Error(`the app server exited with code ${code}`)));
	});
	return { url, child };
};
