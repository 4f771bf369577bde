import type { MoleView } from '$lib/engines/deduction/projection';
import type { MoleSettings } from '$lib/engines/deduction/state';
import { loadMoleLobby } from '$lib/modes/mole/game';
import type { HostManagerOptions } from './lobby-host.svelte';
import { ModeHostManager } from './mode-host.svelte';

/** The host side of a "The mole" lobby (`src/lib/modes/mole`: the narrator personas, the game, its writes). */
export class MoleHostManager extends ModeHostManager<MoleView> {
	constructor(options: Omit<HostManagerOptions, 'runTask' | 'onCommit'> = {}) {
		super(() => loadMoleLobby(), options);
	}

	async create(hostName: string, settings: Partial<MoleSettings>): Promise<void> {
		await this.open(hostName, settings);
	}
}
