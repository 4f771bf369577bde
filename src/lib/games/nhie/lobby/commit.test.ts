import 'fake-indexeddb/auto';
import { settle, useFreshDbAndFakeClock } from '$lib/db/testing/fake-clock';
import { describe, expect, it, vi } from 'vitest';
import { listNhieSessions, loadTimesUsed } from '$lib/games/nhie/db/nhie';
import { dexieLobbyStore } from '$lib/db/repos/lobby';
import { fixturePool } from '$lib/games/nhie/engine/testing/fixtures';
import { createNhieGame, NhieSettingsSchema, type NhieGameState } from '$lib/games/nhie/engine/game';
import { LobbyGuest } from '$lib/lobby/guest';
import { LobbyHost } from '$lib/lobby/host';
import { memorySeatStore, newLobbyRecord, type LobbyRecord, type ModeCommit } from '$lib/lobby/store';
import { createMemoryNetwork, type MemoryNetwork } from '$lib/lobby/transport-memory';
import { nhieCommit } from './commit';

/**
 * What a "Never have I ever" lobby keeps (times_used, the finished session) is written in
 * the same Dexie transaction as the lobby record, so the two land together or not at all, and each
 * happens exactly once — across host reloads and a Retry after a failed write. A real Dexie store
 * (fake-indexeddb), the game's own clock on fake timers, the model offline (each task's fallback).
 */
const PACK = 'nhie-test';
const game = createNhieGame({ pools: { en: fixturePool(20) } });
const SETTINGS = { rounds: 10, nsfw: false, language: 'en', answerTimeoutMs: 5_000, resultMs: 1_000 };

useFreshDbAndFakeClock();

const pass = async (ms: number) => {
	for (let left = ms; left > 0; left -= 500) {
		await vi.advanceTimersByTimeAsync(Math.min(500, left));
		await settle();
	}
};

const newHost = (net: MemoryNetwork, onCommit: ModeCommit = nhieCommit({ en: PACK })) =>
	new LobbyHost({ game, transport: net, store: dexieLobbyStore, onCommit });
const stateOf = (host: LobbyHost) => host.record!.game as NhieGameState;
const shown = (host: LobbyHost) =>
	stateOf(host).esc.history.flatMap((r) => (r.question_id ? [r.question_id] : []));
const ones = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 1]));
const stored = async (code: string) => (await dexieLobbyStore.load(code))!;

/** Host + one guest, the game started and its first question shown. */
const startGame = async (net: MemoryNetwork, onCommit?: ModeCommit) => {
	const host = newHost(net, onCommit);
	const code = await host.open({ hostName: 'Host', settings: SETTINGS });
	const guest = new LobbyGuest({ transport: net, seats: memorySeatStore() });
	await guest.join(code, 'Ana');
	await settle();
	expect(await host.start()).toBe(true);
	await settle();
	expect(stateOf(host).phase).toBe('question');
	return { host, code, guest };
};

