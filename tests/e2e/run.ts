/** `npm run test:e2e`: the e2e suite (see vitest.e2e.config.ts). Extra args go to vitest. */
import { spawnSync } from 'node:child_process';

const result = spawnSync(
	'npx',
	['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
	{
		stdio: 'inherit'
	}
);
process.exit(result.status ?? 1);
