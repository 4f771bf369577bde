/** One measured quantity. Times in ms unless `unit` says otherwise; ratios are unitless. */
export type BenchResult = {
	name: string;
	unit: string;
	median?: number;
	p95?: number;
	iterations?: number;
	value?: number;
	extra?: Record<string, unknown>;
};

export type Bench = () => Promise<BenchResult[]>;

/** Runs `fn` `iterations` times (after `warmup` runs) and returns median and p95 of the durations in ms. */
export const measure = async (
	fn: () => unknown,
	{ iterations = 50, warmup = 5 }: { iterations?: number; warmup?: number } = {}
): Promise<{ median: number; p95: number; iterations: number; samples: number[] }> => {
	for (let i = 0; i < warmup; i++) await fn();
	const samples: number[] = [];
	for (let i = 0; i < iterations; i++) {
		const t0 = performance.now();
		await fn();
		samples.push(performance.now() - t0);
	}
	return { ...percentiles(samples), iterations, samples };
};

export const percentiles = (samples: readonly number[]): { median: number; p95: number } => {
	const sorted = [...samples].sort((a, b) => a - b);
	const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
	return { median: at(0.5), p95: at(0.95) };
};
