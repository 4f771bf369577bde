import { db, type PackRow } from '../db';
import { kindByName, PACK_KINDS } from '$lib/packs/kinds';
import type { PackKind } from '$lib/packs/registry';
import { parseJsonText, type PackIssue } from '$lib/packs/validate';
import { nestsDeeperThan, oversizedAt } from '$lib/packs/json-depth';
import { storageFailure, type ImportFailure } from '../import-failure';

/**
 * Custom packs the user imports (document scope). A pack is validated by its kind's schema and
 * saved only when it is valid: on any error nothing is written.
 */
export type ImportPackResult =
	| { ok: true; row: PackRow; warnings: PackIssue[] }
	| { ok: false; reason: ImportFailure; errors: PackIssue[] };

export const MAX_PACK_LABEL_CHARS = 120;

/** Picks the kind: the file's own `kind` field, else the one kind whose validator accepts it. */
const detectKind = (json: unknown, requested?: string): PackKind | { errors: PackIssue[] } => {
	if (requested)
		return (
			kindByName(requested) ?? { errors: [{ path: 'kind', message: `unknown pack kind "${requested}"` }] }
		);
	const declared =
		typeof json === 'object' && json !== null && 'kind' in json ? String(json.kind) : undefined;
	if (declared && kindByName(declared)) return kindByName(declared)!;
	const accepting = PACK_KINDS.filter((k) => k.check(json).ok);
	if (accepting.length === 1) return accepting[0];
	return {
		errors: [
			{
				path: 'kind',
				message: declared
					? `unknown pack kind "${declared}" (expected one of: ${PACK_KINDS.map((k) => k.kind).join(', ')})`
					: 'could not tell which game this pack is for: choose the kind and try again'
			}
		]
	};
};

export const importPackText = async (
	text: string,
	kind?: string,
	now = Date.now()
): Promise<ImportPackResult> => {
	const parsed = parseJsonText(text);
	if (!parsed.ok) return { ok: false, reason: 'json', errors: [parsed.error] };
	if (nestsDeeperThan(parsed.json)) return { ok: false, reason: 'too-deep', errors: [] };
	const oversized = oversizedAt(parsed.json);
	if (oversized) return { ok: false, reason: 'schema', errors: [oversized] };
	const chosen = detectKind(parsed.json, kind);
	if ('errors' in chosen) return { ok: false, reason: 'schema', errors: chosen.errors };
	const check = chosen.check(parsed.json);
	if (!check.ok) return { ok: false, reason: 'schema', errors: check.errors };
	const meta = chosen.describe(check.pack);
	// A 50,000-character id or name is no name (and made pages 548,100 px wide)
	const tooLong = (['id', 'name'] as const).filter((k) => meta[k].length > MAX_PACK_LABEL_CHARS);
	if (tooLong.length)
		return {
			ok: false,
			reason: 'schema',
			errors: tooLong.map((k) => ({ path: k, message: `longer than ${MAX_PACK_LABEL_CHARS} characters` }))
		};
	const row: PackRow = {
		...meta,
		id: `custom:${chosen.kind}:${meta.id}`,
		kind: chosen.kind,
		importedAt: now,
		data: check.pack
	};
	try {
		await db().packs.put(row);
	} catch (e) {
		return { ok: false, reason: storageFailure(e), errors: [] };
	}
	return { ok: true, row, warnings: check.warnings };
};

export { deleteCustomPack, listCustomPacks } from './pack-rows';
