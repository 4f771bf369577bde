import type { RejectionText } from '$lib/components/lobby/guest-views';
import { moleMessages } from './messages';

/** Why the host refused a mole move, in the player's language (the deduction engine's reasons). */
export const rejectionText: RejectionText = (reason) =>
	(moleMessages().errors as Record<string, string>)[reason] ?? null;
