import { describe, expect, it } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { BUILTIN_NHIE_PACK } from '$lib/app/pack-registry';
import { loadNhieLobby } from './game';
import { loadNhiePools, loadNhieTimesUsed, packOfLobby, rememberLobbyPack } from './packs';

/** The nhie mode takes its packs, counters and settings from the app object it is given (docs/architecture.md "Composition root"). */
describe('nhie packs through the app', () => {
	it("loads the built-in pools from the app's packs, and this device's times_used from its store", async () => {
		const app = memoryApp();
		const { pools, packIds } = await loadNhiePools(BUILTIN_NHIE_PACK, app);
		expect(pools.en.length).toBeGreaterThan(0);
		const [first] = pools.en;
		app.nhie.usage.set(packIds.en, { [first.id]: 3 });
		const used = await loadNhieTimesUsed(packIds, app);
		expect(used[first.id]).toBe(3);
		expect(await loadNhieTimesUsed(packIds, memoryApp())).toEqual({});
	});

	it('a lobby loads its packs from the app it is given: none there, none loaded', async () => {
		const { packs } = memoryApp();
		const empty = memoryApp({
			packs: { ...packs, nhie: { ...packs.nhie, builtin: () => Promise.reject(new Error('gone')) } }
		});
		await expect(loadNhieLobby(BUILTIN_NHIE_PACK, 'lobby', empty)).rejects.toThrow(
			'No question pack could be loaded.'
		);
		expect((await loadNhieLobby(BUILTIN_NHIE_PACK, 'lobby', memoryApp())).game).toBeTruthy();
	});

	it("remembers the pack a lobby was created with in the app's settings, newest first", async () => {
		const app = memoryApp();
		expect(await packOfLobby('ABCD', app)).toBe(BUILTIN_NHIE_PACK);
		await rememberLobbyPack('ABCD', 'custom:nhie:ours', app);
		await rememberLobbyPack('EFGH', 'custom:nhie:theirs', app);
		expect(await packOfLobby('ABCD', app)).toBe('custom:nhie:ours');
		expect(app.settings.values.get('nhie-host-packs')).toEqual([
			{ code: 'EFGH', pack: 'custom:nhie:theirs' },
			{ code: 'ABCD', pack: 'custom:nhie:ours' }
		]);
		expect(await packOfLobby('ABCD', memoryApp())).toBe(BUILTIN_NHIE_PACK);
	});
});
