import { jsonrepair } from 'jsonrepair';

/**
 * llm.md "Structured calls": parse → strip code fences → repair. Small models wrap JSON in ```json
 * fences, add a sentence before it, or leave a trailing comma; each step is tried in turn.
 */
const FENCE_RE = /```(?:json|JSON)?\s*([\s\S]*?)```/;

export const stripFences = (text: string): string => {
	const m = FENCE_RE.exec(text);
	return (m ? m[1] : text).trim();
};

/** The span from the first { or [ to its last matching closer, when prose surrounds the JSON. */
const jsonSpan = (text: string): string | null => {
	const start = text.search(/[{[]/);
	if (start < 0) return null;
	const close = text[start] === '{' ? '}' : ']';
	const end = text.lastIndexOf(close);
	return end > start ? text.slice(start, end + 1) : text.slice(start);
};

export type LooseParse = { ok: true; value: unknown; repaired: boolean } | { ok: false; error: string };

export const parseLooseJson = (text: string): LooseParse => {
	const stripped = stripFences(text);
	for (const candidate of [stripped, jsonSpan(stripped)]) {
		if (candidate === null) continue;
		try {
			return { ok: true, value: JSON.parse(candidate), repaired: candidate !== text };
		} catch {
			// try the next candidate, then repair
		}
	}
	// Repair only what looks like JSON: jsonrepair would turn any prose into a string.
	for (const candidate of [jsonSpan(stripped)]) {
		if (!candidate) continue;
		try {
			return { ok: true, value: JSON.parse(jsonrepair(candidate)), repaired: true };
		} catch {
			// unrepairable: report below
		}
	}
	return { ok: false, error: 'The reply is not JSON.' };
};
