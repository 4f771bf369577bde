/**
 * The GM's map (docs/session-zero.md "Session zero for a group"): dots on one scale never hide each
 * other. Each dot takes the first lane (row) where it keeps `gap` (in % of the track) from every dot
 * already there; dots are placed left to right, so equal scores stack one above the other.
 */
export const dotLanes = (percents: readonly number[], gap: number): number[] => {
	const order = percents.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
	const lastInLane: number[] = [];
	const lanes = new Array<number>(percents.length).fill(0);
	for (const { p, i } of order) {
		let lane = lastInLane.findIndex((q) => p - q >= gap);
		if (lane < 0) lane = lastInLane.length;
		lastInLane[lane] = p;
		lanes[i] = lane;
	}
	return lanes;
};
