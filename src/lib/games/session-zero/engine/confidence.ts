export const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

/** seed 002 section 3.1: base = clamp(1 − exp(−k·evidence)); confidence = max(0, base − conflicts·penalty). */
export const confidenceOf = (evidence: number, conflicts: number, penalty: number, k = 1): number =>
	Math.max(0, clamp01(1 - Math.exp(-k * evidence)) - conflicts * penalty);

export type ConfidenceLevel = 'none' | 'low' | 'medium' | 'high';
export const levelOf = (c: number, levels: { low: number; medium: number; high: number }): ConfidenceLevel =>
	c >= levels.high ? 'high' : c >= levels.medium ? 'medium' : c >= levels.low ? 'low' : 'none';
