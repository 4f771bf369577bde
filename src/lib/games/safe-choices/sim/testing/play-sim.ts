import { runScenarioText } from '$lib/sim/run-scenario';

/** Plays the teen's lines through the sim's `safe-choices` engine with `"play": true` (test helper). */
export type PlayOut = {
	stopped: 'disclosure' | null;
	turns: {
		player: string;
		acts: { act: string; confidence: number }[];
		npc: string | null;
		npc_answered: string | null;
		review: { verdict: string; quote: string; text: string } | null;
	}[];
	final: { riskLevel: string; riskScore: number; notes: string } | null;
};

export const playSim = async (
	language: 'en' | 'ru',
	scenario: string,
	player: readonly string[],
	seed = 1
): Promise<PlayOut> => {
	const res = await runScenarioText(
		JSON.stringify({
			engine: 'safe-choices',
			play: true,
			seed,
			language,
			scenario: `question-packs/scenarios/${scenario}.${language}.json`,
			transcript: player.map((text) => ({ role: 'player', text }))
		})
	);
	if (!res.ok) throw new Error(JSON.stringify(res));
	return (res as unknown as { output: PlayOut }).output;
};
