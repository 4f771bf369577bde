import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATA_PACK_KINDS, PACK_KINDS } from '../src/lib/packs/kinds';
import { checkPacksDir } from './packs-check';

const root = path.resolve(import.meta.dirname, '..');

describe('packs:check', () => {
	it('every built-in pack is valid', () => {
		const reports = checkPacksDir(path.join(root, 'question-packs'));
		expect(reports.length).toBeGreaterThanOrEqual(17);
		expect(reports.filter((r) => r.errors.length)).toEqual([]);
	});

	it('names the JSON path of each error and exits 1', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'packs-'));
		mkdirSync(path.join(dir, 'nhie'));
		const pack = JSON.parse(readFileSync(path.join(root, 'question-packs/nhie/en.json'), 'utf8'));
		pack.questions[3].intensity = 11;
		writeFileSync(path.join(dir, 'nhie', 'broken.json'), JSON.stringify(pack));
		writeFileSync(path.join(dir, 'nhie', 'syntax.json'), '{"kind": "nhie",');
		const [broken, syntax] = checkPacksDir(dir);
		expect(broken.errors.some((e) => e.startsWith('questions.3.intensity:'))).toBe(true);
		expect(syntax.errors[0]).toMatch(/not valid JSON/);

		const cli = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/packs-check.ts', dir], {
			cwd: root,
			encoding: 'utf8'
		});
		expect(cli.status).toBe(1);
		expect(cli.stdout).toContain('questions.3.intensity');
	});

	it('refuses a blocklist entry that can never match, naming its path', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'packs-'));
		mkdirSync(path.join(dir, 'blocklists'));
		const pack = JSON.parse(readFileSync(path.join(root, 'question-packs/blocklists/en.json'), 'utf8'));
		pack.sexual[2] = 'se*x';
		pack.minor_ages[0] = 'year old';
		writeFileSync(path.join(dir, 'blocklists', 'en.json'), JSON.stringify(pack));
		const [report] = checkPacksDir(dir);
		expect(report.errors.some((e) => e.startsWith('sexual.2:') && e.includes('only end a word'))).toBe(true);
		expect(report.errors.some((e) => e.startsWith('minor_ages.0:') && e.includes('"#"'))).toBe(true);
	});

	it('no validator throws on arbitrary JSON (bad input is a message, never a crash)', () => {
		fc.assert(
			fc.property(fc.jsonValue(), (json) => {
				for (const kind of [...PACK_KINDS, ...DATA_PACK_KINDS]) {
					const result = kind.check(json);
					if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
				}
			}),
			{ numRuns: 200 }
		);
	});
});
