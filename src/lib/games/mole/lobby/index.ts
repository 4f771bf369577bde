import { MoleViewSchema } from '$lib/games/mole/engine/schemas';
import type { ModeEntry } from '$lib/modes/registry';
import { rejectionText } from './refusals';

/** What any page needs of "The mole" by name (guests too): the view's schema, refusal texts. */
export const moleMode: ModeEntry = { mode: 'mole', viewSchema: MoleViewSchema, rejectionText };
