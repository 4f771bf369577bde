import { describe, expect, it } from 'vitest';
import type { Charter } from '$lib/games/session-zero-table/engine';
import { decodeCharter, encodeCharter } from './charter-share';
import { toBase64Url } from '$lib/games/session-zero/packs/questionnaire-share';

const charter: Charter = {
	v: 1,
	name: 'Thursday',
	pack: { id: 'session-zero', language: 'en' },
	setting: 'noir_mystery',
	runner_up: 'cosmic_horror',
	axes: { tone: 2.5 },
	lines: ['spiders'],
	veils: ['torture'],
	modes: { pvp: 'false', dice: null }
};

describe('charter share links', () => {
	it('round-trips a charter through the fragment', async () => {
		const code = await encodeCharter(charter);
		expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
		expect(await decodeCharter(`#${code}`)).toEqual(charter);
	});

	it('reads a broken, foreign or oversized fragment as no charter (never throws)', async () => {
		expect(await decodeCharter('#not-a-charter')).toBeNull();
		expect(await decodeCharter('')).toBeNull();
		expect(await decodeCharter('A'.repeat(70_000))).toBeNull();
		const stream = new Blob([JSON.stringify({ ...charter, players: ['Anna'] })])
			.stream()
			.pipeThrough(new CompressionStream('deflate-raw'));
		const extra = toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
		expect(await decodeCharter(extra)).toBeNull();
	});

	it('a charter naming a Line twice, or with an unbroken 100,000-character name, is no charter', async () => {
		const craft = async (c: unknown) => {
			const stream = new Blob([JSON.stringify(c)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
			return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
		};
		expect(await decodeCharter(await craft({ ...charter, lines: ['spiders', 'spiders'] }))).toBeNull();
		expect(
			await decodeCharter(await craft({ ...charter, topics: { lines: ['a', 'a'], veils: [] } }))
		).toBeNull();
		expect(await decodeCharter(await craft({ ...charter, name: 'W'.repeat(100_000) }))).toBeNull();
	});
});
