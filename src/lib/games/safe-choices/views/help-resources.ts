import type { Resource, Scenario } from '$lib/games/safe-choices/engine';

/**
 * The help the safeguarding screen shows (docs/safe-choices.md "Safeguarding"): one function, so
 * the choice of resources (the scenario's list today; sorted by the user's region later) is made
 * in one place.
 */
export const helpResources = (scenario: Scenario): Resource[] => scenario.resources;
