import { z } from 'zod';
import { entryProblem } from './text';

/**
 * A blocklist pack (question-packs/blocklists/<language>.json) for the content filter
 * (nhie.md "Content filter"). Entries use the one stem syntax of text.ts: words, `*` ending a
 * word makes it a stem, phrases are several words. `minor_ages` entries hold one `#`, standing for
 * a number under 18 ("# year* old*", "в # лет").
 */
export const AGE_PLACEHOLDER = '#';
/** What `#` is compiled to: the token every number under 18 of the text becomes (content-filter.ts). */
export const MINOR_AGE_TOKEN = '0';

const entry = z
	.string()
	.min(1)
	.max(80)
	.superRefine((s, ctx) => {
		const problem = entryProblem(s);
		if (problem) ctx.addIssue({ code: 'custom', message: problem });
	});

const ageEntry = z
	.string()
	.min(1)
	.max(80)
	.superRefine((s, ctx) => {
		const holes = s.split(/\s+/u).filter((w) => w === AGE_PLACEHOLDER).length;
		if (holes !== 1) ctx.addIssue({ code: 'custom', message: `"${s}" needs exactly one "#" word (the age)` });
		const problem = entryProblem(s.replace(AGE_PLACEHOLDER, MINOR_AGE_TOKEN));
		if (problem) ctx.addIssue({ code: 'custom', message: problem });
	});

const numberWord = entry.superRefine((s, ctx) => {
	if (/\s/u.test(s.trim())) ctx.addIssue({ code: 'custom', message: `"${s}" must be one word` });
});

export const BlocklistPackSchema = z
	.object({
		kind: z.literal('blocklist'),
		language: z.string().regex(/^[a-z]{2}$/u, 'a two-letter language code'),
		/** always blocked */
		slurs: z.array(entry),
		/** blocked when adult questions are off; with a minor in the same line, always */
		sexual: z.array(entry).min(1),
		/** words for a minor: blocked with any sexual word, whatever the settings */
		minors: z.array(entry).min(1),
		/** an age under 18 written with a number */
		minor_ages: z.array(ageEntry),
		/**
		 * number words read as their number where `minor_ages` looks for one ("fifteen": 15,
		 * "пятнадцат*": 15 for every case of «пятнадцать»); one word each, `*` making it a stem
		 */
		numbers: z.record(numberWord, z.int().min(0).max(99)).default({})
	})
	.strict();
export type BlocklistPack = z.infer<typeof BlocklistPackSchema>;
