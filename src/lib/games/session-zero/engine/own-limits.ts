/**
 * The table's own words (docs/session-zero.md "Own Lines, safety tools, access"): a player may add
 * Lines and Veils of their own in free text, vote for the safety tools the table uses, and leave an
 * accessibility note for the GM alone. Capped, and read through the content filter (kit), so a link
 * carries no address, handle or slur to the GM's screen.
 */
export const SAFETY_TOOLS = ['x_card', 'lines_veils', 'check_ins', 'open_door'] as const;
export type SafetyTool = (typeof SAFETY_TOOLS)[number];

/** Up to 3 own Lines and 3 own Veils, 80 characters each; a note of 300 characters. */
export const OWN_MAX = 3;
export const OWN_CHARS = 80;
export const NOTE_CHARS = 300;
