import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dexieSettings } from '$lib/app/app';
import { memorySettings } from '$lib/app/testing/memory-app';
import { databaseExists } from '$lib/db/exists';
import { db } from '$lib/db/db';

/** A schema loader that counts its calls, as a state manager passes `() => import(...)` (docs/architecture.md "How a start page starts"). */
const counted = () => {
	const loader = async () => {
		loader.calls++;
		return z.object({ summaryInterval: z.int().min(1).max(10) });
	};
	loader.calls = 0;
	return loader;
};

describe('settings read with a schema loader', () => {
	it('a first visit answers the fallback without loading the schema; a write loads it and checks the value', async () => {
		const schema = counted();
		expect(await dexieSettings.read('safe', schema, { summaryInterval: 3 })).toEqual({ summaryInterval: 3 });
		expect(schema.calls).toBe(0);
		expect(await databaseExists()).toBe(false);

		await dexieSettings.write('safe', schema, { summaryInterval: 5 });
		expect(schema.calls).toBe(1);
		expect(await dexieSettings.read('safe', schema, { summaryInterval: 3 })).toEqual({ summaryInterval: 5 });
		await expect(dexieSettings.write('safe', schema, { summaryInterval: 99 })).rejects.toThrow();
		expect(await dexieSettings.read('safe', schema, { summaryInterval: 3 })).toEqual({ summaryInterval: 5 });

		// a stored value the schema refuses (an older version, hand-edited) reads as the fallback
		await db().settings.put({ key: 'safe', value: { summaryInterval: 'often' } });
		expect(await dexieSettings.read('safe', schema, { summaryInterval: 3 })).toEqual({ summaryInterval: 3 });
	});

	it('the memory settings of tests treat a loader as the schema it loads', async () => {
		const schema = counted();
		const settings = memorySettings();
		await settings.write('safe', schema, { summaryInterval: 4 });
		expect(await settings.read('safe', schema, { summaryInterval: 3 })).toEqual({ summaryInterval: 4 });
		settings.values.set('safe', { summaryInterval: 0 });
		expect(await settings.read('safe', schema, { summaryInterval: 3 })).toEqual({ summaryInterval: 3 });
	});
});
