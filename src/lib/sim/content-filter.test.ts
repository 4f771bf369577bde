import { describe, expect, it } from 'vitest';
import { runScenarioText } from './run-scenario';

const run = (scenario: unknown) => runScenarioText(JSON.stringify(scenario));

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
