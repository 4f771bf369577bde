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
