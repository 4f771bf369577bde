import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PACK_KINDS } from '$lib/packs/kinds';
import { AppDB, useDb } from '../db';
import { importPackText, listCustomPacks } from './packs';

/** README "Writing packs": an imported pack's text goes through the content filter, refused line by line. */
beforeEach(() => useDb(new AppDB('test-' + Math.random())));

const question = (text: string, is_nsfw = false) => ({ text, intensity: is_nsfw ? 8 : 4, is_nsfw });
const pack = (questions: { text: string; intensity: number; is_nsfw: boolean }[], name = 'Mine') =>
	JSON.stringify({
		kind: 'nhie',
		id: 'mine',
		language: 'en',
		name,
		version: 1,
		questions: questions.map((q, i) => ({
			id: `q${i}`,
			tone: q.intensity >= 8 ? 'freaky' : 'deeper',
			tags: [],
			...q
		}))
	});

describe('the content filter on imported packs', () => {
	it('refuses sexual text in a question not marked is_nsfw, naming the line, and saves nothing', async () => {
		const r = await importPackText(
			pack([question('Never have I ever missed a bus'), question('Never have I ever had ꜱex in a car')])
		);
		expect(r).toMatchObject({ ok: false, reason: 'schema' });
		expect(!r.ok && r.errors).toEqual([
			{ path: 'questions.1.text', message: expect.stringContaining('not marked "is_nsfw": true ("sex")') }
		]);
		expect(await listCustomPacks()).toEqual([]);
	});
	it('takes the same question marked is_nsfw', async () => {
		const r = await importPackText(pack([question('Never have I ever had sex in a car', true)]));
		expect(r.ok).toBe(true);
	});
	it('refuses a minor with sexual content and a slur anywhere, whatever the flag', async () => {
		const r = await importPackText(
			pack([question('Never have I ever sexted a 9th grader', true)], 'Niqqer jokes'),
			undefined
		);
		expect(!r.ok && r.errors.map((e) => [e.path, e.message.split(':')[1].trim()])).toEqual([
			['name', 'a slur ("niqqer*")'],
			['questions.0.text', 'sexual content with a minor ("sexted + # th grade*")']
		]);
	});
	it('refuses a line with a direction override: it would show one text and be judged as another', async () => {
		const r = await importPackText(pack([question('Never have I ever had \u202erac a ni xes')]));
		expect(!r.ok && r.errors).toEqual([
			{ path: 'questions.0.text', message: expect.stringContaining('direction') }
		]);
	});
	it('takes every built-in pack of every importable kind', () => {
		const root = path.resolve(import.meta.dirname, '../../../../question-packs');
		for (const kind of PACK_KINDS)
			for (const file of readdirSync(path.join(root, kind.folder)).filter((f) => f.endsWith('.json'))) {
				const checked = kind.check(JSON.parse(readFileSync(path.join(root, kind.folder, file), 'utf8')));
				expect(checked.ok ? [] : checked.errors, `${kind.folder}/${file}`).toEqual([]);
			}
	});
});
