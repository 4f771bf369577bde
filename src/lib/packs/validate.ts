import type { ZodType } from 'zod';

/** One problem in a pack, named by its JSON path (e.g. `questions.12.intensity`). */
export type PackIssue = { path: string; message: string };
export type PackCheck<T = unknown> =
	{ ok: true; pack: T; warnings: PackIssue[] } | { ok: false; errors: PackIssue[]; warnings: PackIssue[] };

export const pathOf = (path: readonly PropertyKey[]): string =>
	path.length ? path.map((p) => String(p)).join('.') : '(root)';

/** Validates with a zod schema and turns its issues into path-named errors. */
export const checkWithSchema = <T>(schema: ZodType<T>, json: unknown): PackCheck<T> => {
	const parsed = schema.safeParse(json);
	if (parsed.success) return { ok: true, pack: parsed.data, warnings: [] };
	return {
		ok: false,
		errors: parsed.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })),
		warnings: []
	};
};

/** Parses a file's text as JSON, reporting a syntax error as an issue instead of throwing. */
export const parseJsonText = (
	text: string
): { ok: true; json: unknown } | { ok: false; error: PackIssue } => {
	try {
		return { ok: true, json: JSON.parse(text) };
	} catch (e) {
		return { ok: false, error: { path: '(file)', message: `not valid JSON: ${(e as Error).message}` } };
	}
};
