import type { RiskAssessment } from '$lib/games/safe-choices/engine';
import type { SafeAttempt } from '$lib/app/stores';

/** A point of the progress chart (safe-choices.md): one finished attempt's risk score. */
export type ProgressPoint = {
	id: string;
	startedAt: number;
	riskScore: number;
	riskLevel: RiskAssessment['riskLevel'];
	/** A turn tried again: the attempt it came from and the turn (safe-choices.md "Try that turn again"). */
	from?: SafeAttempt['from'];
};

/**
 * safe-choices.md: the risk score of each finished attempt, in the given order. One still playing or
 * abandoned (the page was left mid-role-play) has at most a check-in score, not a result: left out.
 */
export const toProgressPoints = (attempts: readonly SafeAttempt[]): ProgressPoint[] =>
	attempts.flatMap((a) =>
		a.outcome === 'playing' || a.outcome === 'abandoned' || !a.lastScore
			? []
			: [
					{
						id: a.id,
						startedAt: a.startedAt,
						riskScore: a.lastScore.riskScore,
						riskLevel: a.lastScore.riskLevel,
						...(a.from ? { from: a.from } : {})
					}
				]
	);

/** Progress per scenario id; attempts come oldest first, so each list is in time order. */
export const toProgress = (attempts: readonly SafeAttempt[]): Record<string, ProgressPoint[]> => {
	const out: Record<string, ProgressPoint[]> = {};
	for (const id of new Set(attempts.map((a) => a.scenarioId))) {
		const points = toProgressPoints(attempts.filter((a) => a.scenarioId === id));
		if (points.length) out[id] = points;
	}
	return out;
};

/** A turn tried again beside the attempt it came from: both numbered as the chart numbers them (1 = first). */
export type RewindComparison = { attempt: number; from: number; turn: number; before: number; after: number };

/** Each attempt in `points` that tried a turn again, compared with its original (when that is charted too). */
export const rewindComparisons = (points: readonly ProgressPoint[]): RewindComparison[] =>
	points.flatMap((p, i) => {
		const from = p.from ? points.findIndex((q) => q.id === p.from!.attemptId) : -1;
		if (!p.from || from < 0) return [];
		return [
			{
				attempt: i + 1,
				from: from + 1,
				turn: p.from.turn,
				before: points[from].riskScore,
				after: p.riskScore
			}
		];
	});
