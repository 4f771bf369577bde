/**
 * Headless engine runner (docs/sim.md): `npm run -s sim -- <scenario.json | ->`.
 * One JSON document on stdout and exit 0; bad input: exit 2, one message on stderr, no stack.
 */
import { readFile } from 'node:fs/promises';
import { runScenarioText } from '../src/lib/sim/run-scenario';

const readStdin = async (): Promise<string> => {
	const chunks: Buffer[] = [];
	for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString('utf8');
};

const main = async (): Promise<number> => {
	const arg = process.argv[2];
	if (!arg) {
		process.stderr.write('usage: npm run -s sim -- <scenario.json | ->\n');
		return 2;
	}
	let text: string;
	try {
		text = arg === '-' ? await readStdin() : await readFile(arg, 'utf8');
	} catch {
		process.stderr.write(`cannot read scenario file "${arg}"\n`);
		return 2;
	}
	const outcome = await runScenarioText(text);
	if (!outcome.ok) {
		process.stderr.write(`invalid scenario: ${outcome.message}\n`);
		return 2;
	}
	process.stdout.write(JSON.stringify(outcome.output, null, 2) + '\n');
	return 0;
};

/**
 * Exits once stdout and stderr have taken everything written: on a pipe, writes are asynchronous, and
 * `process.exit` right after a large write cut the JSON off at the pipe's 64 KB.
 */
const exit = (code: number): void => {
	process.exitCode = code;
	process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
};

main().then(exit, (e: unknown) => {
	process.stderr.write(`sim failed: ${e instanceof Error ? e.message : String(e)}\n`);
	exit(1);
});
