import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryApp, refusingSaves } from '$lib/app/testing/memory-app';
import { SafeSessionManager } from './session.svelte';

/** Save, then show (state/save-then-show.svelte.ts) on a phone whose storage is full. */
let app = memoryApp();
let full = refusingSaves(app.safe, 'save');
beforeEach(() => {
	app = memoryApp();
	full = refusingSaves(app.safe, 'save');
});

const briefed = async () => {
	const session = new SafeSessionManager({ ...app, safe: full.store });
	await session.init();
	await session.setLanguage('en');
	session.choose(session.scenarios[0].id);
	return session;
};

describe('SafeSessionManager: each NPC line is saved, then shown', () => {
	it('a role-play that cannot be saved stays on its brief until Retry saves it', async () => {
		const session = await briefed();
		const start = session.start();
		await vi.waitFor(() => expect(session.save.saveFailure?.kind).toBe('quota'));
		expect([session.phase, session.attempt, app.safe.attempts.size]).toEqual(['brief', null, 0]);
		await session.start(); // a second Start while the first waits starts nothing
		full.allow();
		session.save.retrySave();
		await start;
		expect(session.save.saveFailure).toBeNull();
		expect(session.phase).toBe('chat');
		expect([...app.safe.attempts.keys()]).toEqual([session.attempt!.id]);
	});

	it("the NPC's answer that cannot be saved waits for Continue without saving; then nothing is written", async () => {
		const session = await briefed();
		full.allow();
		await session.start();
		full.refuse();
		const npcLines = () => session.transcript.filter((l) => l.role === 'npc').length;
		const opening = npcLines();
		const sent = session.send('No. I do not send photos.');
		expect(sent).not.toBe(false);
		await vi.waitFor(() => expect(session.save.saveFailure?.kind).toBe('quota'));
		expect(npcLines()).toBe(opening);
		expect(session.busy).toBe('npc');
		session.save.continueWithoutSaving();
		await sent;
		expect([session.save.saveFailure, session.save.unsaved, session.error]).toEqual([null, true, null]);
		expect(npcLines()).toBe(opening + 1);
		full.allow();
		await session.send('Stop asking.');
		expect(app.safe.attempts.get(session.attempt!.id)?.transcript).toHaveLength(1);
		expect(full.refused()).toBe(1);
	});
});
