/**
 * Scenario ids ([a-z0-9-], scenario-schema.ts) in code-unit order: the picker's first sort would
 * otherwise build the ICU collator of `localeCompare` inside the page's start (docs/architecture.md "How a start page starts"), and the
 * order of these characters is the same either way.
 */
export const byScenarioId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
