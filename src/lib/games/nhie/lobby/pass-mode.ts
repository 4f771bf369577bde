/**
 * The mode of a pass-and-play game's record in the lobby store (`games/nhie/state/pass.svelte.ts`): the
 * lobby's game behind a local host, kept so a reload of its tab resumes it. Its own mode, not
 * 'nhie': it is no lobby to "Continue" from the home page, and a hosted lobby never resumes it.
 */
export const NHIE_PASS_MODE = 'nhie-pass';
