import type { TableSettings, TableView } from '$lib/games/session-zero-table/engine';
import { loadSessionZeroTableLobby } from '$lib/games/session-zero-table/lobby/game';
import type { HostManagerOptions } from '$lib/state/lobby-host.svelte';
import { ModeHostManager } from '$lib/state/mode-host.svelte';

/**
 * The host side of "Session zero for a group" (`src/lib/games/session-zero-table/lobby`: the questionnaire the players
 * run, the game, the GM's saved table). `language` picks the pack the GM's checks read; its ids are
 * the same in every language, so a resumed room (English by default) checks results the same way.
 */
export class SessionZeroTableHostManager extends ModeHostManager<TableView> {
	constructor(options: Omit<HostManagerOptions, 'runTask' | 'onCommit'> = {}) {
		super((language) => loadSessionZeroTableLobby(language), options);
	}

	async create(hostName: string, settings: Partial<TableSettings>, language: string): Promise<void> {
		await this.open(hostName, settings, language);
	}
}
