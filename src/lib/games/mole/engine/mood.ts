import type { SlotAnalysis } from './analysis';
import type { Mood } from './types';

/**
 * seed 003 "Pattern 2": group mood, computed at the slot and never stored. mole.md: fewer than
 * 2 messages in all → active (seed pitfall 3); else tense with ≥ 2 anomalous or ≥ 2 accusatory
 * players; calm with < 3 messages in the window and no anomaly; otherwise active.
 */
export const computeMood = (analysis: SlotAnalysis): Mood => {
	if (analysis.totalMessages < 2) return 'active';
	const players = Object.values(analysis.players);
	const anomalous = players.filter((p) => p.anomalies.length > 0).length;
	const accusatory = players.filter((p) => p.tone === 'accusatory').length;
	if (anomalous >= 2 || accusatory >= 2) return 'tense';
	if (analysis.windowMessages < 3 && anomalous === 0) return 'calm';
	return 'active';
};

/**
 * seed 003 `shouldSendGapFill`, with its locked decision "tense games get more frequent gap-fills,
 * calm games get less": tense → at every slot; active → when the group is quiet (fewer than 2
 * messages in the window); calm → once a round, at a slot where the narrator has said nothing yet
 * this round, so a quiet discussion is still filled (docs/mole.md "A slot").
 */
export const shouldSendGapFill = (mood: Mood, windowMessages: number, saidThisRound = 0): boolean =>
	mood === 'tense' ? true : mood === 'active' ? windowMessages < 2 : saidThisRound === 0;
