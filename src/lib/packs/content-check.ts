import { contentFilter, FilterReasons, type FilterReason } from '$lib/engines/kit/content-filter';
import { displayText } from '$lib/engines/kit/display-text';
import type { PackKind } from './registry';
import type { PackCheck, PackIssue } from './validate';

/**
 * The content filter on a pack's text (docs/nhie.md "Content filter", README "Writing packs"):
 * every string of a pack a user imports is read as the filter reads a model's line, and the pack is
 * refused with each line named by its JSON path. Slurs and sexual content with a minor are refused
 * anywhere; sexual content too inside an object marked `"is_nsfw": false` (a "Never have I ever"
 * question shown with adult questions off). A line must also be in the form it is shown in: a
 * direction override or another invisible format character would show one text and be judged as
 * another. Links and handles are the author's business here, length is the schema's.
 */
const REFUSED: ReadonlySet<FilterReason> = new Set([
	FilterReasons.slur,
	FilterReasons.minors,
	FilterReasons.sexual
]);

const MESSAGES: Partial<Record<FilterReason, string>> = {
	[FilterReasons.slur]: 'refused by the content filter: a slur',
	[FilterReasons.minors]: 'refused by the content filter: sexual content with a minor',
	[FilterReasons.sexual]: 'refused by the content filter: sexual content in a line not marked "is_nsfw": true'
};

export const packTextProblems = (pack: unknown, language: string): PackIssue[] => {
	const issues: PackIssue[] = [];
	const stack: { value: unknown; path: string[]; nsfw: boolean }[] = [{ value: pack, path: [], nsfw: true }];
	while (stack.length) {
		const { value, path, nsfw } = stack.pop()!;
		const at = path.join('.') || '(root)';
		if (typeof value === 'string') {
			if (displayText(value) !== value.normalize('NFC'))
				issues.push({ path: at, message: 'has invisible or direction-changing characters; remove them' });
			const verdict = contentFilter(value, language, nsfw, { minLength: 0, maxLength: Infinity });
			if (!verdict.ok && REFUSED.has(verdict.reason))
				issues.push({ path: at, message: `${MESSAGES[verdict.reason]} ("${verdict.match}")` });
		} else if (typeof value === 'object' && value !== null) {
			const flag = (value as { is_nsfw?: unknown }).is_nsfw;
			const inner = typeof flag === 'boolean' ? flag : nsfw;
			for (const [key, child] of Object.entries(value))
				stack.push({ value: child, path: [...path, key], nsfw: inner });
		}
	}
	return issues.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
};

/** A pack kind whose check also runs the content filter over the valid pack's text. */
export const withContentCheck = (kind: PackKind): PackKind => ({
	...kind,
	check: (json): PackCheck => {
		const checked = kind.check(json);
		if (!checked.ok) return checked;
		const errors = packTextProblems(checked.pack, kind.describe(checked.pack).language);
		return errors.length ? { ok: false, errors, warnings: checked.warnings } : checked;
	}
});
