import { readMessage, type MessageContext } from './signals';
import type { RiskLanguage } from './types';

/**
 * What the player's last message was, for the NPC's reply (an NPC that answers what was
 * said). Read with the scorer's lexicons (safe-choices.md: "detected by the same lexicons as the scorer")
 * plus three readings only the NPC needs: an adult in the room, blocking, and a question.
 */
export const PLAYER_MOVES = [
	'leave', // "I'm leaving", «мне пора»: ends the scenario
	'block', // "blocking you", «в чс»: ends the scenario
	'adult_present', // "my mum is right here reading this"
	'sarcasm', // "yeah sure, totally 🙄", «ага, щас»
	'refusal', // a firm no or a named tactic
	'agreement', // gave in (or gave away personal details)
	'doubt', // "I'm not sure", "maybe"
	'question', // "what photo?", «зачем?»
	'other'
] as const;
export type PlayerMove = (typeof PLAYER_MOVES)[number];

const ADULT_PRESENT: Record<RiskLanguage, RegExp> = {
	en: /\b(?:mum|mom|mother|dad|father|parents?|teacher|aunt|uncle|gran|grandma|grandpa|nan|older (?:sister|brother)|carer|coach)\b[^.!?]{0,40}\b(?:right here|is here|are here|here with me|next to me|beside me|watching|reading|sitting|in the room|looking|can see|sees)\b/iu,
	ru: /(?:мам|пап|родител|учител|бабушк|дедушк|тёт|тет|дяд|старш)\p{L}*[^.!?]{0,40}(?:рядом|здесь|тут|читает|читают|смотрит|смотрят|сидит|сидят|видит|видят|в комнате)/iu
};
const BLOCK: Record<RiskLanguage, RegExp> = {
	en: /\b(?:block(?:ing|ed)?|report(?:ing|ed)?)\b/iu,
	ru: /(?:заблок|блокир|в чс|в черный список|в чёрный список|пожалуюсь|жалоб)/iu
};
const QUESTION: Record<RiskLanguage, RegExp> = {
	en: /\?\s*$|^(?:what|why|who|how|where|when|which|wdym|huh)\b/iu,
	ru: /\?\s*$|^(?:что|зачем|почему|кто|как|где|когда|какой|какое|какую|чего|а что)(?:\s|$)/iu
};

export const readPlayerMove = (
	text: string,
	language: RiskLanguage,
	context: MessageContext = {}
): PlayerMove => {
	const read = readMessage(text, language, context);
	const said = read.text.trim();
	if (BLOCK[language].test(said) && !read.agreed) return 'block';
	if (read.leaves) return 'leave';
	if (ADULT_PRESENT[language].test(said)) return 'adult_present';
	if (read.sarcastic) return 'sarcasm';
	if (read.agreed || read.disclosed.length > 0) return 'agreement';
	if (read.holdsFirm) return 'refusal';
	if (read.counts.yielding + read.counts.doubt > 0) return 'doubt';
	if (QUESTION[language].test(said)) return 'question';
	return 'other';
};
