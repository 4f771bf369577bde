import { beforeEach, describe, expect, it } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { SafeSessionManager } from './session.svelte';

/**
 * Safeguarding in the session (docs/safe-choices.md "Safeguarding"): a disclosure stops the scene
 * with no character line and no score; the attempt is forgotten unless the teen keeps it; a yes
 * pauses the scene to reflect.
 */
let app = memoryApp();
beforeEach(() => {
	app = memoryApp();
});

const started = async (id: string, language: 'en' | 'ru' = 'en') => {
	const session = new SafeSessionManager(app);
	await session.init();
	await session.setLanguage(language);
	session.choose(id);
	await session.start();
	return session;
};

describe('safeguarding in a role-play', () => {
	it('a disclosure after saved turns stops the scene, scores nothing and forgets the attempt', async () => {
		const session = await started('secret-keeper');
		await session.send('no thanks');
		const id = session.attempt!.id;
		expect(app.safe.attempts.has(id)).toBe(true);
		const lines = session.transcript.length;
		await session.send('my coach actually does this to me for real and im scared');
		expect(session.phase).toBe('safeguard');
		// the character never answered it, and nothing was scored
		expect(session.transcript.length).toBe(lines + 1);
		expect(session.transcript.at(-1)?.role).toBe('player');
		expect(session.attempt?.assessments).toEqual([]);
		expect(app.safe.attempts.has(id)).toBe(false);
		await session.keepStopped();
		expect(app.safe.attempts.get(id)).toMatchObject({ outcome: 'abandoned', lastScore: null });
	});

	it('«мне страшно» stops a Russian scene too; "That was part of the game" goes back to it', async () => {
		const session = await started('party-pressure', 'ru');
		await session.send('мне страшно');
		expect(session.phase).toBe('safeguard');
		session.backToScene();
		expect(session.phase).toBe('chat');
		await session.send('нет');
		expect(session.transcript.at(-1)?.role).toBe('npc');
	});

	it('"This is happening to me" stops the scene without a typed line', async () => {
		const session = await started('online-stranger');
		await session.happeningToMe();
		expect(session.phase).toBe('safeguard');
		// the screen thanks the teen for saying so, not "what you wrote sounds real"
		expect(session.stoppedBy).toBe('button');
		expect(session.transcript).toHaveLength(1);
	});

	it('a yes is answered, then the scene pauses; "Continue" or a reply typed there ends the pause', async () => {
		const session = await started('party-pressure');
		await session.send('ok fine');
		expect(session.reflecting).toBe(true);
		session.endReflection();
		expect(session.reflecting).toBe(false);

		const again = await started('party-pressure');
		await again.send('ok fine');
		expect(again.reflecting).toBe(true);
		const answered = again.send('wait, no. i dont want to');
		expect(answered).not.toBe(false);
		expect(again.reflecting).toBe(false);
		await answered;
		expect(again.transcript.at(-1)?.role).toBe('npc');
	});

	it('a disclosure typed in the pause to reflect stops the scene', async () => {
		const session = await started('online-stranger');
		await session.send('sure');
		expect(session.reflecting).toBe(true);
		await session.send('this is actually happening to me');
		expect(session.phase).toBe('safeguard');
		expect(session.stoppedBy).toBe('line');
	});

	it('"Leave" works during the pause to reflect', async () => {
		const session = await started('party-pressure');
		await session.send('ok fine');
		expect(session.reflecting).toBe(true);
		await session.leave('I’m leaving.');
		expect(session.phase).toBe('result');
		expect(session.attempt?.outcome).toBe('left');
	});
});
