import { describe, expect, it } from 'vitest';
import type { SharePayload } from '$lib/engines/questionnaire';
import { decodeSharePayload, encodeSharePayload } from './questionnaire-share';

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
