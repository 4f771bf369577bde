/**
 * Files a user imports are read with a nesting limit (a 200,000-deep JSON file parsed, then
 * overflowed the stack when it was validated or stored). Parlor's own files nest a dozen levels.
 */
export const MAX_JSON_DEPTH = 64;

/** True when `value` nests objects/arrays deeper than `max` (walked without recursion). */
export const nestsDeeperThan = (value: unknown, max = MAX_JSON_DEPTH): boolean => {
	const stack: [unknown, number][] = [[value, 0]];
	while (stack.length) {
		const [v, depth] = stack.pop()!;
		if (typeof v !== 'object' || v === null) continue;
		if (depth >= max) return true;
		for (const child of Object.values(v)) stack.push([child, depth + 1]);
	}
	return false;
};

/**
 * Every string and list of an imported file is bounded (docs/architecture.md "zod at the edge"):
 * Parlor's own packs hold lines of a few hundred characters and lists of a few hundred items; an
 * unbroken 100,000-character line made a page hundreds of thousands of pixels wide.
 */
export const MAX_JSON_STRING = 4000;
export const MAX_JSON_LIST = 5000;

/** The path of the first string or list past its cap ('name', 'questions.3.text'), or null. */
export const oversizedAt = (
	value: unknown,
	{ maxString = MAX_JSON_STRING, maxList = MAX_JSON_LIST } = {}
): { path: string; message: string } | null => {
	const stack: [unknown, string][] = [[value, '']];
	const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
	while (stack.length) {
		const [v, path] = stack.pop()!;
		if (typeof v === 'string' && v.length > maxString)
			return { path: path || '(root)', message: `longer than ${maxString} characters` };
		if (typeof v !== 'object' || v === null) continue;
		const entries = Object.entries(v);
		if (entries.length > maxList) return { path: path || '(root)', message: `more than ${maxList} entries` };
		for (const [k, child] of entries) {
			if (k.length > maxString)
				return { path: at(path, k.slice(0, 40)), message: `a key longer than ${maxString} characters` };
			stack.push([child, at(path, k)]);
		}
	}
	return null;
};
