import { describe, expect, it } from 'vitest';
import type { SharePayload } from '$lib/games/session-zero/engine';
import {
	decodeSharePayload,
	encodeSharePayload,
	MAX_SHARE_FRAGMENT_CHARS,
	MAX_SHARE_JSON_BYTES
} from './questionnaire-share';

const payload: SharePayload = {
	schema_version: 1,
	share_scope: 'public',
	safety_included: false,
	pack: { id: 'session-zero', language: 'en' },
	axes: { tone: { score: 2, confidence: 0.4512 } },
	modules: { m_mystery: { level: 2, confidence: 0.22 } },
	modes: { pvp: 'false' },
	result: { leader: 'noir', margin: 0.2, ranking: [{ id: 'noir', score: 1 }], draw: null }
};

describe('share link codec', () => {
	it('round-trips a payload (numbers rounded to 3 digits) in a URL-safe fragment', async () => {
		const text = await encodeSharePayload(payload);
		expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
		const back = await decodeSharePayload(`#${text}`);
		expect(back).toEqual({
			ok: true,
			payload: { ...payload, axes: { tone: { score: 2, confidence: 0.451 } } }
		});
	});
	it('reports broken links instead of throwing', async () => {
		expect(await decodeSharePayload('')).toEqual({ ok: false, reason: 'empty' });
		expect(await decodeSharePayload('#%%%')).toEqual({ ok: false, reason: 'corrupt' });
		const text = await encodeSharePayload(payload);
		expect((await decodeSharePayload(text.slice(0, 10))).ok).toBe(false);
	});
});

/** Deflate-raw + base64url of any text, as a crafted link would carry it. */
const craft = async (text: string): Promise<string> => {
	const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
	const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
	return Buffer.from(bytes).toString('base64url');
};

describe('share links: bounded and scoped', () => {
	it('a 1.3 MB link is refused before anything is inflated', async () => {
		const huge = 'A'.repeat(1_300_000);
		expect(huge.length).toBeGreaterThan(MAX_SHARE_FRAGMENT_CHARS);
		expect(await decodeSharePayload(`#${huge}`)).toEqual({ ok: false, reason: 'too-large' });
	});

	it('a short link that inflates to megabytes stops at the cap', async () => {
		const bomb = await craft(' '.repeat(16 * 1024 * 1024) + JSON.stringify(payload));
		expect(bomb.length).toBeLessThan(MAX_SHARE_FRAGMENT_CHARS);
		expect(16 * 1024 * 1024).toBeGreaterThan(MAX_SHARE_JSON_BYTES);
		expect(await decodeSharePayload(`#${bomb}`)).toEqual({ ok: false, reason: 'too-large' });
	});

	it('a public link never shows the Lines and Veils it carries', async () => {
		const safety = { lines: ['spiders'], veils: ['romance'] };
		const publicWithSafety = await encodeSharePayload({ ...payload, safety });
		const opened = await decodeSharePayload(publicWithSafety);
		expect(opened.ok && opened.payload.safety).toBeFalsy();
		const gmNotIncluded = await craft(JSON.stringify({ ...payload, share_scope: 'gm', safety }));
		const gmOpened = await decodeSharePayload(gmNotIncluded);
		expect(gmOpened.ok && gmOpened.payload.safety).toBeFalsy();
		const gm = await encodeSharePayload({ ...payload, share_scope: 'gm', safety_included: true, safety });
		expect(await decodeSharePayload(gm)).toMatchObject({ ok: true, payload: { safety } });
	});

	it('a 50,000-character pack id is not a valid link', async () => {
		const long = await craft(
			JSON.stringify({ ...payload, pack: { id: 'x'.repeat(50_000), language: 'en' } })
		);
		expect(await decodeSharePayload(long)).toEqual({ ok: false, reason: 'invalid' });
	});

	it('a 659-character link of one 100,000-character value is refused, not drawn 946,929 px wide', async () => {
		const wide = await craft(JSON.stringify({ ...payload, modes: { pvp: 'W'.repeat(100_000) } }));
		expect(wide.length).toBeLessThan(1000);
		expect(await decodeSharePayload(wide)).toEqual({ ok: false, reason: 'invalid' });
	});

	it.each([
		['the draw', { result: { ...payload.result, leader: null, draw: ['noir', 'noir'] } }],
		[
			'the ranking',
			{ result: { ...payload.result, ranking: [payload.result.ranking[0], payload.result.ranking[0]] } }
		],
		[
			'the Lines',
			{ share_scope: 'gm', safety_included: true, safety: { lines: ['spiders', 'spiders'], veils: [] } }
		],
		['the modes', { modes: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`m${i}`, 'x'])) }]
	])('a link naming an id twice, or thousands of entries, in %s is refused', async (_what, patch) => {
		expect(await decodeSharePayload(await craft(JSON.stringify({ ...payload, ...patch })))).toEqual({
			ok: false,
			reason: 'invalid'
		});
	});
});
