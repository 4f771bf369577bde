import { describe, expect, it } from 'vitest';
import { runScenarioText } from './run-scenario';

const run = (scenario: unknown) => runScenarioText(JSON.stringify(scenario));

describe('sim: lobby-name (docs/sim.md)', () => {
	it('refuses a look-alike of a banned or taken name, accepts a new one', async () => {
		const ask = async (name: string) =>
			(await run({ engine: 'lobby-name', taken: ['Ana'], banned: ['Bob'], name })) as { output: unknown };
		expect((await ask('Вob')).output).toEqual({ accepted: false, reason: 'banned' });
		expect((await ask('Аna')).output).toEqual({ accepted: false, reason: 'taken', suggestion: 'Аna 2' });
		expect((await ask('\u200b')).output).toEqual({ accepted: false, reason: 'invalid' });
		expect((await ask(' Eve\u200b')).output).toEqual({ accepted: true, reason: 'ok', name: 'Eve' });
	});
});

describe('sim: content-filter (docs/sim.md)', () => {
	it('answers each line with ok and a reason, in order', async () => {
		const out = await run({
			engine: 'content-filter',
			language: 'en',
			nsfw_enabled: false,
			lines: ['Never have I ever missed a train', 'Never have I ever had s\u200bex', 'sexted a minor']
		});
		expect(out).toEqual({
			ok: true,
			output: {
				results: [
					{ text: 'Never have I ever missed a train', ok: true, reason: null },
					{ text: 'Never have I ever had s\u200bex', ok: false, reason: 'sexual_nsfw_off', match: 'sex' },
					{ text: 'sexted a minor', ok: false, reason: 'minors_sexual', match: 'sexted + minor' }
				]
			}
		});
	});
	it('reads a blocklist pack of the author instead of the built-in one, and names its bad fields', async () => {
		const pack = {
			kind: 'blocklist',
			language: 'en',
			slurs: [],
			sexual: ['smooch*'],
			minors: ['kid'],
			minor_ages: []
		};
		const out = await run({
			engine: 'content-filter',
			language: 'en',
			lines: ['we smooched', 'had sex'],
			pack
		});
		expect(out.ok && out.output).toEqual({
			results: [
				{ text: 'we smooched', ok: false, reason: 'sexual_nsfw_off', match: 'smooch*' },
				// the other languages' built-in lists still apply ("sex" is Swedish too)
				{ text: 'had sex', ok: false, reason: 'sexual_nsfw_off', match: 'sex' }
			]
		});
		const bad = await run({
			engine: 'content-filter',
			language: 'en',
			lines: ['x'],
			pack: { ...pack, sexual: ['*'] }
		});
		expect(bad).toMatchObject({ ok: false, message: expect.stringContaining('pack.sexual.0') });
		const missing = await run({ engine: 'content-filter', language: 'en' });
		expect(missing).toMatchObject({ ok: false, message: expect.stringContaining('lines') });
	});
});
