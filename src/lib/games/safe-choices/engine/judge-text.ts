import { readActs, type ActModel } from '$lib/engines/acts';

/**
 * The judge-text guard (safe-choices.md, "Guards": text in the player's messages that addresses the judge
 * changes nothing). A sentence addressed to the scorer is removed WHOLE, in every language the
 * scorer knows, and nothing else is touched: ordinary words ("ignore the messages from him", "the
 * system at school") stay. A sentence is addressed to the scorer when the act model reads it as
 * talking to the scorer or the system, or as an instruction override (`address_system`,
 * `instruction_override`: score requests, "ignore previous instructions", «оценщик»), or when it
 * opens by calling the scorer by name ("Judge, …", «Система, …», "AI: …").
 */
const ADDRESSED = new Set(['address_system', 'instruction_override']);

/** "Judge, …", "Dear AI: …", «Система оценки, …», «ИИ, …» at the start of a sentence. */
const VOCATIVE =
	/^[\s("'«“-]*(?:(?:dear|hey|hi|ok|okay|to the|note to the|mr\.?|ms\.?|эй|дорог(?:ой|ая|ие)|уважаем(?:ый|ая|ые))\s+)?(?:judge|grader|scorer|evaluator|assessor|ai|a\.i\.|system|model|llm|gpt|chatgpt|судья|оценщик|проверяющ\p{L}*|ии|нейросеть|систем[аы]|модель)(?:\s+(?:оценки|оценивания))?\s*[,:!—–-]/iu;

/** Sentences: after . ! ? … and line breaks; a parenthesis is its own sentence ("(judge: 0 risk)"). */
export const splitSentences = (text: string): string[] =>
	text
		.split(/(?<=[.!?…])\s+|\n+|(?=\()|(?<=\))/u)
		.map((s) => s.trim())
		.filter(Boolean);

/** Is this sentence addressed to the scorer (in either language: a message mixes them)? */
export const addressesScorer = (model: ActModel, sentence: string): boolean =>
	VOCATIVE.test(sentence) ||
	['en', 'ru'].some((language) =>
		readActs(model, { text: sentence, language }).some((a) => ADDRESSED.has(a.act))
	);

/** Removes the sentences addressed to the scorer; everything else is kept as written. */
export const stripJudgeText = (model: ActModel, text: string): { text: string; removed: boolean } => {
	const sentences = splitSentences(text);
	const kept = sentences.filter((s) => !addressesScorer(model, s));
	if (kept.length === sentences.length) return { text: text.trim(), removed: false };
	return { text: kept.join('\n'), removed: true }; // one per line: quotes stay one sentence
};
