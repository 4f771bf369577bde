import type { MoleView } from '$lib/games/mole/engine/projection';
import type { MoleSettings } from '$lib/games/mole/engine/state';
import { loadMoleLobby } from '$lib/games/mole/lobby/game';
import type { HostManagerOptions } from '$lib/state/lobby-host.svelte';
import { ModeHostManager } from '$lib/state/mode-host.svelte';

/**
 * The host side of a "The mole" lobby (`src/lib/games/mole/lobby`: the narrator personas, the game,
 * its writes). The persona chosen is the load's choice: the narrator reads the chat in its language,
 * so only that language's act model file is fetched (docs/acts.md "Loading").
 */
export class MoleHostManager extends ModeHostManager<MoleView> {
	constructor(options: Omit<HostManagerOptions, 'runTask' | 'onCommit'> = {}) {
		super((persona) => loadMoleLobby(persona), options);
	}

	async create(hostName: string, settings: Partial<MoleSettings>): Promise<void> {
		await this.open(hostName, settings, settings.persona);
	}
}
