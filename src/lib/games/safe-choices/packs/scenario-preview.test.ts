import { describe, expect, it } from 'vitest';
import { loadScenarios } from './scenario';
import { scenarioPreview } from './scenario-preview';

describe('scenario preview (the prerendered picker list)', () => {
	it.each(['en', 'ru'])('%s: lists what the loaded scenarios list, in the same order', async (language) => {
		const loaded = (await loadScenarios(language)).flatMap((r) => (r.ok ? [r.scenario] : []));
		expect(loaded.length).toBeGreaterThanOrEqual(4);
		expect(scenarioPreview(language)).toEqual(
			loaded.map(({ id, title, setting, content_notes }) => ({ id, title, setting, content_notes }))
		);
	});

	it('a language without built-in scenarios previews none', () => {
		expect(scenarioPreview('pl')).toEqual([]);
	});
});
