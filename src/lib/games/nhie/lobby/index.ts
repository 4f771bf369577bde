import { NhieViewSchema } from '$lib/games/nhie/engine/schemas';
import type { ModeEntry } from '$lib/modes/registry';
import { rejectionText } from './refusals';

/** What any page needs of "Never have I ever" by name (guests too): the view's schema, refusal texts. */
export const nhieMode: ModeEntry = { mode: 'nhie', viewSchema: NhieViewSchema, rejectionText };
