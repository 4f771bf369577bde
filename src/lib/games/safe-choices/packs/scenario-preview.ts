import type { Scenario } from '$lib/games/safe-choices/engine/scenario-schema';
import { byScenarioId } from './scenario-order';

/**
 * What the scenario picker lists of a built-in scenario (title, setting, content notes), without
 * the rest of its file: Vite imports only these fields of each JSON file. The picker shows them at
 * once — the prerendered /safe paints its list before JavaScript (docs/architecture.md "How a start page starts": the list was the page's
 * largest paint, drawn only once the scenarios had loaded) — and the loaded, validated scenarios
 * take their place.
 */
export type ScenarioSummary = Pick<Scenario, 'id' | 'title' | 'setting' | 'content_notes'>;

const DIR = '/question-packs/scenarios/';
// Eager, and under a query of their own (?preview): modules apart from the files the scenario loader
// imports whole, so only these fields go into the page (the same module would bring the whole file).
const ids = import.meta.glob<string>('/question-packs/scenarios/*.json', {
	eager: true,
	query: '?preview&lang.json',
	import: 'id'
});
const titles = import.meta.glob<string>('/question-packs/scenarios/*.json', {
	eager: true,
	query: '?preview&lang.json',
	import: 'title'
});
const settings = import.meta.glob<string>('/question-packs/scenarios/*.json', {
	eager: true,
	query: '?preview&lang.json',
	import: 'setting'
});
const notes = import.meta.glob<string[]>('/question-packs/scenarios/*.json', {
	eager: true,
	query: '?preview&lang.json',
	import: 'content_notes'
});

/** The built-in scenarios of `language` as the picker lists them, sorted by id (as loadScenarios). */
export const scenarioPreview = (language: string): ScenarioSummary[] =>
	Object.keys(ids)
		.filter((path) => path.startsWith(DIR) && path.endsWith(`.${language}.json`))
		.map((path) => ({
			id: ids[path],
			title: titles[path],
			setting: settings[path],
			content_notes: notes[path]
		}))
		.sort((a, b) => byScenarioId(a.id, b.id));
