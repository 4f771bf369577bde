/**
 * `npm run packs:check [-- dir]`: validates every pack under question-packs/ with its kind's schema.
 * Prints each error and warning by file and JSON path; exit 1 when any pack has an error.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { kindForFolder } from '../src/lib/packs/kinds';
import { parseJsonText } from '../src/lib/packs/validate';

export type FileReport = { file: string; errors: string[]; warnings: string[] };

export const checkPacksDir = (root: string): FileReport[] => {
	const reports: FileReport[] = [];
	for (const folder of readdirSync(root).sort()) {
		const dir = path.join(root, folder);
		if (!statSync(dir).isDirectory()) continue;
		const kind = kindForFolder(folder);
		for (const name of readdirSync(dir)
			.filter((n) => n.endsWith('.json'))
			.sort()) {
			const file = path.join(folder, name);
			if (!kind) {
				reports.push({ file, errors: [`no pack kind uses the folder "${folder}"`], warnings: [] });
				continue;
			}
			const parsed = parseJsonText(readFileSync(path.join(dir, name), 'utf8'));
			if (!parsed.ok) {
				reports.push({ file, errors: [`${parsed.error.path}: ${parsed.error.message}`], warnings: [] });
				continue;
			}
			const result = kind.check(parsed.json);
			reports.push({
				file,
				errors: result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`),
				warnings: result.warnings.map((w) => `${w.path}: ${w.message}`)
			});
		}
	}
	return reports;
};

const main = (): number => {
	const root = path.resolve(process.argv[2] ?? 'question-packs');
	const reports = checkPacksDir(root);
	let failed = 0;
	for (const r of reports) {
		console.log(`${r.errors.length ? '✗' : '✓'} ${r.file}`);
		for (const e of r.errors.slice(0, 50)) console.log(`    error   ${e}`);
		if (r.errors.length > 50) console.log(`    … and ${r.errors.length - 50} more errors`);
		for (const w of r.warnings.slice(0, 20)) console.log(`    warning ${w}`);
		if (r.errors.length) failed++;
	}
	console.log(`\n${reports.length - failed} of ${reports.length} packs valid.`);
	return failed ? 1 : 0;
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
	process.exit(main());
