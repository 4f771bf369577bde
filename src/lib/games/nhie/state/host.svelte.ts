import type { NhieSettings, NhieView } from '$lib/games/nhie/engine';
import { loadNhieLobby } from '$lib/games/nhie/lobby/game';
import { packOfLobby, rememberLobbyPack } from '$lib/games/nhie/lobby/packs';
import { BUILTIN_NHIE_PACK } from '$lib/app/pack-registry';
import { app, type App } from '$lib/app/app';
import type { HostManagerOptions } from '$lib/state/lobby-host.svelte';
import { ModeHostManager } from '$lib/state/mode-host.svelte';

/**
 * The host side of a "Never have I ever" lobby (`src/lib/games/nhie/lobby`: the chosen pack, times_used,
 * the game and its writes). The pack a lobby was created with is remembered, so a reload resumes
 * with it.
 */
export class NhieHostManager extends ModeHostManager<NhieView> {
	constructor(options: Omit<HostManagerOptions, 'runTask' | 'onCommit'> = {}) {
		super((pack) => loadNhieLobby(pack ?? BUILTIN_NHIE_PACK, 'lobby', options.app ?? app), options);
		this.#app = options.app ?? app;
	}

	readonly #app: App;

	async create(
		hostName: string,
		settings: Pick<NhieSettings, 'rounds' | 'nsfw' | 'language'> &
			Partial<Pick<NhieSettings, 'whoHas' | 'resultMs' | 'ownQuestions'>>,
		pack: string = BUILTIN_NHIE_PACK
	): Promise<void> {
		const code = await this.open(hostName, settings, pack);
		if (code) await rememberLobbyPack(code, pack, this.#app).catch(() => undefined);
	}

	/** Resumes a lobby after a reload, with the pack it was created with. */
	override async resume(code: string): Promise<boolean> {
		const pack = await packOfLobby(code, this.#app).catch(() => BUILTIN_NHIE_PACK);
		return super.resume(code, pack);
	}
}
