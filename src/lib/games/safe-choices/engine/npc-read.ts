import type { ActModel } from '$lib/engines/acts';
import { readMessage, type MessageContext, type MessageSignals } from './signals';
import type { RiskLanguage } from './types';

/**
 * What the player's last message did, for the character's reply (docs/safe-choices.md "The
 * character"): read through the act model, as the scorer reads it. Safeguarding (a disclosure of
 * real harm, distress) is decided before this and stops the scene (safeguard.ts).
 */
export const PLAYER_MOVES = [
	'leave', // left or blocked: ends the scene
	'agreement', // a yes (or personal details given away): the consequence
	'told', // a trusted adult named: holding firm
	'named', // the tactic named
	'sarcasm', // a no as a joke or sarcasm
	'refusal', // a plain no
	'doubt', // hesitation
	'question', // a question
	'deflect', // a change of subject
	'other'
] as const;
export type PlayerMove = (typeof PLAYER_MOVES)[number];

export const moveOf = (r: MessageSignals): PlayerMove => {
	if (r.leaves) return 'leave';
	if (r.agreed || r.disclosed.length > 0) return 'agreement';
	if (r.counts.helpWord > 0) return 'told';
	if (r.counts.recognition > 0) return 'named';
	if (r.sarcastic) return 'sarcasm';
	if (r.counts.firm > 0 && r.counts.doubt === 0) return 'refusal';
	if (r.counts.doubt + r.counts.yielding + r.counts.firm > 0) return 'doubt';
	if (r.question) return 'question';
	if (r.deflects) return 'deflect';
	return 'other';
};

export const readPlayerMove = (
	model: ActModel,
	text: string,
	language: RiskLanguage,
	context: MessageContext = {}
): PlayerMove => moveOf(readMessage(model, text, language, context));
