import { beforeEach, describe, expect, it } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { SafeSessionManager } from './session.svelte';
import { toProgress, rewindComparisons } from './progress';

/** The practice aids through a session over the app's memory stores (a new manager is a reload). */
let app = memoryApp();
beforeEach(() => {
	app = memoryApp();
});

const started = async (id = 'online-stranger', language: 'en' | 'ru' = 'en') => {
	const session = new SafeSessionManager(app);
	await session.init();
	await session.setLanguage(language);
	session.choose(id);
	await session.start();
	return session;
};
const npcLines = (s: SafeSessionManager) => s.transcript.filter((l) => l.role === 'npc').map((l) => l.text);

describe('suggested replies (docs/safe-choices.md)', () => {
	it('offers three kinds under the box each turn, new ones after a reply, none while the character answers', async () => {
		const session = await started();
		const first = session.practice.suggestions;
		expect(first.map((r) => r.kind).sort()).toEqual(['firm', 'hedge', 'yes']);
		const yes = first.find((r) => r.kind === 'yes')!.text;
		const sending = session.send(yes); // a tapped reply goes the way a typed one does
		expect(sending).not.toBe(false);
		expect(session.practice.suggestions).toEqual([]);
		await sending;
		expect(session.transcript.at(-2)).toEqual({ role: 'player', text: yes });
		const next = session.practice.suggestions;
		expect(next.map((r) => r.kind).sort()).toEqual(['hedge', 'help', 'yes']);
		expect(next.map((r) => r.text)).not.toContain(yes);
	});

	it('turned off in settings, none show; the choice is kept', async () => {
		const session = await started();
		await session.setSettings({ suggestions: false });
		expect(session.practice.suggestions).toEqual([]);
		const reloaded = new SafeSessionManager(app);
		await reloaded.init();
		expect(reloaded.settings.suggestions).toBe(false);
		expect(reloaded.phase).toBe('chat');
		expect(reloaded.practice.suggestions).toEqual([]);
	});
});

describe('help by region (docs/safe-choices.md)', () => {
	it("the chosen region's help comes first, from the pack and the scenario; the choice is kept", async () => {
		const session = await started('protection-myths');
		await session.practice.loadHelp('en');
		await session.practice.setRegion('US');
		const help = session.practice.help('en');
		expect(help.region).toBe('US');
		expect(help.here.map((r) => r.name)).toEqual(
			expect.arrayContaining(['CDC: Get tested', '988 Suicide & Crisis Lifeline'])
		);
		expect(help.here.map((r) => r.name)).not.toContain('Childline');
		// the screen's own pack's countries first, then the other languages'
		expect(session.practice.regions('en')).toEqual([
			'GB',
			'US',
			'CA',
			'AU',
			'IE',
			'NZ',
			'RU',
			'BY',
			'KZ',
			'UA'
		]);
		expect(session.practice.helpView('en').checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);

		const reloaded = new SafeSessionManager(app);
		await reloaded.init();
		expect(reloaded.practice.region).toBe('US');
	});

	it("goes by the user's country, not the app's language: a Russian scene in the US lists 988 and 911", async () => {
		const session = await started('party-pressure', 'ru');
		await session.practice.loadHelp('ru');
		await session.practice.setRegion('US');
		const here = session.practice.help('ru').here;
		expect(here.map((r) => r.name)).toContain('988 Suicide & Crisis Lifeline');
		expect(here.map((r) => r.contact).join(' ')).toMatch(/\b911\b/);
		expect(session.practice.regions('ru').slice(0, 4)).toEqual(['RU', 'BY', 'KZ', 'UA']);
		expect(session.practice.regions('ru')).toContain('US');
		// in Russia the Russian screen stays in Russian: no other language's help beside its own
		await session.practice.setRegion('RU');
		const ru = session.practice.help('ru');
		expect(ru.here.length).toBeGreaterThan(0);
		expect(ru.elsewhere.map((g) => g.region)).not.toContain('US');
		// and an English scene in Russia lists Russia's children's helpline
		const en = await started('party-pressure', 'en');
		await en.practice.loadHelp('en');
		await en.practice.setRegion('RU');
		expect(en.practice.help('en').here.length).toBeGreaterThan(0);
	});
});

describe('try that turn again (docs/safe-choices.md)', () => {
	it('plays on from a turn as a new attempt, the character where it was; both kept and compared', async () => {
		const session = await started('party-pressure');
		const replies = ['Maybe later?', 'No thanks.', 'I am going home.'];
		for (const r of replies.slice(0, 2)) await session.send(r);
		const lineAfterTurn1 = npcLines(session)[1];
		await session.finish();
		const original = session.attempt!;
		expect(session.phase).toBe('result');

		await session.rewind(2);
		expect(session.phase).toBe('chat');
		const again = session.attempt!;
		expect(again.id).not.toBe(original.id);
		expect(again.from).toEqual({ attemptId: original.id, turn: 2 });
		// the conversation before turn 2 is kept: the opening, the first reply, the answer to it
		expect(again.transcript.map((l) => l.text)).toEqual([
			original.transcript[0].text,
			replies[0],
			lineAfterTurn1
		]);
		expect(again.turns).toBe(1);
		// the same reply at turn 2 gets the same answer as the first time: the character is where it was
		await session.send(replies[1]);
		expect(npcLines(session)[2]).toBe(original.transcript[4].text);

		// a reload mid-try resumes it on the same seed
		const reloaded = new SafeSessionManager(app);
		await reloaded.init();
		expect(reloaded.attempt?.id).toBe(again.id);
		expect(reloaded.step?.state).toEqual(session.step?.state);
		await reloaded.send('No. I am calling my mum to pick me up.');
		await reloaded.finish();

		expect(app.safe.attempts.get(original.id)?.transcript).toEqual(original.transcript);
		const points = toProgress([...app.safe.attempts.values()])['party-pressure'];
		expect(points.map((p) => p.id)).toEqual([original.id, again.id]);
		expect(rewindComparisons(points)).toEqual([
			{ attempt: 2, from: 1, turn: 2, before: points[0].riskScore, after: points[1].riskScore }
		]);
	});

	it('a turn that is not there, or a chat still playing, is not tried again', async () => {
		const session = await started('party-pressure');
		await session.send('No thanks.');
		await session.rewind(1); // still playing: nothing happens
		expect(session.attempt?.from).toBeUndefined();
		await session.finish();
		const id = session.attempt!.id;
		for (const turn of [0, 2, 1.5]) await session.rewind(turn);
		expect(session.phase).toBe('result');
		expect(session.attempt?.id).toBe(id);
	});
});
