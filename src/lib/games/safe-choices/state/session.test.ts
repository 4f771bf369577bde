import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryApp, refusingSettingsWrites } from '$lib/app/testing/memory-app';
import { offlineClient } from '$lib/llm/offline';
import { LlmError, LlmErrorCodes, type LlmClient, type LlmRequest } from '$lib/llm/types';
import { SafeSessionManager } from './session.svelte';

/** Through the app's memory stores (docs/architecture.md "Composition root"): a new manager over the same app is a reload. */
let app = memoryApp();
beforeEach(() => {
	app = memoryApp();
});

describe('SafeSessionManager', () => {
	it('keeps a check-in interval chosen on the picker while the saved one was still loading', async () => {
		const before = new SafeSessionManager(app);
		await before.init();
		await before.setSummaryInterval(5);

		const session = new SafeSessionManager(app);
		const loading = session.init();
		await session.setSummaryInterval(2);
		await loading;
		expect(session.settings.summaryInterval).toBe(2);

		const reopened = new SafeSessionManager(app);
		await reopened.init();
		expect(reopened.settings.summaryInterval).toBe(2);
	});

	it('a check-in interval the device cannot save applies for now and says so; a later save clears it', async () => {
		const refusing = refusingSettingsWrites(app);
		const session = new SafeSessionManager(refusing.app);
		await session.init();
		await session.setSummaryInterval(5); // no rejection reaches the page
		expect(session.settings.summaryInterval).toBe(5);
		expect(session.settingsNotSaved).toBe(true);
		expect(app.settings.values.get('safe')).toBeUndefined();
		refusing.allow();
		await session.setSummaryInterval(2);
		expect(session.settingsNotSaved).toBe(false);
		expect(app.settings.values.get('safe')).toEqual({ summaryInterval: 2, suggestions: true, region: null });
	});

	it('asks for the LLM client with the first line, not when the page starts', async () => {
		let asked = 0;
		const session = new SafeSessionManager(
			memoryApp({
				llm: async () => {
					asked++;
					return offlineClient;
				}
			})
		);
		await session.init();
		await session.setLanguage('en');
		session.choose(session.scenarios[0].id);
		await session.start();
		expect(asked).toBe(0);
		await session.send('No. I do not send photos.');
		await session.send('Stop asking.');
		expect(asked).toBe(1);
		expect(session.transcript.length).toBeGreaterThanOrEqual(5);
	});

	it('takes a reply into the conversation at once, and refuses one it cannot take without waiting', async () => {
		const session = new SafeSessionManager(app);
		await session.init();
		await session.setLanguage('en');
		session.choose(session.scenarios[0].id);
		await session.start();
		expect(session.send('   ')).toBe(false);
		expect(session.error).toBe('empty');
		expect(session.send('\u200b\u200b')).toBe(false);
		expect(session.error).toBe('empty');
		const lines = session.transcript.length;
		const sending = session.send('No. I do not send photos.');
		// the chat frees its reply box on this: the line is there before the NPC answers
		expect(session.transcript.slice(lines).map((l) => l.text)).toEqual(['No. I do not send photos.']);
		expect(session.send('And stop asking.')).toBe(false); // one reply at a time
		expect(await sending).toBe(true);
		expect(session.transcript.length).toBe(lines + 2);
	});

	it('saves an exchange before its check-in: a reload while the model judges it keeps the exchange', async () => {
		// the model's reading of the line and its NPC line fail at once (the offline reading and the
		// scripted line are used); the judge's call stalls until cancelled
		const judging = (request: LlmRequest) =>
			request.schema !== undefined && !JSON.stringify(request.jsonSchema ?? {}).includes('"acts"');
		const stalling: LlmClient = {
			provider: 'http',
			available: true,
			complete: (request) =>
				judging(request)
					? new Promise((_resolve, reject) =>
							request.signal?.addEventListener('abort', () =>
								reject(new LlmError(LlmErrorCodes.aborted, 'stop'))
							)
						)
					: Promise.reject(new LlmError(LlmErrorCodes.server, 'down'))
		};
		const session = new SafeSessionManager({ ...app, llm: async () => stalling });
		await session.init();
		await session.setSummaryInterval(1);
		await session.setLanguage('en');
		session.choose('party-pressure');
		await session.start();
		const replied = session.send('No. I do not send photos.');
		await vi.waitFor(() => expect(session.busy).toBe('assess'));
		const shown = session.transcript.map((l) => l.text);
		expect(shown).toHaveLength(3); // the opening, the reply, the NPC's answer

		const reloaded = new SafeSessionManager(app);
		await reloaded.init();
		expect(reloaded.phase).toBe('chat');
		expect(reloaded.transcript.map((l) => l.text)).toEqual(shown);
		session.cancel();
		expect(await replied).toBe(true);
	});

	it("keeps the attempt in the app's store: a reload reopens it, a finished one is in the progress", async () => {
		const session = new SafeSessionManager(app);
		await session.init();
		await session.setLanguage('en');
		session.choose('party-pressure');
		await session.start();
		expect(await session.send('No. I do not send photos.')).toBe(true);
		const id = session.attempt!.id;
		expect(app.safe.attempts.get(id)?.outcome).toBe('playing');

		const reloaded = new SafeSessionManager(app);
		await reloaded.init();
		expect(reloaded.phase).toBe('chat');
		expect(reloaded.attempt?.id).toBe(id);
		await reloaded.finish();
		expect(app.safe.attempts.get(id)?.outcome).not.toBe('playing');
		expect(reloaded.progress['party-pressure']?.map((p) => p.id)).toEqual([id]);

		const later = new SafeSessionManager(app);
		await later.init();
		expect(later.phase).toBe('pick');
		expect(later.progress['party-pressure']?.map((p) => p.id)).toEqual([id]);
	});
});

describe('SafeSessionManager: a scenario chosen from the prerendered list', () => {
	it('before the scenarios have loaded: opens its brief once they have', async () => {
		const session = new SafeSessionManager(app);
		session.choose('party-pressure');
		expect(session.phase).toBe('pick');
		await session.setLanguage('en');
		expect(session.phase).toBe('brief');
		expect(session.scenario?.id).toBe('party-pressure');
	});

	it('once loaded: at once; an unknown id stays on the list', async () => {
		const session = new SafeSessionManager(app);
		await session.setLanguage('en');
		session.choose('nope');
		expect(session.phase).toBe('pick');
		session.choose('secret-keeper');
		expect(session.phase).toBe('brief');
		expect(session.scenario?.title).toBe('Keep it a secret');
	});
});
