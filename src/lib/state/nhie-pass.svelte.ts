import type { NhieHistoryPoint, NhieIntent, NhieView, Tone } from '$lib/engines/escalation';
import { createTaskRunner } from '$lib/flows/run-task';
import { app, type App } from '$lib/app/app';
import { LobbyHost, type SaveFailure } from '$lib/lobby/host';
import { memoryLobbyStore } from '$lib/lobby/store';
import { createMemoryNetwork } from '$lib/lobby/transport-memory';
import { loadNhieLobby } from '$lib/modes/nhie/game';
import { BUILTIN_NHIE_PACK } from '$lib/app/pack-registry';
import type { NhieLanguage } from '$lib/packs/nhie';

/**
 * Pass-and-play on one phone (lobby.md "Pass-and-play"): the lobby's own game (`createNhieGame` with
 * `onePhone`) behind a local host over the in-memory transport — no network, no PeerJS. The phone is
 * the host's seat; the group's count of each round is the host's `tally`; "next", "reuse" and "End
 * game" are the host's intents, so every rule (the end-game rule included) is the lobby's. What it
 * keeps (times_used, the finished session, kind 'pass') is the mode's commit hook
 * (`src/lib/modes/nhie/commit.ts`), as in a lobby.
 */
export type PassPhase = 'setup' | 'loading' | 'question' | 'result' | 'exhausted' | 'finished';
export type PassSetup = {
	players: number;
	rounds: number;
	language: NhieLanguage;
	nsfw: boolean;
	/** 'builtin' (default) or an imported pack's id (`custom:nhie:…`). */
	pack?: string;
};
/** `have` is null when too few answered to show it (escalation/view.ts, MIN_ANSWERS_SHOWN). */
export type PassRound = { round: number; tone: Tone; text: string; have: number | null; answered: number };

export class NhiePassManager {
	error = $state<string | null>(null);
	players = $state(4);
	/** The phone's view of the game (the host's projection); null before the start. */
	view = $state.raw<NhieView | null>(null);
	/**
	 * What the game keeps (times_used, the finished game) could not be written — the phone's storage
	 * is full: the game waits on its last step for Retry or Continue without saving, as a lobby host
	 * does (lobby/host-commit.ts). Without it the phone hung on "Choosing the next question…".
	 */
	saveFailure = $state<SaveFailure | null>(null);
	/** Continue without saving was chosen: nothing is kept from then on. */
	unsaved = $state(false);
	#loading = $state(false);
	#host: LobbyHost | null = null;

	/** `deps`: the LLM client, packs and times_used (the page's app by default; tests pass their own). */
	constructor(private readonly deps: Pick<App, 'llm' | 'packs' | 'nhie'> = app) {}

	get phase(): PassPhase {
		const v = this.view;
		if (!v) return this.#loading ? 'loading' : 'setup';
		return v.phase === 'selecting' ? 'loading' : v.phase;
	}

	/** The game is running (a question is being chosen rather than the packs loaded). */
	get started(): boolean {
		return this.view !== null;
	}

	get current(): PassRound | null {
		const v = this.view;
		if (!v?.question) return null;
		const { text, tone } = v.question;
		return { round: v.round, tone, text, have: v.result?.have ?? null, answered: v.result?.answered ?? 0 };
	}

	get maxRounds(): number {
		return this.view?.maxRounds ?? 0;
	}

	/** The closed rounds (the open one is not in it), as the end chart shows them. */
	get history(): NhieHistoryPoint[] {
		return this.view?.history ?? [];
	}

	async start(setup: PassSetup): Promise<void> {
		if (this.#loading) return;
		this.close();
		this.#loading = true;
		this.error = null;
		try {
			const [{ game, onCommit }, llm] = await Promise.all([
				loadNhieLobby(setup.pack ?? BUILTIN_NHIE_PACK, 'pass', this.deps),
				this.deps.llm()
			]);
			this.players = setup.players;
			const host: LobbyHost = new LobbyHost({
				// one seat, the phone's: the players around it are `onePhone.players`
				game: { ...game, minPlayers: 1 },
				transport: createMemoryNetwork(),
				store: memoryLobbyStore(),
				runTask: createTaskRunner(llm),
				onCommit,
				onChange: () => {
					if (this.#host !== host) return;
					this.view = (host.view?.game ?? null) as NhieView | null;
					this.saveFailure = host.saveFailure;
					this.unsaved = host.unsaved;
				}
			});
			this.#host = host;
			await host.open({
				hostName: 'Host',
				settings: {
					rounds: setup.rounds,
					nsfw: setup.nsfw,
					language: setup.language,
					onePhone: { players: setup.players }
				}
			});
			if (!(await host.start())) throw new Error('The game could not start.');
		} catch (e) {
			this.error = e instanceof Error ? e.message : String(e);
			this.close();
		} finally {
			this.#loading = false;
		}
	}

	#act(intent: NhieIntent): Promise<unknown> {
		return this.#host?.act(intent) ?? Promise.resolve();
	}

	/** The group's answers to the current question (the phone went round). */
	submit(answered: number, have: number): Promise<unknown> {
		const v = this.view;
		if (v?.phase !== 'question') return Promise.resolve();
		return this.#act({ type: 'tally', round: v.round, answered, have });
	}

	/** The next round, only from a round's result: a second tap is refused by the game. */
	next = (): Promise<unknown> =>
		this.view?.phase === 'result' ? this.#act({ type: 'next', round: this.view.round }) : Promise.resolve();

	reuse = (): Promise<unknown> => this.#act({ type: 'reuse' });

	/** Ends the game by the lobby's rule: a round nobody answered is dropped. */
	end = (): Promise<unknown> => this.#act({ type: 'end' });

	/** Resolves once the local host has committed everything asked of it (tests, page exit). */
	settled(): Promise<void> {
		return this.#host?.settled() ?? Promise.resolve();
	}

	reset(): void {
		this.close();
	}

	/** The answer to a failed write (`saveFailure`), as a lobby host gives it. */
	retrySave = (): void => this.#host?.resolveSaveFailure('retry');
	continueWithoutSaving = (): void => this.#host?.resolveSaveFailure('continue');

	/** Stops the local host (leaving the page, a new game). */
	close(): void {
		this.#host?.close();
		this.#host = null;
		this.view = null;
		this.saveFailure = null;
		this.unsaved = false;
	}
}
