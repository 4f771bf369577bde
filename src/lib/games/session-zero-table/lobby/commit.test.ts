import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { exportAll } from '$lib/db/backup';
import { db } from '$lib/db/db';
import { dexieLobbyStore } from '$lib/db/repos/lobby';
import { listSessionZeroTables } from '$lib/games/session-zero-table/db/group-table';
import { useFreshDbAndFakeClock } from '$lib/db/testing/fake-clock';
import {
	buildGroupView,
	charterOf,
	createTableGame,
	type TableView
} from '$lib/games/session-zero-table/engine';
import { loadPack, payloadOn } from '$lib/games/session-zero-table/engine/testing/fixtures';
import { LobbyGuest } from '$lib/lobby/guest';
import { LobbyHost } from '$lib/lobby/host';
import { memorySeatStore } from '$lib/lobby/store';
import { encodeSharePayload } from '$lib/games/session-zero/packs/questionnaire-share';
import { readPlayerLink } from '$lib/games/session-zero-table/state/group-table';
import { createMemoryNetwork } from '$lib/lobby/transport-memory';
import { sessionZeroTableCommit } from './commit';
import { flush } from '$lib/lobby/testing/flush';

/**
 * docs/session-zero.md "Session zero for a group" through the lobby host (memory transport, the Dexie store): each player's result
 * reaches the GM and lands in the GM's saved table — the `groupTables` row `/quiz/table` opens and the
 * export carries — in the same transaction as the lobby record; a refused result changes no row.
 */
useFreshDbAndFakeClock();
const pack = loadPack('en');
const payload = payloadOn(pack);

const setup = async () => {
	const net = createMemoryNetwork();
	const newHost = () =>
		new LobbyHost({
			game: createTableGame(pack),
			transport: net,
			store: dexieLobbyStore,
			onCommit: sessionZeroTableCommit
		});
	const host = newHost();
	const code = await host.open({ hostName: 'GM', settings: { name: 'Thursday' } });
	const names = ['Ana', 'Bo', 'Dee'];
	const guests = names.map(() => new LobbyGuest({ transport: net, seats: memorySeatStore() }));
	const joins = guests.map((g, i) => g.join(code, names[i]));
	await flush(host, 100);
	await Promise.all(joins);
	const started = host.start();
	await flush(host, 100);
	expect(await started).toBe(true);
	await flush(host, 100);
	return { host, code, guests, newHost };
};

const gmView = (host: LobbyHost) => host.view!.game as TableView & { role: 'gm' };

