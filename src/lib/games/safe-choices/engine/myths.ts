import type { Myth } from './scenario-extras-schema';
import type { Scenario } from './scenario-schema';
import type { TranscriptLine } from './types';

/**
 * Myths set straight (docs/safe-choices.md): after the chat, each myth of the scenario that the
 * character actually said is shown with the fact and its source. A line counts when it is one of
 * the myth's lines (offline) or holds one of its cues (a line a model wrote).
 */
export type MythSaid = { myth: Myth; quote: string };

// Curly and straight apostrophes, case and runs of spaces do not hide a cue.
const fold = (text: string): string =>
	text.toLowerCase().replace(/[’‘`]/g, "'").replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

const says = (myth: Myth, line: string): boolean => {
	const folded = fold(line);
	return myth.lines.some((l) => fold(l) === folded) || myth.cues.some((c) => folded.includes(fold(c)));
};

/** The myths the character said, in the order first said, each with the first line that said it. */
export const mythsSaid = (
	scenario: Pick<Scenario, 'myths'>,
	transcript: readonly TranscriptLine[]
): MythSaid[] => {
	const found: MythSaid[] = [];
	for (const line of transcript) {
		if (line.role !== 'npc') continue;
		for (const myth of scenario.myths ?? [])
			if (!found.some((f) => f.myth.id === myth.id) && says(myth, line.text))
				found.push({ myth, quote: line.text });
	}
	return found;
};
