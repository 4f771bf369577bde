import { TableViewSchema } from '$lib/games/session-zero-table/engine/table-schemas';
import type { ModeEntry } from '$lib/modes/registry';
import { rejectionText } from './refusals';

/** What any page needs of "Session zero for a group" by name (guests too): the view's schema, refusal texts. */
export const sessionZeroTableMode: ModeEntry = { mode: 'table', viewSchema: TableViewSchema, rejectionText };
