import { createNhieGame, type NhieSettings, type NhieView, type PoolQuestion } from '$lib/engines/escalation';
import { incrementTimesUsed, loadTimesUsed, saveNhieSession } from '$lib/db/repos/nhie';
import { getLlmClient } from '$lib/llm/client';
import { loadBuiltInPack } from '$lib/packs/nhie-builtin';
import { NHIE_LANGUAGES, toPool, type NhieLanguage } from '$lib/packs/nhie';
import { LobbyHostManager } from './lobby-host.svelte';

/**
 * The host side of a "Never have I ever" lobby: loads the built-in packs and this device's
 * times_used counters, builds the game and the lobby host, counts each question used, and saves the
 * finished game to `sessions`.
 */
export type NhieLoad = { pools: Record<NhieLanguage, PoolQuestion[]>; packIds: Record<NhieLanguage, string> };

export const loadNhiePools = async (): Promise<NhieLoad> => {
	const settled = await Promise.allSettled(NHIE_LANGUAGES.map((l) => loadBuiltInPack(l)));
	const pools = {} as Record<NhieLanguage, PoolQuestion[]>;
	const packIds = {} as Record<NhieLanguage, string>;
	settled.forEach((r, i) => {
		const l = NHIE_LANGUAGES[i];
		// a missing or broken pack leaves that language empty (the game then offers to end)
		pools[l] = r.status === 'fulfilled' ? toPool(r.value) : [];
		packIds[l] = r.status === 'fulfilled' ? r.value.id : `nhie-${l}`;
	});
	if (NHIE_LANGUAGES.every((l) => pools[l].length === 0))
		throw new Error('No question pack could be loaded.');
	return { pools, packIds };
};

export class NhieHostManager {
	host = $state.raw<LobbyHostManager<NhieView> | null>(null);
	loadError = $state<string | null>(null);
	#packIds: Record<NhieLanguage, string> | null = null;
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never rendered
	#counted = new Set<string>();
	#saved = false;
	#startedAt = Date.now();

	/** Loads packs, counters and the LLM client; then the lobby host exists. */
	async init(): Promise<LobbyHostManager<NhieView> | null> {
		if (this.host) return this.host;
		try {
			const { pools, packIds } = await loadNhiePools();
			const counts = await Promise.all(NHIE_LANGUAGES.map((l) => loadTimesUsed(packIds[l])));
			const timesUsed = Object.assign({}, ...counts) as Record<string, number>;
			this.#packIds = packIds;
			const llm = await getLlmClient();
			this.host = new LobbyHostManager<NhieView>(createNhieGame({ pools, timesUsed }), { llm });
			return this.host;
		} catch (e) {
			this.loadError = e instanceof Error ? e.message : String(e);
			return null;
		}
	}

	async create(
		hostName: string,
		settings: Pick<NhieSettings, 'rounds' | 'nsfw' | 'language'>
	): Promise<void> {
		const host = await this.init();
		this.#startedAt = Date.now();
		await host?.create({ hostName, settings });
	}

	/** Called on every change of the host's view: counts a new question, saves a finished game. */
	observe(view: NhieView | null, code: string | null): void {
		if (!view || !code || !this.#packIds) return;
		const packId = this.#packIds[view.language as NhieLanguage];
		const q = view.question;
		const key = `${code}:${view.round}`;
		if (q?.questionId && packId && !this.#counted.has(key)) {
			this.#counted.add(key);
			void incrementTimesUsed(packId, q.questionId);
		}
		if (view.phase === 'finished' && !this.#saved && view.history.length > 0) {
			this.#saved = true;
			void saveNhieSession({
				id: `lobby-${code}-${this.#startedAt}`,
				kind: 'lobby',
				packId: packId ?? 'unknown',
				language: view.language,
				nsfw: view.nsfw,
				startedAt: this.#startedAt,
				finishedAt: Date.now(),
				history: view.history.map((r) => ({
					round: r.round,
					tone: r.tone,
					intensity: r.intensity,
					boldness: r.boldness,
					have_ratio: r.have_ratio,
					de_escalated: r.de_escalated,
					text: r.text
				}))
			});
		}
	}

	close(): void {
		this.host?.close();
	}
}
