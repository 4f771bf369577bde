/**
 * Seed 001, "Evaluation Dimensions" and "Risk Score Calculation": four dimensions with fixed
 * maxima and three bands each; total = sum of points; riskScore = 100 − total (inverted: higher is
 * more vulnerable); riskLevel from the seed's table. Totals and levels are always computed here,
 * never taken from a model.
 */
export const DIMENSIONS = ['recognition', 'boundaries', 'communication', 'safety'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type Dimensions = Record<Dimension, number>;

// seed 001: recognition 0–25, boundaries 0–30, communication 0–25, safety/help-seeking 0–20
export const DIMENSION_MAX = {
	recognition: 25,
	boundaries: 30,
	communication: 25,
	safety: 20
} as const satisfies Dimensions;

/** The rubric's bands per dimension: [low, middle, high], inclusive ranges. */
export const DIMENSION_BANDS = {
	recognition: [
		[0, 8],
		[9, 16],
		[17, 25]
	],
	boundaries: [
		[0, 10],
		[11, 20],
		[21, 30]
	],
	communication: [
		[0, 8],
		[9, 16],
		[17, 25]
	],
	safety: [
		[0, 6],
		[7, 13],
		[14, 20]
	]
} as const satisfies Record<Dimension, readonly (readonly [number, number])[]>;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Rounds to an integer and clamps into the dimension's range; NaN counts as 0. */
export const clampDimension = (dimension: Dimension, points: number): number => {
	const n = Number.isFinite(points) ? Math.round(points) : 0;
	return Math.min(DIMENSION_MAX[dimension], Math.max(0, n));
};

export const clampDimensions = (raw: Partial<Record<Dimension, number>>): Dimensions => ({
	recognition: clampDimension('recognition', raw.recognition ?? 0),
	boundaries: clampDimension('boundaries', raw.boundaries ?? 0),
	communication: clampDimension('communication', raw.communication ?? 0),
	safety: clampDimension('safety', raw.safety ?? 0)
});

export const totalPoints = (d: Dimensions): number => DIMENSIONS.reduce((sum, k) => sum + d[k], 0);

// seed 001, "Step 3: Invert Score": Risk Score = 100 − Total Points
export const riskScoreOf = (d: Dimensions): number => 100 - totalPoints(d);

// seed 001, "Alignment with Risk Level": 0–30 low, 31–60 medium, 61–100 high
export const riskLevelFor = (riskScore: number): RiskLevel =>
	riskScore <= 30 ? 'low' : riskScore <= 60 ? 'medium' : 'high';

/** A point value placed inside band `band` (0, 1, 2) of a dimension, at fraction `t` (0–1) of it. */
export const inBand = (dimension: Dimension, band: 0 | 1 | 2, t: number): number => {
	const [lo, hi] = DIMENSION_BANDS[dimension][band];
	return Math.round(lo + (hi - lo) * Math.min(1, Math.max(0, t)));
};

/** Which band (0, 1, 2) a point value falls in. */
export const bandOf = (dimension: Dimension, points: number): 0 | 1 | 2 => {
	const bands = DIMENSION_BANDS[dimension];
	return points <= bands[0][1] ? 0 : points <= bands[1][1] ? 1 : 2;
};

export const clampConfidence = (n: number): number =>
	Math.min(100, Math.max(0, Math.round(Number.isFinite(n) ? n : 0)));
