import { describe, expect, it } from 'vitest';
import { draftKeeper } from './draft-keeper';
import { forgetDeviceMarks } from './device-marks';

/** A tab's sessionStorage, in memory. */
const memoryStorage = (): Storage => {
	const map = new Map<string, string>();
	return {
		get length() {
			return map.size;
		},
		clear: () => map.clear(),
		getItem: (k) => map.get(k) ?? null,
		key: (i) => [...map.keys()][i] ?? null,
		removeItem: (k) => void map.delete(k),
		setItem: (k, v) => void map.set(k, String(v))
	};
};

describe('a half-typed line kept for the tab', () => {
	it('comes back after a reload, per game; an emptied box forgets it; Delete all forgets it', () => {
		const tab = memoryStorage();
		const game1 = draftKeeper('pirate.g1', () => tab);
		game1.keep('Captain, hear me out — ');
		draftKeeper('pirate.g2', () => tab).keep('another game');
		// the page reloads: a new keeper over the same tab storage
		expect(draftKeeper('pirate.g1', () => tab).read()).toBe('Captain, hear me out — ');
		game1.keep('   ');
		expect(draftKeeper('pirate.g1', () => tab).read()).toBe('');
		expect(draftKeeper('pirate.g2', () => tab).read()).toBe('another game');
		forgetDeviceMarks(() => [tab]);
		expect(draftKeeper('pirate.g2', () => tab).read()).toBe('');
	});

	it('keeps nothing, and never throws, where storage is blocked', () => {
		const blocked = () => {
			throw new DOMException('blocked', 'SecurityError');
		};
		const keeper = draftKeeper('safe.a1', blocked);
		expect(() => keeper.keep('no')).not.toThrow();
		expect(keeper.read()).toBe('');
	});
});
