import type { AnyLobbyGame } from '$lib/lobby/projection';
import type { ModeCommit } from '$lib/lobby/store';
import { createTaskRunner } from '$lib/flows/run-task';
import { app } from '$lib/app/app';
import { LobbyHostManager, type HostManagerOptions } from './lobby-host.svelte';

/** A lobby mode, loaded (`src/lib/games/<game>/lobby/game.ts`): its game and what its commits write. */
export type ModeLobby = { game: AnyLobbyGame; onCommit?: ModeCommit };

/**
 * The host side of a lobby mode: loads the mode (`load(choice)`: packs, counters, the game, its
 * commit hook; `choice` is e.g. the pack the host picked) and the LLM client, then the lobby host.
 * A mode that loads nothing fails with `loadError` in plain words for the start screen.
 */
export class ModeHostManager<V> {
	host = $state.raw<LobbyHostManager<V> | null>(null);
	loadError = $state<string | null>(null);
	#choice: string | undefined;

	/**
	 * `options`: the transport and URL writing of the lobby host, and the app it takes its stores and
	 * LLM client from (tests: `memoryApp()` or the memory network).
	 */
	constructor(
		private readonly load: (choice?: string) => Promise<ModeLobby>,
		private readonly options: Omit<HostManagerOptions, 'runTask' | 'onCommit'> = {}
	) {}

	/** Loads the mode (again when `choice` changed before a lobby opened); then the lobby host exists. */
	async init(choice?: string): Promise<LobbyHostManager<V> | null> {
		if (this.host && this.#choice === choice) return this.host;
		if (this.host?.view) return this.host;
		this.host?.close();
		this.host = null;
		this.loadError = null;
		try {
			const [{ game, onCommit }, llm] = await Promise.all([
				this.load(choice),
				(this.options.app ?? app).llm()
			]);
			this.#choice = choice;
			this.host = new LobbyHostManager<V>(game, {
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

	/** Opens a lobby; its code, or null (the reason is in `host.error` or `loadError`). */
	async open(hostName: string, settings: unknown, choice?: string): Promise<string | null> {
		const host = await this.init(choice);
		return (await host?.create({ hostName, settings })) ?? null;
	}

	/** Resumes a lobby after a reload (`?host=CODE`). */
	async resume(code: string, choice?: string): Promise<boolean> {
		const host = await this.init(choice);
		return (await host?.resume(code)) ?? false;
	}

	close(): void {
		this.host?.close();
	}
}
