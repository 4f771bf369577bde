import type { ZodType } from 'zod';
import { moleMode } from '$lib/games/mole/lobby';
import { nhieMode } from '$lib/games/nhie/lobby';
import { sessionZeroTableMode } from '$lib/games/session-zero-table/lobby';

/**
 * The lobby modes by name, for a page that learns the mode only in `welcome` (a
 * guest): each mode's `viewSchema` (the guest checks `view.game` before rendering; the same schema is
 * the game's `viewSchema`) and its words for the engine's refusal reasons.
 */

/** A mode's words for why the host refused a move (`notice.detail`, the engine's reason), or null. */
export type RejectionText = (reason: string) => string | null;

export type ModeEntry = {
	mode: string;
	viewSchema: ZodType;
	rejectionText: RejectionText | null;
	/** What a seat sees while the room waits (docs/lobby.md "Before the start"), for a mode with a prelude. */
	preludeSchema?: ZodType;
};

const MODES: Record<string, ModeEntry> = {
	nhie: nhieMode,
	mole: moleMode,
	table: sessionZeroTableMode
};

export const modeEntry = (mode: string): ModeEntry | null => MODES[mode] ?? null;

export const viewSchemaOf = (mode: string): ZodType | null => modeEntry(mode)?.viewSchema ?? null;

export const preludeSchemaOf = (mode: string): ZodType | null => modeEntry(mode)?.preludeSchema ?? null;
