import { createMoleGame } from '$lib/engines/deduction/game';
import type { MoleView } from '$lib/engines/deduction/projection';
import type { MoleSettings } from '$lib/engines/deduction/state';
import { saveMoleSession } from '$lib/db/repos/mole';
import { createTaskRunner } from '$lib/flows/run-task';
import { getLlmClient } from '$lib/llm/client';
import { loadPersonas } from '$lib/packs/deduction';
import { LobbyHostManager, type HostManagerOptions } from './lobby-host.svelte';

/**
 * The host side of a "The mole" lobby: loads the narrator personas and the LLM client, builds the
 * game and the lobby host, and saves the finished game to `sessions` (mode 'mole').
 */
export class MoleHostManager {
	host = $state.raw<LobbyHostManager<MoleView> | null>(null);
	loadError = $state<string | null>(null);
	#savedId: string | null = null;

	/** `options`: the transport and URL writing of the lobby host (tests use the memory network). */
	constructor(private readonly options: Omit<HostManagerOptions, 'runTask'> = {}) {}

	async init(): Promise<LobbyHostManager<MoleView> | null> {
		if (this.host) return this.host;
		try {
			const [personas, llm] = await Promise.all([loadPersonas(), getLlmClient()]);
			this.host = new LobbyHostManager<MoleView>(createMoleGame(personas), {
				...this.options,
				runTask: createTaskRunner(llm)
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

	/**
	 * The game's identity across host reloads: the lobby code and when the lobby was created (a later
	 * lobby may get the same code), from the persisted record. Null until the host has it.
	 */
	#game(code: string): { id: string; createdAt: number; finishedAt: number | null } | null {
		const record = this.host?.host?.record;
		if (!record || record.code !== code) return null;
		return {
			id: `mole-${code}-${record.createdAt}`,
			createdAt: record.createdAt,
			finishedAt: record.finishedAt
		};
	}

	/**
	 * Called on every change of the host's view: saves a finished game once (the same id after a
	 * reload, so a reloaded finished lobby does not save it again).
	 */
	observe(view: MoleView | null, code: string | null): void {
		if (!view || !code || view.phase !== 'finished' || !view.winner || !view.winReason) return;
		const game = this.#game(code);
		if (!game || this.#savedId === game.id) return;
		this.#savedId = game.id;
		void saveMoleSession({
			id: game.id,
			code,
			persona: view.settings.persona,
			rounds: view.rounds,
			startedAt: game.createdAt,
			finishedAt: game.finishedAt ?? Date.now(),
			winner: view.winner,
			winReason: view.winReason,
			players: view.players.map((p) => ({
				id: p.id,
				name: p.name,
				role: p.role ?? 'crew',
				status: p.status
			})),
			missions: view.missions,
			timeline: view.timeline.map(({ round, slot, mood, action, target, anomaly, text }) => ({
				round,
				slot,
				mood,
				action,
				target,
				anomaly,
				text
			}))
		}).catch(() => (this.#savedId = null));
	}

	close(): void {
		this.host?.close();
	}
}