describe('the table lobby keeps the results on the GM’s device', () => {
	it('each result lands in the saved table; a refused one is a sentence and no row changes', async () => {
		const { host, code, guests } = await setup();
		const [ana, bo, dee] = guests;
		expect(await listSessionZeroTables()).toEqual([]);

		void ana.act({ type: 'result', payload: payload({ tone: 6 }, { lines: ['spiders'] }) });
		await flush(host, 100);
		let tables = await listSessionZeroTables();
		expect(tables).toHaveLength(1);
		expect(tables[0]).toMatchObject({ name: 'Thursday', anonymous: false });
		expect(tables[0].id).toMatch(new RegExp(`^lobby-${code}-`));
		expect(tables[0].players.map((p) => p.name)).toEqual(['Ana']);
		expect(tables[0].players[0].payload.safety?.lines).toEqual(['spiders']);

		// Bo's result names another pack: refused with a sentence, the table goes on
		const updated = tables[0].updatedAt;
		void bo.act({ type: 'result', payload: { ...payload({}), pack: { id: 'space-opera', language: 'en' } } });
		await flush(host, 100);
		expect(gmView(host).players.find((p) => p.name === 'Bo')).toMatchObject({
			status: 'answering',
			problem: { kind: 'foreign-pack', pack: 'space-opera' }
		});
		expect((bo.view!.game as TableView & { role: 'player' }).you?.problem?.kind).toBe('foreign-pack');
		expect((await listSessionZeroTables())[0].updatedAt).toBe(updated);

		// one result a second per player (the game's throttle)
		await vi.advanceTimersByTimeAsync(1_000);
		void bo.act({ type: 'result', payload: payload({ tone: -6 }) });
		void dee.act({ type: 'result', payload: payload({ tone: 0 }, { lines: ['needles'] }) });
		await flush(host, 100);
		tables = await listSessionZeroTables();
		expect(tables).toHaveLength(1);
		expect(tables[0].players.map((p) => p.name)).toEqual(['Ana', 'Bo', 'Dee']);
		// Bo did not share Lines and Veils: none reach the GM's device
		expect(tables[0].players[1].payload.safety).toBeUndefined();
		expect(gmView(host).players.map((p) => p.status)).toEqual(['done', 'done', 'done']);
		// a player sees their own standing only
		expect(JSON.stringify(ana.view)).not.toContain('needles');

		// "Your data" exports it with the rest
		const backup = await exportAll();
		expect(backup.tables.groupTables.map((r) => r.id)).toEqual([tables[0].id]);
	});

	it('the same 3 results as share links pasted into an offline table give the same group view', async () => {
		const { host, guests } = await setup();
		const sent = [
			payload({ tone: 6, danger: -4 }, { lines: ['spiders'] }),
			payload({ tone: -6, danger: 5 }),
			payload({ tone: 0, danger: 1 }, { lines: ['needles'], veils: ['gore'] })
		];
		for (const [i, g] of guests.entries()) {
			void g.act({ type: 'result', payload: sent[i] });
			await flush(host, 100);
			await vi.advanceTimersByTimeAsync(1_000);
		}
		const [row] = await listSessionZeroTables();
		const overTheRoom = row.players.map((p, i) => ({ id: String(i), payload: p.payload }));
		// offline: each player's share link, pasted (a chat app's line break and invisible space in it)
		const pasted = await Promise.all(
			sent.map(async (p) => {
				const link = `https://parlor.example/quiz/share#${await encodeSharePayload(p)}`;
				const read = await readPlayerLink(`${link.slice(0, 40)}\n\u200B${link.slice(40)}`, pack);
				if (!read.ok) throw new Error(`link refused: ${read.reason}`);
				return read.payload;
			})
		);
		const offline = pasted.map((payload, i) => ({ id: String(i), payload }));
		expect(buildGroupView(pack, offline)).toEqual(buildGroupView(pack, overTheRoom));
		expect(buildGroupView(pack, overTheRoom).lines).toEqual(expect.arrayContaining(['spiders', 'needles']));
	});

	it('the GM’s anonymity reaches the row; a commit with nothing new writes nothing', async () => {
		const { host, guests } = await setup();
		void guests[0].act({ type: 'result', payload: payload({ tone: 2 }) });
		await flush(host, 100);
		const [row] = await db().groupTables.toArray();
		const spy = vi.spyOn(db().groupTables, 'put');
		await host.lock(true);
		await flush(host, 100);
		expect(spy).not.toHaveBeenCalled();
		await host.act({ type: 'anonymous', on: true });
		await flush(host, 100);
		expect(spy).toHaveBeenCalledTimes(1);
		expect((await listSessionZeroTables())[0]).toMatchObject({ id: row.id, anonymous: true });
	});

	it('the GM’s safety tools: kept in the room and its row, back after a reload, in the charter', async () => {
		const { host, code, guests, newHost } = await setup();
		for (const [i, g] of guests.slice(0, 2).entries()) {
			void g.act({ type: 'result', payload: payload({ tone: 2 * i }) });
			await flush(host, 100);
		}
		expect(gmView(host).tools).toBeNull();
		// a player cannot choose for the table
		const refused = guests[0].act({ type: 'tools', tools: ['x_card'] });
		await flush(host, 100);
		expect(await refused).toMatchObject({ ok: false });
		// kept in the list's order, each once
		await host.act({ type: 'tools', tools: ['open_door', 'x_card', 'x_card'] });
		await flush(host, 100);
		expect(gmView(host).tools).toEqual(['x_card', 'open_door']);
		let [row] = await listSessionZeroTables();
		expect(row.tools).toEqual(['x_card', 'open_door']);
		// the GM's page reloads: the room comes back with the choice
		host.close();
		const again = newHost();
		expect(await again.resume(code)).toBe(true);
		expect(gmView(again).tools).toEqual(['x_card', 'open_door']);
		// none at all is a choice too (not the players' votes again)
		await again.act({ type: 'tools', tools: [] });
		await flush(again, 100);
		[row] = await listSessionZeroTables();
		expect(row.tools).toEqual([]);
		await again.act({ type: 'tools', tools: ['check_ins'] });
		await flush(again, 100);
		// the charter of the saved table names the chosen tools
		[row] = await listSessionZeroTables();
		const view = buildGroupView(
			pack,
			row.players.map((p, i) => ({ id: `p${i + 1}`, payload: p.payload }))
		);
		expect(charterOf(pack, view, row.name, row.tools ?? []).tools).toEqual(['check_ins']);
		again.close();
	});
});
