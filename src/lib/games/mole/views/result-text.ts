import type { MoleView } from '$lib/games/mole/engine/projection';
import { moleControlMessages } from './control-messages';
import type { moleMessages } from './messages';

type Messages = ReturnType<typeof moleMessages>;

/** A revealed mission in words (docs/mole.md "The table"): forfeited, held despite a sabotage, or its count. */
export const resultText = (mi: MoleView['missions'][number], m: Messages): string =>
	mi.forfeit
		? m.forfeitResult(mi.round)
		: mi.sabotages > 0 && !mi.failed
			? moleControlMessages().held(mi.round, mi.sabotages, mi.needed)
			: m.missionResult(mi.round, mi.sabotages);
