import type { NhieHistoryPoint, NhieIntent, NhieView, Tone } from '$lib/games/nhie/engine';
import { createTaskRunner } from '$lib/flows/run-task';
import { app, type App } from '$lib/app/app';
import { LobbyHost, type SaveFailure } from '$lib/lobby/host';
import { memoryLobbyStore, type LobbyStore } from '$lib/lobby/store';
import { createMemoryNetwork } from '$lib/lobby/transport-memory';
import { loadNhieLobby } from '$lib/games/nhie/lobby/game';
import { BUILTIN_NHIE_PACK } from '$lib/app/pack-registry';
import type { NhieLanguage } from '$lib/games/nhie/packs/nhie';
import { NHIE_PASS_MODE } from '$lib/games/nhie/lobby/pass-mode';
import type { TabClaims } from '$lib/app/tab-claim';
import { lastPassGame, sessionPassTab, type PassTab, type PassTabStore } from './pass-tab';
import { RunHold } from '$lib/state/run-hold.svelte';

/** How long an unfinished game is offered to continue: an evening, not last week's party. */
const UNFINISHED_MS = 12 * 60 * 60 * 1000;

/**
 * Pass-and-play on one phone (lobby.md "Pass-and-play"): the lobby's own game (`createNhieGame` with
 * `onePhone`) behind a local host over the in-memory transport — no network, no PeerJS. The phone is
 * the host's seat; the group's count of each round is the host's `tally`; "next", "reuse" and "End
 * game" are the host's intents, so every rule (the end-game rule included) is the lobby's. What it
 * keeps (times_used, the finished session, kind 'pass') is the mode's commit hook
 * (`src/lib/games/nhie/lobby/commit.ts`), as in a lobby. The local lobby is saved in the lobby store as a
 * hosted one is, so a reload of the tab resumes the game (`nhie-pass-tab.ts`).
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
export type PassRound = {
	round: number;
	tone: Tone;
	text: string;
	have: number | null;
	answered: number;
	/** nhie.md "Too far": this question was tapped, or is the gentler one after a tap. */
	eased: boolean;
};

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

	/** One game, one tab (run-hold.svelte.ts): a duplicated tab, or a second one, does not play it too. */
	readonly tab: RunHold;
	/**
	 * This device's last game is not finished and not this tab's (the installed app the phone closed,
	 * opened again): when it started and how many played, for "Continue it" on the setup screen.
	 */
	unfinished = $state.raw<{ players: number; since: number } | null>(null);

	/**
	 * `deps`: the LLM client, packs, times_used and the lobby store (the page's app by default; tests
	 * pass their own). `saved`: which game this tab plays (sessionStorage); `last`: this device's last
	 * game (localStorage); `claims`: the tabs of this device (tests: `memoryTabs()`).
	 */
	constructor(
		private readonly deps: Pick<App, 'llm' | 'packs' | 'nhie' | 'lobbies'> = app,
		private readonly saved: PassTabStore = sessionPassTab(),
		private readonly last: PassTabStore = lastPassGame(),
		claims?: () => TabClaims
	) {
		// taken over by another tab: this one stops its local host (the game goes on there)
		this.tab = new RunHold(() => this.close(), claims);
	}

	/** The page opens: this tab's game after a reload, else the device's unfinished one is offered. */
	async init(now = Date.now()): Promise<void> {
		if ((await this.resume()) || this.tab.elsewhere) return;
		const last = this.last.read();
		const record = last && (await this.deps.lobbies.records.load(last.code).catch(() => null));
		const open = record?.mode === NHIE_PASS_MODE && record.status !== 'finished';
		this.unfinished =
			open && now - record.createdAt < UNFINISHED_MS
				? { players: last!.players, since: record.createdAt }
				: null;
	}

	/** "Continue it": the device's unfinished game, here. */
	async continueUnfinished(): Promise<boolean> {
		const last = this.last.read();
		this.unfinished = null;
		if (!last) return false;
		this.saved.write(last);
		return this.resume();
	}

	/** Goes on here with the game another tab of this device plays (`tab.elsewhere`): that tab stops. */
	async takeOver(): Promise<void> {
		if (await this.tab.takeOver()) await this.resume();
	}

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
		const { round, result, easedOff: eased } = v;
		return { round, tone, text, have: result?.have ?? null, answered: result?.answered ?? 0, eased };
	}

	get maxRounds(): number {
		return this.view?.maxRounds ?? 0;
	}

	/** The closed rounds (the open one is not in it), as the end chart shows them. */
	get history(): NhieHistoryPoint[] {
		return this.view?.history ?? [];
	}

	/** The local host of a game on `pack`: the lobby's game, one seat (the phone's), no network. */
	async #makeHost(pack: string, store: LobbyStore = this.deps.lobbies.records): Promise<LobbyHost> {
		const [{ game, onCommit }, llm] = await Promise.all([
			loadNhieLobby(pack, 'pass', this.deps),
			this.deps.llm()
		]);
		const host: LobbyHost = new LobbyHost({
			// one seat, the phone's: the players around it are `onePhone.players`
			game: { ...game, mode: NHIE_PASS_MODE, minPlayers: 1 },
			transport: createMemoryNetwork(),
			store,
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
		return host;
	}

	/**
	 * After a reload of this tab: the game it played, where it was (false when there is none, or its
	 * record is gone — the setup shows).
	 */
	async resume(): Promise<boolean> {
		const saved: PassTab | null = this.saved.read();
		if (!saved || this.#loading || this.#host) return false;
		if (!(await this.tab.hold(saved.code))) return false; // another tab plays it (`tab.elsewhere`)
		this.#loading = true;
		try {
			const host = await this.#makeHost(saved.pack);
			if (await host.resume(saved.code)) {
				this.players = saved.players;
				return true;
			}
		} catch {
			// its pack no longer loads: the setup shows, with nothing to resume
		} finally {
			this.#loading = false;
		}
		this.saved.clear();
		this.close();
		return false;
	}

	/**
	 * A new game on this phone: the device's last one, unfinished and played in no tab, is offered no
	 * more, so it is marked finished and the lobby store's clean-up takes it an hour later (seed 000
	 * "memory lifecycle"), with the finished games before it.
	 */
	async #retireLast(now: number): Promise<void> {
		const { records, purgeFinished } = this.deps.lobbies;
		void purgeFinished(now).catch(() => undefined);
		const last = this.last.read();
		if (!last || !(await this.tab.hold(last.code))) return;
		const record = await records.load(last.code).catch(() => null);
		if (record?.mode === NHIE_PASS_MODE && record.status !== 'finished')
			await records
				.save({ ...record, status: 'finished', finishedAt: now }, null, now)
				.catch(() => undefined);
		this.tab.release();
	}

	async start(setup: PassSetup): Promise<void> {
		if (this.#loading) return;
		this.close();
		this.#loading = true;
		this.error = null;
		this.unfinished = null; // a new game instead: the unfinished one is retired below
		await this.#retireLast(Date.now());
		const pack = setup.pack ?? BUILTIN_NHIE_PACK;
		const opening = {
			hostName: 'Host',
			settings: {
				rounds: setup.rounds,
				nsfw: setup.nsfw,
				language: setup.language,
				onePhone: { players: setup.players }
			}
		};
		try {
			this.players = setup.players;
			try {
				const code = await (await this.#makeHost(pack)).open(opening);
				await this.tab.hold(code);
				this.last.write({ code, pack, players: setup.players });
				this.saved.write({ code, pack, players: setup.players });
			} catch (e) {
				if (!this.#host?.error?.startsWith('storage_')) throw e;
				this.close();
				// this phone refused the game's record (a full disk): it plays from memory, not resumed
				// after a reload; what it keeps meanwhile asks Retry or Continue without saving
				await (await this.#makeHost(pack, memoryLobbyStore())).open(opening);
			}
			if (!(await this.#host!.start())) throw new Error('The game could not start.');
		} catch (e) {
			this.error = e instanceof Error ? e.message : String(e);
			this.saved.clear();
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

	/** "Too far" on the one phone (nhie.md "Too far"): the next question is a tone lower. */
	tooFar = (): Promise<unknown> => {
		const v = this.view;
		if (v?.phase !== 'question' && v?.phase !== 'result') return Promise.resolve();
		return this.#act({ type: 'too_far', round: v.round });
	};

	/** Ends the game by the lobby's rule: a round nobody answered is dropped. */
	end = (): Promise<unknown> => this.#act({ type: 'end' });

	/** Resolves once the local host has committed everything asked of it (tests, page exit). */
	settled(): Promise<void> {
		return this.#host?.settled() ?? Promise.resolve();
	}

	/** A new game (Play again): the finished one is not resumed any more. */
	reset(): void {
		this.saved.clear();
		this.close();
	}

	/** The answer to a failed write (`saveFailure`), as a lobby host gives it. */
	retrySave = (): void => this.#host?.resolveSaveFailure('retry');
	continueWithoutSaving = (): void => this.#host?.resolveSaveFailure('continue');

	/** Stops the local host (leaving the page, a new game); another tab may then open its game. */
	close(): void {
		this.tab.release();
		this.#host?.close();
		this.#host = null;
		this.view = null;
		this.saveFailure = null;
		this.unsaved = false;
	}
}
