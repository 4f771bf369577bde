import { describe, expect, it } from 'vitest';
import {
	clampTone,
	isFullRange,
	middleIntensity,
	roundHalfUp,
	targetIntensity,
	toneForScore,
	toneRange,
	widenRange
} from './tones';

describe('tone bands (nhie.md step 3, half-open)', () => {
	it.each([
		[0, 'safe'],
		[0.2999, 'safe'],
		[0.3, 'deeper'],
		[0.5499, 'deeper'],
		[0.55, 'secretive'],
		[0.7999, 'secretive'],
		[0.8, 'freaky'],
		[1.5, 'freaky']
	] as const)('E=%s → %s', (e, tone) => expect(toneForScore(e)).toBe(tone));

	it('NSFW off turns freaky into secretive and leaves the others', () => {
		expect(clampTone('freaky', false)).toBe('secretive');
		expect(clampTone('freaky', true)).toBe('freaky');
		expect(clampTone('deeper', false)).toBe('deeper');
	});
});

describe('intensity ranges (step 5)', () => {
	it('gives each tone its range and caps at 7 with NSFW off', () => {
		expect(toneRange('safe', true)).toEqual({ min: 1, max: 3 });
		expect(toneRange('deeper', false)).toEqual({ min: 3, max: 5 });
		expect(toneRange('secretive', false)).toEqual({ min: 5, max: 7 });
		expect(toneRange('freaky', true)).toEqual({ min: 7, max: 10 });
		expect(toneRange('freaky', false)).toEqual({ min: 7, max: 7 });
	});

	it('interpolates the target inside the band, rounding half up and clamping', () => {
		// safe: 1 + (E − 0)/0.30 × 2
		expect(targetIntensity('safe', 0, true)).toBe(1);
		expect(targetIntensity('safe', 0.075, true)).toBe(2); // 1.5 → 2 (half up)
		expect(targetIntensity('safe', 0.07, true)).toBe(1); // 1.4667
		expect(targetIntensity('safe', 0.29, true)).toBe(3); // 2.933
		// deeper: 3 + (E − 0.30)/0.25 × 2; E = 0.425 → 4
		expect(targetIntensity('deeper', 0.425, true)).toBe(4);
		// secretive: 5 + (E − 0.55)/0.25 × 2; E = 0.6125 → 5.5 → 6
		expect(targetIntensity('secretive', 0.6125, true)).toBe(6);
		// NSFW off, E far above the band: clamped to the range max 7
		expect(targetIntensity('secretive', 1.1, false)).toBe(7);
		// freaky: 7 + (E − 0.80)/0.40 × 3; E = 1.0 → 8.5 → 9; E = 1.3 → clamped to 10
		expect(targetIntensity('freaky', 1.0, true)).toBe(9);
		expect(targetIntensity('freaky', 1.3, true)).toBe(10);
	});

	it('half up also holds for values that are .5 on paper but not in binary', () => {
		expect(roundHalfUp(2.5)).toBe(3);
		expect(roundHalfUp(1 + 0.75 * 2)).toBe(3);
		expect(roundHalfUp(2.4999)).toBe(2);
	});

	it('uses the middle of the range for a de-escalated round', () => {
		expect(middleIntensity('safe', true)).toBe(2);
		expect(middleIntensity('deeper', true)).toBe(4);
		expect(middleIntensity('secretive', false)).toBe(6);
		expect(middleIntensity('freaky', true)).toBe(9); // 8.5 → 9
	});

	it('widens one step each side, never past 1 or the NSFW cap', () => {
		expect(widenRange({ min: 5, max: 7 }, false)).toEqual({ min: 4, max: 7 });
		expect(widenRange({ min: 5, max: 7 }, true)).toEqual({ min: 4, max: 8 });
		expect(widenRange({ min: 1, max: 3 }, true)).toEqual({ min: 1, max: 4 });
		expect(isFullRange({ min: 1, max: 7 }, false)).toBe(true);
		expect(isFullRange({ min: 1, max: 7 }, true)).toBe(false);
	});
});
