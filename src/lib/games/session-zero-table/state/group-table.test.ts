import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSharePayload, startRun, validateQuestionnairePack } from '$lib/games/session-zero/engine';
import { encodeSharePayload } from '$lib/games/session-zero/packs/questionnaire-share';
import { memoryApp } from '$lib/app/testing/memory-app';
import {
	deleteSessionZeroTable,
	linkProblemSentence,
	listSessionZeroTables,
	loadSharedQuestionnaire,
	readPlayerLink,
	samePlayerAs,
	saveSessionZeroTable,
	type SessionZeroTable
} from './group-table';

const pack = (() => {
	const r = validateQuestionnairePack(
		JSON.parse(readFileSync('question-packs/questionnaire/session-zero.en.json', 'utf8'))
	);
	if (!r.ok) throw new Error('pack');
	return r.pack;
})();
const payload = buildSharePayload(pack, startRun(pack, { session_id: 's', ts: 0 }), { gm: true });

describe('reading a player link for the group table', () => {
	it('reads a whole URL pasted from a chat, with line breaks and invisible characters in it', async () => {
		const code = await encodeSharePayload(payload);
		const pasted = `https://parlor.example/quiz/share#${code.slice(0, 20)}\u200B\n ${code.slice(20)}\uFEFF`;
		const r = await readPlayerLink(pasted, pack);
		expect(r.ok && r.payload.pack.id).toBe('session-zero');
	});

	it('refuses a link of another pack with a sentence in the UI language', async () => {
		const code = await encodeSharePayload({ ...payload, pack: { id: 'space-opera', language: 'en' } });
		const r = await readPlayerLink(code, pack);
		if (r.ok || r.reason !== 'pack') throw new Error('accepted');
		expect(linkProblemSentence(pack, 'Игрок 2', r.problem, 'ru')).toContain(
			'Игрок 2: результат из другого набора'
		);
		expect((await readPlayerLink('not a link', pack)).ok).toBe(false);
	});

	it("finds the player whose result a link repeats, whatever the order of the link's keys", async () => {
		const other = { ...payload, axes: { ...payload.axes, tone: { score: 3, confidence: 0.6 } } };
		const players = [{ payload: other }, { payload }];
		const again = await readPlayerLink(await encodeSharePayload(payload), pack);
		if (!again.ok) throw new Error('refused');
		expect(samePlayerAs(players, again.payload)).toBe(1);
		const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(payload).reverse())));
		expect(samePlayerAs(players, reordered)).toBe(1);
		expect(samePlayerAs([{ payload: other }], payload)).toBe(-1);
	});
});

describe("the GM's tables through the app", () => {
	it("saves, lists newest first and deletes in the app's store", async () => {
		const app = memoryApp();
		const table = (id: string): SessionZeroTable => ({
			id,
			name: `Table ${id}`,
			anonymous: false,
			createdAt: 0,
			players: [{ name: 'Ana', payload }]
		});
		await saveSessionZeroTable(table('a'), 1_000, app);
		await saveSessionZeroTable(table('b'), 2_000, app);
		expect((await listSessionZeroTables(app)).map((t) => [t.id, t.updatedAt])).toEqual([
			['b', 2_000],
			['a', 1_000]
		]);
		await deleteSessionZeroTable('b', app);
		expect((await listSessionZeroTables(app)).map((t) => t.id)).toEqual(['a']);
		expect([...app.sessionZeroTables.tables.keys()]).toEqual(['a']);
		await expect(saveSessionZeroTable({ ...table('d'), id: '' }, 4_000, app)).rejects.toThrow();
	});
});

describe('the pack of a shared result, through the app', () => {
	it("asks the app's pack registry, and says null for a pack this device does not have", async () => {
		const app = memoryApp();
		expect((await loadSharedQuestionnaire('session-zero', 'en', 'ru', app))?.language).toBe('ru');
		const asked: string[] = [];
		const none = memoryApp({
			packs: {
				...app.packs,
				questionnaire: { ...app.packs.questionnaire, shared: async (id) => (asked.push(id), null) }
			}
		});
		expect(await loadSharedQuestionnaire('our-table', 'en', 'en', none)).toBeNull();
		expect(asked).toEqual(['our-table']);
	});
});
