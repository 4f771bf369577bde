import { z } from 'zod';
import { createNhieGame, type NhieSettings, type NhieView, type PoolQuestion } from '$lib/engines/escalation';
import { countQuestionOnce, loadTimesUsed, saveNhieSession } from '$lib/db/repos/nhie';
import { createTaskRunner } from '$lib/flows/run-task';
import { getLlmClient } from '$lib/llm/client';
import { readSetting, writeSetting } from '$lib/db/repos/settings';
import { loadBuiltInPack } from '$lib/packs/nhie-builtin';
import { BUILTIN_NHIE_PACK, loadChosenNhiePack } from '$lib/packs/nhie-custom';
import { NHIE_LANGUAGES, toPool, type NhieLanguage } from '$lib/packs/nhie';
import { LobbyHostManager, type HostManagerOptions } from './lobby-host.svelte';

/**
 * The host side of a "Never have I ever" lobby: loads the built-in packs and this device's
 * times_used counters, builds the game and the lobby host, counts each question used, and saves the
 * finished game to `sessions`.
 */
export type NhieLoad = { pools: Record<NhieLanguage, PoolQuestion[]>; packIds: Record<NhieLanguage, string> };

export const loadNhiePools = async (choice: string = BUILTIN_NHIE_PACK): Promise<NhieLoad> => {
	if (choice !== BUILTIN_NHIE_PACK) {
		// an imported pack feeds every question language (it is what the host picked); a pack that
		// no longer validates throws, and the host sees why
		const { pack, packId } = await loadChosenNhiePack(choice, 'en');
		const pool = toPool(pack);
		return {
			pools: Object.fromEntries(NHIE_LANGUAGES.map((l) => [l, pool])) as Record<NhieLanguage, PoolQuestion[]>,
			packIds: Object.fromEntries(NHIE_LANGUAGES.map((l) => [l, packId])) as Record<NhieLanguage, string>
		};
	}
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

/** The pack each recent lobby was created with (session scope), so a reload resumes with it. */
const HOST_PACKS_KEY = 'nhie-host-packs';
const HostPacksSchema = z.array(z.object({ code: z.string().min(1), pack: z.string().min(1) })).max(20);
const rememberPack = async (code: string, pack: string): Promise<void> => {
	const list = await readSetting(HOST_PACKS_KEY, HostPacksSchema, []);
	const next = [{ code, pack }, ...list.filter((e) => e.code !== code)].slice(0, 20);
	await writeSetting(HOST_PACKS_KEY, HostPacksSchema, next);
};
const packOfLobby = async (code: string): Promise<string> =>
	(await readSetting(HOST_PACKS_KEY, HostPacksSchema, [])).find((e) => e.code === code)?.pack ??
	BUILTIN_NHIE_PACK;

export class NhieHostManager {
	host = $state.raw<LobbyHostManager<NhieView> | null>(null);
	loadError = $state<string | null>(null);
	#packIds: Record<NhieLanguage, string> | null = null;
	#pack: string | null = null;
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never rendered
	#counted = new Set<string>();
	#pending: Promise<unknown> = Promise.resolve();

	/** `options`: the transport and URL writing of the lobby host (tests use the memory network). */
	constructor(private readonly options: Omit<HostManagerOptions, 'runTask'> = {}) {}

	/** Loads packs (the chosen one), counters and the LLM client; then the lobby host exists. */
	async init(pack: string = BUILTIN_NHIE_PACK): Promise<LobbyHostManager<NhieView> | null> {
		if (this.host && this.#pack === pack) return this.host;
		if (this.host?.view) return this.host;
		this.host?.close();
		this.host = null;
		this.loadError = null;
		try {
			const { pools, packIds } = await loadNhiePools(pack);
			const counts = await Promise.all(NHIE_LANGUAGES.map((l) => loadTimesUsed(packIds[l])));
			const timesUsed = Object.assign({}, ...counts) as Record<string, number>;
			this.#packIds = packIds;
			this.#pack = pack;
			const llm = await getLlmClient();
			this.host = new LobbyHostManager<NhieView>(createNhieGame({ pools, timesUsed }), {
				...this.options,
				runTask: createTaskRunner(llm)
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
		if (code) await rememberPack(code, pack).catch(() => undefined);
	}

	/** Resumes a lobby after a reload, with the pack it was created with. */
	async resume(code: string): Promise<boolean> {
		const pack = await packOfLobby(code).catch(() => BUILTIN_NHIE_PACK);
		const host = await this.init(pack);
		return (await host?.resume(code)) ?? false;
	}

	/**
	 * The game's identity across reloads: the lobby code and when the lobby was created (a later lobby
	 * may get the same code). Null until the host has its persisted record.
	 */
	#game(code: string): { id: string; createdAt: number; finishedAt: number | null } | null {
		const record = this.host?.host?.record;
		if (!record || record.code !== code) return null;
		return { id: `${code}:${record.createdAt}`, createdAt: record.createdAt, finishedAt: record.finishedAt };
	}

	/**
	 * Called on every change of the host's view: counts a new question once per round (seed 000 step
	 * 8; a resumed lobby shows the same question again and must not count it twice), saves a finished
	 * game (same id after a reload, so it is saved once).
	 */
	observe(view: NhieView | null, code: string | null): void {
		if (!view || !code || !this.#packIds) return;
		const game = this.#game(code);
		if (!game) return;
		const packId = this.#packIds[view.language as NhieLanguage];
		const q = view.question;
		const key = `${game.id}:${view.round}`;
		if (q?.questionId && packId && !this.#counted.has(key)) {
			this.#counted.add(key);
			this.#track(countQuestionOnce(game.id, view.round, packId, q.questionId));
		}
		if (view.phase === 'finished' && !this.#counted.has(`${game.id}:saved`) && view.history.length > 0) {
			this.#counted.add(`${game.id}:saved`);
			this.#track(
				saveNhieSession({
					id: `lobby-${code}-${game.createdAt}`,
					kind: 'lobby',
					packId: packId ?? 'unknown',
					language: view.language,
					nsfw: view.nsfw,
					startedAt: game.createdAt,
					finishedAt: game.finishedAt ?? Date.now(),
					// the repo keeps only the fields of NhieSessionSchema (zod drops the rest)
					history: view.history
				})
			);
		}
	}

	#track(write: Promise<unknown>): void {
		// a failed write (storage full, private mode) must not break the game: the counter is advisory
		this.#pending = Promise.all([this.#pending, write.catch(() => undefined)]);
	}

	/** Resolves once every counter / session write started so far has settled (tests, page exit). */
	settled(): Promise<void> {
		return this.#pending.then(() => undefined);
	}

	close(): void {
		this.host?.close();
	}
}
