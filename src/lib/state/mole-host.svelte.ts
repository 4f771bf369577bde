import type { MoleView } from '$lib/engines/deduction/projection';
import type { MoleSettings } from '$lib/engines/deduction/state';
import { createTaskRunner } from '$lib/flows/run-task';
import { getLlmClient } from '$lib/llm/client';
import { loadMoleLobby } from '$lib/modes/mole/game';
import { LobbyHostManager, type HostManagerOptions } from './lobby-host.svelte';

/**
 * The host side of a "The mole" lobby: loads the mode (`src/lib/modes/mole`: the narrator personas,
 * the game and what its commits write) and the LLM client, then the lobby host.
 */
export class MoleHostManager {
	host = $state.raw<LobbyHostManager<MoleView> | null>(null);
	loadError = $state<string | null>(null);

	/** `options`: the transport and URL writing of the lobby host (tests use the memory network). */
	constructor(private readonly options: Omit<HostManagerOptions, 'runTask' | 'onCommit'> = {}) {}

	async init(): Promise<LobbyHostManager<MoleView> | null> {
		if (this.host) return this.host;
		try {
			const [{ game, onCommit }, llm] = await Promise.all([loadMoleLobby(), getLlmClient()]);
			this.host = new LobbyHostManager<MoleView>(game, {
				...this.options,
				runTask: createTaskRunner(llm),
				onCommit
			});
			return this.host;
		} catch (e) {
			this.loadError = e instanceof Error ? e.message : String(e);
			return null;
		}
	}

	async create(hostName: string, settings: Partial<MoleSettings>): Promise<void> {
		const host = await this.init();
		await host?.create({ hostName, settings });
	}

	/** Resumes a lobby after a reload (`?host=CODE`). */
	async resume(code: string): Promise<boolean> {
		const host = await this.init();
		return (await host?.resume(code)) ?? false;
	}

	close(): void {
		this.host?.close();
	}
}
