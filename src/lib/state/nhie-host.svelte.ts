import type { NhieSettings, NhieView } from '$lib/engines/escalation';
import { createTaskRunner } from '$lib/flows/run-task';
import { getLlmClient } from '$lib/llm/client';
import { loadNhieLobby } from '$lib/modes/nhie/game';
import { packOfLobby, rememberLobbyPack } from '$lib/modes/nhie/packs';
import { BUILTIN_NHIE_PACK } from '$lib/packs/nhie-custom';
import { LobbyHostManager, type HostManagerOptions } from './lobby-host.svelte';

/**
 * The host side of a "Never have I ever" lobby: loads the mode (`src/lib/modes/nhie`: the chosen
 * pack, times_used, the game and what its commits write) and the LLM client, then the lobby host.
 */
export class NhieHostManager {
	host = $state.raw<LobbyHostManager<NhieView> | null>(null);
	loadError = $state<string | null>(null);
	#pack: string | null = null;

	/** `options`: the transport and URL writing of the lobby host (tests use the memory network). */
	constructor(private readonly options: Omit<HostManagerOptions, 'runTask' | 'onCommit'> = {}) {}

	/** Loads the mode with the chosen pack and the LLM client; then the lobby host exists. */
	async init(pack: string = BUILTIN_NHIE_PACK): Promise<LobbyHostManager<NhieView> | null> {
		if (this.host && this.#pack === pack) return this.host;
		if (this.host?.view) return this.host;
		this.host?.close();
		this.host = null;
		this.loadError = null;
		try {
			const [{ game, onCommit }, llm] = await Promise.all([loadNhieLobby(pack), getLlmClient()]);
			this.#pack = pack;
			this.host = new LobbyHostManager<NhieView>(game, {
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

	async create(
		hostName: string,
		settings: Pick<NhieSettings, 'rounds' | 'nsfw' | 'language'>,
		pack: string = BUILTIN_NHIE_PACK
	): Promise<void> {
		const host = await this.init(pack);
		const code = await host?.create({ hostName, settings });
		if (code) await rememberLobbyPack(code, pack).catch(() => undefined);
	}

	/** Resumes a lobby after a reload, with the pack it was created with. */
	async resume(code: string): Promise<boolean> {
		const pack = await packOfLobby(code).catch(() => BUILTIN_NHIE_PACK);
		const host = await this.init(pack);
		return (await host?.resume(code)) ?? false;
	}

	close(): void {
		this.host?.close();
	}
}
