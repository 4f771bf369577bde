import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNhiePack } from './nhie';

const pack = (questions: unknown[]) => ({
	kind: 'nhie',
	id: 'nhie-en',
	language: 'en',
	name: 'T',
	version: 1,
	questions
});
const q = (extra: Record<string, unknown> = {}) => ({
	id: 'en-0001',
	text: 'Never have I ever sung in the shower',
	intensity: 1,
	tone: 'safe',
	tags: ['habits'],
	is_nsfw: false,
	active: true,
	...extra
});

describe('nhie pack schema', () => {
	it('accepts the agreed format', () => {
		expect(
			parseNhiePack(pack([q(), q({ id: 'en-0002', intensity: 7, tone: 'freaky', is_nsfw: true })])).ok
		).toBe(true);
		expect(parseNhiePack(pack([q({ intensity: 3, tone: 'deeper' })])).ok).toBe(true);
	});

	it('names the field of a bad question', () => {
		const bad = (extra: Record<string, unknown>) => {
			const r = parseNhiePack(pack([q(extra)]));
			return r.ok ? '' : r.message;
		};
		expect(bad({ intensity: 11 })).toContain('questions.0.intensity');
		expect(bad({ tone: 'deeper' })).toContain('questions.0.tone');
		expect(bad({ intensity: 6, tone: 'secretive', is_nsfw: true })).toContain('questions.0.is_nsfw');
		const dup = parseNhiePack(pack([q(), q()]));
		expect(dup.ok ? '' : dup.message).toContain('duplicate');
	});

	for (const lang of ['en', 'ru']) {
		const file = `question-packs/nhie/${lang}.json`;
		it.skipIf(!existsSync(file))(`the built-in ${lang} pack validates`, async () => {
			const r = parseNhiePack(JSON.parse(await readFile(file, 'utf8')));
			expect(r.ok ? '' : r.message).toBe('');
		});
	}
});

describe('packs:check entry', () => {
	it('warns about the form and thin levels but accepts the pack', async () => {
		const { checkNhiePack } = await import('./nhie');
		const r = checkNhiePack(pack([q({ text: 'Have you ever sung?' })]));
		expect(r.ok).toBe(true);
		expect(r.warnings.map((w) => w.path)).toContain('questions.0.text');
	});
});

describe('the built-in packs', () => {
	// "safe" is the tone anyone at any table may get: no drinking in it (a teen group plays with
	// adult questions off too); drinking starts at "deeper"
	it.each(['en', 'ru'])('%s: no question of the safe tone is about drinking', async (lang) => {
		const raw = JSON.parse(await readFile(`question-packs/nhie/${lang}.json`, 'utf8'));
		const parsed = parseNhiePack(raw);
		if (!parsed.ok) throw new Error('pack');
		const drinking = /drinks\b|drunk|alcohol|hangover|алкогол|пьян|выпив|похмел/iu;
		expect(parsed.pack.questions.filter((x) => x.tone === 'safe' && drinking.test(x.text))).toEqual([]);
	});
});
