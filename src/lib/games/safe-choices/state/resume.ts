import type { NpcStep, RiskLanguage, Scenario } from '$lib/games/safe-choices/engine';
import type { App } from '$lib/app/app';
import type { SafeAttempt } from '$lib/app/stores';
import type { RunHold } from '$lib/state/run-hold.svelte';
import type { Play } from './play';
import { seedOf } from './rewind';

/** The attempt a reload reopens, the scenario it plays and the NPC where it was. */
export type OpenAttempt = { attempt: SafeAttempt; scenario: Scenario; step: NpcStep };

/**
 * A reload mid-role-play: the newest attempt still playing, if this tab may hold it
 * (`tab`: not while another tab of this device plays it). The NPC's state is rebuilt by replaying
 * the player's lines on the attempt's seed (its start time, or the one it tried a turn again from); the transcript shown is the saved one.
 * An attempt whose scenario is gone is kept, out of the way: saved as abandoned (not in the progress
 * chart), and none is reopened. One the page no longer wants (`wanted`) is let go.
 */
export const openAttempt = async (
	deps: Pick<App, 'packs' | 'safe'>,
	play: (language: RiskLanguage) => Promise<Play>,
	tab: RunHold,
	wanted: () => boolean = () => true
): Promise<OpenAttempt | null> => {
	let open: SafeAttempt | undefined;
	try {
		open = (await deps.safe.list()).filter((a) => a.outcome === 'playing').at(-1);
	} catch {
		return null;
	}
	if (!open || !(await tab.hold(open.id))) return null;
	const language = open.language;
	const results = await deps.packs.safe.scenarios(language);
	const scenario = results
		.flatMap((r) => (r.ok ? [r.scenario] : []))
		.findLast((s) => s.id === open.scenarioId);
	if (!scenario) {
		const gone: SafeAttempt = { ...open, outcome: 'abandoned', endedAt: open.endedAt ?? open.startedAt };
		await tab.save(gone.id, () => deps.safe.save(gone)).catch(() => undefined);
		tab.release();
		return null;
	}
	const playerTexts = open.transcript.filter((l) => l.role === 'player').map((l) => l.text);
	const { replayNpc, model } = await play(language);
	// `wanted`: false once the user chose another scenario meanwhile — the attempt is not shown in
	// this tab, so it is let go for another tab to open
	if (!wanted()) return (tab.release(), null);
	return { attempt: open, scenario, step: replayNpc(scenario, seedOf(open), playerTexts, language, model) };
};
