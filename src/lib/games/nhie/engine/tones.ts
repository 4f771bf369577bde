/**
 * Tone bands and intensity ranges (seed 000 "Tone Mapping", settled in nhie.md steps 3 and 5).
 */
export const TONES = ['safe', 'deeper', 'secretive', 'freaky'] as const;
export type Tone = (typeof TONES)[number];

/** seed 000: intensity_weight of the tone a round was played at. */
export const TONE_WEIGHT = { safe: 0.5, deeper: 1.0, secretive: 1.5, freaky: 2.0 } as const satisfies Record<
	Tone,
	number
>;

/** nhie.md step 3: half-open bands [lo, hi); freaky's hi (1.20) only matters for the target intensity. */
export const TONE_BANDS = {
	safe: [0, 0.3],
	deeper: [0.3, 0.55],
	secretive: [0.55, 0.8],
	freaky: [0.8, 1.2]
} as const satisfies Record<Tone, readonly [number, number]>;

/** nhie.md step 5: allowed intensity per tone. */
export const TONE_INTENSITY = {
	safe: [1, 3],
	deeper: [3, 5],
	secretive: [5, 7],
	freaky: [7, 10]
} as const satisfies Record<Tone, readonly [number, number]>;

/** seed 000 "Critical rule": NSFW off caps intensity at 7. */
export const NSFW_OFF_MAX_INTENSITY = 7;
export const MIN_INTENSITY = 1;
export const MAX_INTENSITY = 10;

export type IntensityRange = { min: number; max: number };

export const toneIndex = (tone: Tone): number => TONES.indexOf(tone);

/** Tone for an effective score E, half-open bands; negative E (impossible here) maps to safe. */
export const toneForScore = (effective: number): Tone => {
	if (effective >= TONE_BANDS.freaky[0]) return 'freaky';
	if (effective >= TONE_BANDS.secretive[0]) return 'secretive';
	if (effective >= TONE_BANDS.deeper[0]) return 'deeper';
	return 'safe';
};

/** seed 000: with NSFW off, freaky becomes secretive. */
export const clampTone = (tone: Tone, nsfw: boolean): Tone =>
	!nsfw && tone === 'freaky' ? 'secretive' : tone;

export const maxIntensity = (nsfw: boolean): number => (nsfw ? MAX_INTENSITY : NSFW_OFF_MAX_INTENSITY);

/** The tone's intensity range with the NSFW cap applied. */
export const toneRange = (tone: Tone, nsfw: boolean): IntensityRange => {
	const [min, max] = TONE_INTENSITY[tone];
	const cap = maxIntensity(nsfw);
	return { min: Math.min(min, cap), max: Math.min(max, cap) };
};

/**
 * Rounds half up. The tiny epsilon keeps values that are exactly .5 on paper (e.g. 1 + 0.75 × 2)
 * but a hair below in binary floating point on the "up" side.
 */
export const roundHalfUp = (x: number): number => Math.floor(x + 0.5 + 1e-9);

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** nhie.md step 5: min + (E − band_lo)/(band_hi − band_lo) × (max − min), rounded half up, clamped. */
export const targetIntensity = (tone: Tone, effective: number, nsfw: boolean): number => {
	const [lo, hi] = TONE_BANDS[tone];
	const { min, max } = toneRange(tone, nsfw);
	return clamp(roundHalfUp(min + ((effective - lo) / (hi - lo)) * (max - min)), min, max);
};

/** nhie.md step 5: a de-escalated round aims at the middle of its new tone's range. */
export const middleIntensity = (tone: Tone, nsfw: boolean): number => {
	const { min, max } = toneRange(tone, nsfw);
	return roundHalfUp((min + max) / 2);
};

/** nhie.md step 7: one step wider each side, never past 1 or the NSFW cap. */
export const widenRange = (range: IntensityRange, nsfw: boolean): IntensityRange => ({
	min: Math.max(MIN_INTENSITY, range.min - 1),
	max: Math.min(maxIntensity(nsfw), range.max + 1)
});

export const isFullRange = (range: IntensityRange, nsfw: boolean): boolean =>
	range.min <= MIN_INTENSITY && range.max >= maxIntensity(nsfw);