describe('nhie: the mode writes in the lobby record’s transaction', () => {
	it('counts each question shown once and saves the finished game once, across two host reloads', async () => {
		const net = createMemoryNetwork();
		const { host, code, guest } = await startGame(net);
		const first = shown(host);
		expect(first).toHaveLength(1);
		expect(await loadTimesUsed(PACK)).toEqual(ones(first));

		// the tab reloads mid-round: the resumed host shows the same question and commits again
		host.close();
		const again = newHost(net);
		expect(await again.resume(code)).toBe(true);
		await settle();
		expect(shown(again)).toEqual(first);
		await again.lock(true);
		await settle();
		expect(await loadTimesUsed(PACK)).toEqual(ones(first));

		// nobody answers: the round closes at its deadline, the next question comes and counts once
		await pass(SETTINGS.answerTimeoutMs + SETTINGS.resultMs + 500);
		const both = shown(again);
		expect(both).toHaveLength(2);
		expect(await loadTimesUsed(PACK)).toEqual(ones(both));

		// the host answers round 2 and ends the game: the open round closes with that answer (a round
		// nobody answered would be dropped: the game's one end-game rule)
		await again.act({ type: 'answer', round: 2, have: true });
		await again.act({ type: 'end' });
		await settle();
		expect(stateOf(again).phase).toBe('finished');
		const sessions = await listNhieSessions();
		expect(sessions).toHaveLength(1);
		expect(sessions[0]).toMatchObject({
			id: `lobby-${code}-${again.record!.createdAt}`,
			kind: 'lobby',
			packId: PACK
		});
		expect(sessions[0].history.map((r) => r.round)).toEqual([1, 2]);

		// the finished lobby is reloaded and commits once more: nothing is written twice
		again.close();
		const last = newHost(net);
		expect(await last.resume(code)).toBe(true);
		await last.lock(false);
		await settle();
		expect(await listNhieSessions()).toHaveLength(1);
		expect(await loadTimesUsed(PACK)).toEqual(ones(both));
		// replaying the commit that is on disk (a resumed host's first write) adds nothing either
		const record = await stored(code);
		await nhieCommit({ en: PACK })(record, record, null);
		expect(await loadTimesUsed(PACK)).toEqual(ones(both));
		expect(await listNhieSessions()).toHaveLength(1);
		guest.stop();
		last.close();
	});

	it('a mode write that throws leaves neither written; the host keeps the previous state, then Retry writes both once', async () => {
		const net = createMemoryNetwork();
		const control = { failing: false };
		const mode = nhieCommit({ en: PACK });
		// the mode's writes run, then the disk gives up (e.g. the quota is hit by the session row)
		const flaky: ModeCommit = async (prev, next, tx) => {
			await mode(prev, next, tx);
			if (control.failing)
				throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
		};
		const { host, code, guest } = await startGame(net, flaky);
		await host.act({ type: 'answer', round: 1, have: false }); // so the ended game has a round to save
		await settle();
		const first = shown(host);
		const before = await stored(code);
		const seen = guest.view!.stateId;

		control.failing = true;
		const ended = host.act({ type: 'end' });
		await settle();
		// nothing of the commit is on disk: not the record, not the session, not a count
		expect(host.saveFailure?.kind).toBe('quota');
		expect(await stored(code)).toEqual(before);
		expect(await listNhieSessions()).toEqual([]);
		expect(await loadTimesUsed(PACK)).toEqual(ones(first));
		// the host and the guest still see the round in play
		expect(stateOf(host).phase).toBe('question');
		expect(host.view!.stateId).toBe(seen);
		expect(guest.view!.stateId).toBe(seen);

		control.failing = false;
		host.resolveSaveFailure('retry');
		expect(await ended).toEqual({ ok: true });
		await settle();
		expect(host.saveFailure).toBeNull();
		expect((await stored(code)).status).toBe('finished');
		expect(await listNhieSessions()).toHaveLength(1);
		expect(await loadTimesUsed(PACK)).toEqual(ones(first));
		expect(guest.view!.game).toMatchObject({ phase: 'finished' });
		guest.stop();
		host.close();
	});

	it('pass-and-play’s local host keeps its game as kind "pass", counted the same way', async () => {
		const seats = [
			{ id: 'h', name: 'Phone', isHost: true },
			{ id: 'a', name: 'Ana', isHost: false }
		];
		const choosing = game.start(seats, NhieSettingsSchema.parse(SETTINGS), 3, 0);
		const task = game.pendingTask!(choosing)!;
		const asked = game.resolveTask!(choosing, task.key, task.request.fallback, 10);
		// the phone answers, then ends (a round nobody answered would be dropped: the one end-game rule)
		const answered = game.apply(asked, 'h', { type: 'answer', round: 1, have: true }, 15);
		if (!answered.ok) throw new Error(answered.reason);
		const over = game.apply(answered.state, 'h', { type: 'end' }, 20);
		if (!over.ok) throw new Error(over.reason);
		const record = (state: NhieGameState, stateId: number): LobbyRecord => ({
			...newLobbyRecord({
				code: 'PASS',
				mode: 'nhie',
				peerToken: 'p',
				hostId: 'h',
				hostName: 'Phone',
				hostToken: 't',
				settings: SETTINGS,
				seed: 3,
				now: 5
			}),
			status: state.phase === 'finished' ? 'finished' : 'playing',
			finishedAt: state.phase === 'finished' ? 20 : null,
			game: state,
			stateId
		});
		await nhieCommit({ en: PACK }, 'pass')(record(choosing, 2), record(over.state, 3), null);
		const id = asked.esc.history[0].question_id!;
		expect(await loadTimesUsed(PACK)).toEqual({ [id]: 1 });
		const sessions = await listNhieSessions();
		expect(sessions).toEqual([
			expect.objectContaining({ id: 'pass-5', kind: 'pass', startedAt: 5, finishedAt: 20 })
		]);
		expect(sessions[0].history).toHaveLength(1);
	});
});
