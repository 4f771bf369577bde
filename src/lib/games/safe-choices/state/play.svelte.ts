/**
 * What a role-play runs — the NPC, the scorer with its lexicons, the review, the two flows: loaded
 * when a scenario is chosen or an attempt resumes, not with the picker (docs/architecture.md "How a start page starts").
 */
const loadPlay = async () => {
	const [engine, assessment, npcTurn] = await Promise.all([
		import('$lib/games/safe-choices/engine'),
		import('$lib/games/safe-choices/flows/assessment'),
		import('$lib/games/safe-choices/flows/npc-turn')
	]);
	return {
		replayNpc: engine.replayNpc,
		reviewTurns: engine.reviewTurns,
		startNpc: engine.startNpc,
		runRiskAssessment: assessment.runRiskAssessment,
		runNpcTurn: npcTurn.runNpcTurn
	};
};
export type Play = Awaited<ReturnType<typeof loadPlay>>;

/** The role-play's code, loaded once; a load that fails (offline, a new deploy) is tried again next time. */
export class RolePlayCode {
	/** Null until loaded. */
	loaded = $state.raw<Play | null>(null);
	#loading: Promise<Play> | null = null;

	load(): Promise<Play> {
		return (this.#loading ??= loadPlay().then(
			(p) => (this.loaded = p),
			(e: unknown) => {
				this.#loading = null;
				throw e;
			}
		));
	}
}
