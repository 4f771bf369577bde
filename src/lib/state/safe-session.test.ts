import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppDB, useDb } from '$lib/db/db';
import { SafeSessionManager } from './safe-session.svelte';

beforeEach(() => useDb(new AppDB('test-' + Math.random())));

describe('SafeSessionManager', () => {
	it('keeps a check-in interval chosen on the picker while the saved one was still loading', async () => {
		const before = new SafeSessionManager();
		await before.init();
		await before.setSummaryInterval(5);

		const session = new SafeSessionManager();
		const loading = session.init();
		await session.setSummaryInterval(2);
		await loading;
		expect(session.settings.summaryInterval).toBe(2);

		const reopened = new SafeSessionManager();
		await reopened.init();
		expect(reopened.settings.summaryInterval).toBe(2);
	});

	it('takes a reply into the conversation at once, and refuses one it cannot take without waiting', async () => {
		const session = new SafeSessionManager();
		await session.init();
		await session.setLanguage('en');
		session.choose(session.scenarios[0].id);
		await session.start();
		expect(session.send('   ')).toBe(false);
		expect(session.error).toBe('empty');
		const lines = session.transcript.length;
		const sending = session.send('No. I do not send photos.');
		// the chat frees its reply box on this: the line is there before the NPC answers
		expect(session.transcript.slice(lines).map((l) => l.text)).toEqual(['No. I do not send photos.']);
		expect(session.send('And stop asking.')).toBe(false); // one reply at a time
		expect(await sending).toBe(true);
		expect(session.transcript.length).toBe(lines + 2);
	});
});

describe('SafeSessionManager: a scenario chosen from the prerendered list', () => {
	it('before the scenarios have loaded: opens its brief once they have', async () => {
		const session = new SafeSessionManager();
		session.choose('party-pressure');
		expect(session.phase).toBe('pick');
		await session.setLanguage('en');
		expect(session.phase).toBe('brief');
		expect(session.scenario?.id).toBe('party-pressure');
	});

	it('once loaded: at once; an unknown id stays on the list', async () => {
		const session = new SafeSessionManager();
		await session.setLanguage('en');
		session.choose('nope');
		expect(session.phase).toBe('pick');
		session.choose('secret-keeper');
		expect(session.phase).toBe('brief');
		expect(session.scenario?.title).toBe('Keep it a secret');
	});
});
