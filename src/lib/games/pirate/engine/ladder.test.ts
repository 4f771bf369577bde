import { describe, expect, it } from 'vitest';
import { isOpen, ladderOf, nextToClimb, openedBy, withBeaten } from './ladder';

const IDS = ['redbeard', 'silas', 'crane', 'jack', 'grimm'];
const states = (beaten: string[]) => ladderOf(IDS, beaten).map((r) => r.state);

describe('the ladder (docs/pirate.md "The ladder")', () => {
	it('opens the first captain only, each locked one naming the captain whose defeat opens it', () => {
		expect(states([])).toEqual(['open', 'locked', 'locked', 'locked', 'locked']);
		expect(ladderOf(IDS, []).map((r) => r.after)).toEqual([null, 'redbeard', 'silas', 'crane', 'jack']);
		expect(nextToClimb(IDS, [])).toBe('redbeard');
	});

	it('beating a captain opens the next one, in order', () => {
		let beaten: string[] = [];
		for (const [i, id] of IDS.entries()) {
			expect(isOpen(IDS, beaten, id)).toBe(true);
			if (i + 1 < IDS.length) expect(isOpen(IDS, beaten, IDS[i + 1])).toBe(false);
			expect(openedBy(IDS, beaten, id)).toBe(IDS[i + 1] ?? null);
			beaten = withBeaten(beaten, id);
		}
		expect(states(beaten)).toEqual(['beaten', 'beaten', 'beaten', 'beaten', 'beaten']);
		expect(beaten).toEqual(IDS);
	});

	it('a captain beaten again opens nothing new and is kept once', () => {
		const beaten = withBeaten(['redbeard'], 'redbeard');
		expect(beaten).toEqual(['redbeard']);
		expect(openedBy(IDS, ['redbeard'], 'redbeard')).toBe(null);
		expect(nextToClimb(IDS, beaten)).toBe('silas');
	});

	it('a captain beaten out of order (a friend’s challenge) opens the one after him, not those he skipped', () => {
		expect(states(['crane'])).toEqual(['open', 'open', 'beaten', 'open', 'locked']);
		expect(nextToClimb(IDS, ['crane'])).toBe('jack');
	});

	it('an id that is not on the ladder is never open and opens nothing', () => {
		expect(isOpen(IDS, [], 'nobody')).toBe(false);
		expect(states(['nobody'])).toEqual(states([]));
		expect(openedBy(IDS, [], 'nobody')).toBe(null);
	});
});
