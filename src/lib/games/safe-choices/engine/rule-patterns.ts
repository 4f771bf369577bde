/**
 * How the guard rules are written (safety-rules*.ts, docs/safe-choices.md "Safeguarding"): each rule
 * a Unicode regular expression over the kit's folded words, a kind of harm or distress read when any
 * of its patterns matches.
 */
export const rules = (...sources: string[]): RegExp[] => sources.map((s) => new RegExp(s, 'u'));

export const anyRule = (patterns: readonly RegExp[], said: string): boolean =>
	patterns.some((re) => re.test(said));
