/**
 * The narrator personas a host picks from, without zod: the start screen lists them before any lobby
 * (docs/architecture.md "How a start page starts": the game's schemas load with the lobby host). state.ts re-exports them.
 */
export const PERSONA_IDS = ['sv', 'en', 'ru'] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];
