import { describe, expect, it } from 'vitest';
import { runScenarioText } from './run-scenario';

const run = (scenario: unknown) => runScenarioText(JSON.stringify(scenario));

describe('sim: acts (docs/sim.md)', () => {
	it('answers the acts of a line, strongest first, each with a confidence', async () => {
		const out = await run({
			engine: 'acts',
			language: 'ru',
			text: 'нет, и я всё расскажу родителям',
			previous: 'это наш секрет'
		});
		expect(out.ok).toBe(true);
		const { acts } = (out as { output: { acts: { act: string; confidence: number }[] } }).output;
		expect(acts.map((a) => a.act)).toEqual(expect.arrayContaining(['refuse', 'seek_help']));
		expect([...acts].sort((a, b) => b.confidence - a.confidence)).toEqual(acts);
		for (const a of acts) expect(a.confidence).toBeGreaterThan(0);
	});

	it('gives the same output for the same scenario', async () => {
		const scenario = {
			engine: 'acts',
			language: 'en',
			text: 'ugh fine, one sip 🙄',
			previous: 'come on, one sip'
		};
		expect(await run(scenario)).toEqual(await run(scenario));
	});

	it('names a missing or bad field', async () => {
		expect(await run({ engine: 'acts', language: 'en' })).toMatchObject({
			ok: false,
			message: expect.stringContaining('text')
		});
		expect(await run({ engine: 'acts', language: 'english', text: 'hi' })).toMatchObject({
			ok: false,
			message: expect.stringContaining('language')
		});
	});
});
