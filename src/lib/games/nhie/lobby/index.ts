import { NhieViewSchema } from '$lib/games/nhie/engine/schemas';
import { NhiePreludeViewSchema } from '$lib/games/nhie/engine/prelude';
import type { ModeEntry } from '$lib/modes/registry';
import { rejectionText } from './refusals';

/**
 * What any page needs of "Never have I ever" by name (guests too): the view's schema, refusal texts,
 * and the schema of what a seat sees while the room waits (its players' questions).
 */
export const nhieMode: ModeEntry = {
	mode: 'nhie',
	viewSchema: NhieViewSchema,
	rejectionText,
	preludeSchema: NhiePreludeViewSchema
};
