import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The sim CLI contract (docs/sim.md): bad input → exit 2, empty stdout, one clear message. */
const root = path.resolve(import.meta.dirname, '..');
const sim = (input: string) =>
	spawnSync(process.execPath, ['--import', 'tsx', 'scripts/sim.ts', '-'], {
		cwd: root,
		input,
		encoding: 'utf8'
	});

const expectRejected = (input: string, fragment: RegExp) => {
	const r = sim(input);
	expect(r.status).toBe(2);
	expect(r.stdout).toBe('');
	expect(r.stderr).toMatch(fragment);
	expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
	expect(r.stderr.trim().split('\n').length).toBeLessThan(8);
};

describe('sim runner input errors', () => {
	it('bad JSON', () => expectRejected('{"engine": ', /not valid JSON/));
	it('unknown engine names the field and the choices', () =>
		expectRejected('{"engine":"chess"}', /engine: .*expected one of .*escalation/));
	it('a missing field is named by its path', () =>
		expectRejected(
			'{"engine":"pirate-validate","language":"en","difficulty":"medium","pirate_response":"x"}',
			/merit_score/
		));
	it('an ill-typed field is named by its path', () =>
		expectRejected(
			'{"engine":"pirate-validate","language":"en","difficulty":"medium","merit_score":"high","pirate_response":"x"}',
			/merit_score: .*number/
		));
	it('an llm field with a bad URL is named', () =>
		expectRejected(
			'{"engine":"risk","llm":{"baseUrl":"not a url","model":"m"},"transcript":[]}',
			/llm\.baseUrl/
		));
	it('a pack that fails validation is named', () =>
		expectRejected(
			'{"engine":"escalation","seed":1,"language":"en","max_rounds":5,"nsfw_enabled":false,"pack":{"kind":"nhie","questions":[{"id":5}]},"rounds":[]}',
			/pack/
		));
	it('a pack or scenario file that cannot be read names its field', () => {
		expectRejected(
			'{"engine":"pirate","language":"en","difficulty":"easy","pack":"nope.json","messages":[]}',
			/invalid scenario: pack: cannot read file "nope\.json"/
		);
		expectRejected(
			'{"engine":"risk","language":"en","scenario":"nope.json","transcript":[]}',
			/invalid scenario: scenario: cannot read file/
		);
		expectRejected(
			'{"engine":"escalation","seed":1,"language":"xx","max_rounds":5,"nsfw_enabled":false,"rounds":[]}',
			/invalid scenario: language: cannot read file/
		);
	});
	it('a missing scenario file', () => {
		const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/sim.ts', 'no-such-file.json'], {
			cwd: root,
			encoding: 'utf8'
		});
		expect(r.status).toBe(2);
		expect(r.stderr).toMatch(/cannot read scenario file/);
	});
});

describe('sim runner output', () => {
	it('a document larger than a pipe holds arrives whole (one JSON document, exit 0)', () => {
		const lines = Array.from({ length: 3000 }, (_, i) => `Never have I ever sung karaoke on boat ${i}`);
		const r = sim(JSON.stringify({ engine: 'content-filter', language: 'en', lines }));
		expect(r.status).toBe(0);
		expect(r.stdout.length).toBeGreaterThan(200_000);
		expect(JSON.parse(r.stdout).results).toHaveLength(3000);
	});
});
