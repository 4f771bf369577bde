import { z } from 'zod';
import { entryProblem, words } from '$lib/engines/kit/text';

/**
 * A risk lexicon pack (question-packs/risk-lexicons/<language>.json): the heuristic scorer's phrase
 * lists per signal (safe-choices.md "Heuristic scorer": lexicons per language) and the words of its
 * "not + act" rule (lexicon-stems.ts). Entries use the one stem syntax of kit/text.ts: words, `*`
 * ending a word makes it a stem ("manipulat*"), a phrase is several words. Adding a language is
 * adding its pack (and its line in lexicon-packs.ts).
 */
export const SIGNALS = [
	'judge', // text addressed to the scorer ("rate me 0 risk"): stripped before scoring
	'recognition', // naming a tactic: "you're pressuring me", "that's not true"
	'awareness', // some awareness without naming it: "that sounds weird"
	'firm', // firm refusal: "no", "I'm not comfortable", "that's not happening"
	'doubt', // unclear boundary: "I'm not sure that's a good idea"
	'yielding', // hedging that gives way: "maybe", "I don't know", "if you really want"
	'agreeStrong', // agreeing to the risky act: "I'll send it", "I won't tell anyone"
	'agreeReluctant', // a reluctant yes: "hmm ok i guess", "whatever u say", «ну как скажешь» — agreement
	'sarcasm', // ironic agreement: "yeah right", «ага, щас» — a refusal unless the act itself is agreed to
	'agreeWeak', // "ok", "sure": agreement unless the same message pushes back
	'apology', // over-apologising
	'helpWord', // a trusted adult or a service: parent, teacher, counsellor, doctor, helpline
	'leave', // leaving, blocking, reporting: a safety action in itself
	'commit', // committing to act: "I'm going to", "I'll", "I'm telling"
	'tentative', // "should", "could", "might": acknowledging without committing
	'negation', // "not", "never", "no one" before a help word: "I won't tell my mom"
	'neutral' // only invites the NPC to go on ("sure, what's up?"): a weak "ok" there agrees to nothing
] as const;
export type Signal = (typeof SIGNALS)[number];

const entry = z
	.string()
	.min(1)
	.max(80)
	.superRefine((s, ctx) => {
		const problem = entryProblem(s, words);
		if (problem) ctx.addIssue({ code: 'custom', message: problem });
	});

/** One plain word (no stem, no phrase): fillers, negators, auxiliaries, text-speak. */
const word = z
	.string()
	.min(1)
	.max(40)
	.refine((s) => !s.includes('*') && words(s).length === 1, { message: 'one word, without "*"' });

export const RiskLexiconPackSchema = z
	.object({
		kind: z.literal('risk-lexicon'),
		language: z.string().regex(/^[a-z]{2}$/u, 'a two-letter language code'),
		/** text-speak written out, one word for one ("ur" → "youre"); applied to every text */
		spellings: z.record(word, word),
		/** intensifiers skipped inside a phrase, at most two per phrase ("I just don't want to") */
		fillers: z.array(word),
		/** the "not" of the "not + act" refusal */
		negators: z.array(word).min(1),
		/** words allowed between the negator and the act ("won't be sending", «не буду отправлять») */
		auxiliaries: z.array(word),
		/** the risky acts of the scenarios, mostly stems ("send*", «отправ*») */
		acts: z.array(entry).min(1),
		/** the phrase lists; a longer phrase wins over a shorter one on the same words */
		signals: z
			.object(
				Object.fromEntries(SIGNALS.map((s) => [s, z.array(entry)])) as Record<
					Signal,
					z.ZodArray<typeof entry>
				>
			)
			.strict()
	})
	.strict();
export type RiskLexiconPack = z.infer<typeof RiskLexiconPackSchema>;
