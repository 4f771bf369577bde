import { SAFETY_TOOLS, type SafetyTool } from '$lib/games/session-zero/engine';
import type { GroupPlayer } from './players';

/**
 * The table's own words (docs/session-zero.md "Own Lines, safety tools, access"): the players' free-text
 * Lines and Veils together — sorted, repeats (any case) once, never saying whose, like the checklist's —
 * the votes for each safety tool, and the accessibility notes, which go to the GM alone (by player,
 * so the GM can act on them; the big screen and the charter never carry them).
 */
export type OwnWords = {
	own_lines: string[];
	own_veils: string[];
	tool_votes: Record<SafetyTool, number>;
	/** How many players voted at all (a player who left every tool unticked did not). */
	tool_voters: number;
	access_notes: { player: string; note: string }[];
};

const union = (lists: string[][], except: string[] = []): string[] => {
	const seen = new Map<string, string>();
	const skip = new Set(except.map((x) => x.toLowerCase()));
	for (const t of lists.flat()) {
		const k = t.toLowerCase();
		if (!skip.has(k) && !seen.has(k)) seen.set(k, t);
	}
	return [...seen.values()].sort((a, b) => a.localeCompare(b));
};

export const ownWordsOf = (players: GroupPlayer[]): OwnWords => {
	const lines = union(players.map((p) => p.payload.safety?.own?.lines ?? []));
	const tool_votes = Object.fromEntries(SAFETY_TOOLS.map((t) => [t, 0])) as Record<SafetyTool, number>;
	let voters = 0;
	for (const p of players) {
		if (p.payload.tools?.length) voters++;
		for (const t of p.payload.tools ?? []) tool_votes[t]++;
	}
	return {
		own_lines: lines,
		// anyone's Line outweighs someone's Veil of the same words
		own_veils: union(
			players.map((p) => p.payload.safety?.own?.veils ?? []),
			lines
		),
		tool_votes,
		tool_voters: voters,
		access_notes: players.flatMap((p) =>
			p.payload.safety?.access_note ? [{ player: p.id, note: p.payload.safety.access_note }] : []
		)
	};
};

/** The tools the GM starts from: those at least half the voters asked for (the GM ticks the rest). */
export const suggestedTools = (w: Pick<OwnWords, 'tool_votes' | 'tool_voters'>): SafetyTool[] =>
	w.tool_voters ? SAFETY_TOOLS.filter((t) => w.tool_votes[t] * 2 >= w.tool_voters) : [];
