import { expect } from 'vitest';
import { ruleSafety } from '../safety-rules';

/** What the curated guard alone reads in a line (../safety-rules.ts, docs/safe-choices.md "Safeguarding"). */
export const harm = (text: string): boolean => ruleSafety(text).disclose_harm;
export const distress = (text: string): boolean => ruleSafety(text).distress;
export const stops = (text: string): boolean => harm(text) || distress(text);

/** Every line read as expected: the misread ones listed, so one run shows them all. */
export const each = (lines: readonly string[], expected: boolean, read: (text: string) => boolean = stops) =>
	expect(lines.filter((text) => read(text) !== expected)).toEqual([]);
