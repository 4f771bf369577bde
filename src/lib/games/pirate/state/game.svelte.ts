// The start screen needs the engine's lists only; the engine (its pack schema, lexicons and lines)
// and the turn flow load when a game starts or resumes (docs/architecture.md "How a start page starts").
import { PIRATE_LANGUAGES, THRESHOLDS } from '$lib/games/pirate/engine/constants';
import type { Difficulty, PirateGame, PirateLanguage, PiratePack } from '$lib/games/pirate/engine';
import { isOpen, nextToClimb, openedBy } from '$lib/games/pirate/engine/ladder';
import { cardOf, LADDER_IDS } from '$lib/games/pirate/packs/ladder-cards';
import type { Challenge } from '$lib/games/pirate/flows/challenge';
import type { PirateLlm } from '$lib/games/pirate/flows/turn';
import { isBlank } from '$lib/engines/kit/text';
import { offlineClient } from '$lib/llm/offline';
import type { LlmClient } from '$lib/llm/types';
import { app, type App } from '$lib/app/app';
import { locale } from '$lib/i18n/locale.svelte';
import type { TabClaims } from '$lib/app/tab-claim';
import type { PirateSettings } from './settings';
import { RunHold } from '$lib/state/run-hold.svelte';
import { SaveThenShow } from '$lib/state/save-then-show.svelte';
import { SettingsKeeper } from '$lib/state/settings-keeper.svelte';

export type { PirateSettings };
const pirateSettingsSchema = async () => (await import('./settings')).PirateSettingsSchema;

export const MAX_MESSAGE_LENGTH = 600;

export type PirateError = 'empty' | 'tooLong' | 'pack' | 'turn';

/** The configured client, with the difficulty's model override applied to the same provider. */
const llmFor = async (models: PirateSettings['models'], llm: App['llm']): Promise<PirateLlm> => {
	try {
		const base = await llm();
		if (!base.available) return offlineClient;
		const perDifficulty: Partial<Record<Difficulty, LlmClient>> = {};
		for (const [d, model] of Object.entries(models) as [Difficulty, string][])
			perDifficulty[d] = await llm(model);
		return (_site, d) => perDifficulty[d] ?? base;
	} catch {
		return offlineClient;
	}
};

export class PirateGameManager {
	game = $state.raw<PirateGame | null>(null);
	history = $state.raw<PirateGame[]>([]);
	busy = $state(false);
	error = $state<PirateError | null>(null);
	/** True when the last turn's surrender phrase was blocked (shown as a hint). */
	lastBlocked = $state(false);
	llmUsed = $state(false);
	loaded = $state(false);
	#pack: PiratePack | null = null;
	#abort: AbortController | null = null;

	/** docs/pirate.md "The ladder": the captains beaten on this device, in the order they fell. */
	beaten = $state.raw<string[]>([]);
	/** The saved ladder could not be read and was dropped: it starts again from the first captain. */
	ladderDropped = $state(false);
	/** The last win could not be saved: the captain it unlocked stays locked after a reload. */
	ladderNotSaved = $state(false);
	/** The captain this page's last win beat, and the one it unlocked (null: none new). */
	climbed = $state.raw<{ captain: string; opened: string | null } | null>(null);

	/** Whether a captain of the ladder may be played now. */
	isOpen(captain: string): boolean {
		return isOpen(LADDER_IDS, this.beaten, captain);
	}

	/** The captain the start page offers: the last one chosen while it is open, else the next to climb. */
	suggestedCaptain(): string {
		const last = this.settings.captain;
		return last && this.isOpen(last) ? last : (nextToClimb(LADDER_IDS, this.beaten) ?? LADDER_IDS[0]);
	}

	readonly threshold = $derived(this.game ? THRESHOLDS[this.game.difficulty] : 0);

	/** One game, one tab of this device (run-hold.svelte.ts): the game is saved only while held here. */
	readonly tab: RunHold;
	/** Each turn is saved, then shown; a failed save waits for Retry or Continue without saving. */
	readonly save = new SaveThenShow();

	/**
	 * `deps`: the LLM client, packs, settings and saved games (the page's app by default; tests pass
	 * their own). `claims`: the tabs of this device (tests: `memoryTabs()`); this browser's when absent.
	 */
	constructor(
		private readonly deps: Pick<App, 'llm' | 'packs' | 'settings' | 'pirate'> = app,
		claims?: () => TabClaims
	) {
		this.prefs = new SettingsKeeper(deps, 'pirate', pirateSettingsSchema, { difficulty: 'easy', models: {} });
		// taken over by another tab: this one stops (a turn under way is cancelled, not saved here)
		this.tab = new RunHold(() => {
			this.cancel();
			this.leave();
		}, claims);
	}

	/** The pirate speaks the player's language where a pack exists, unless chosen. */
	contentLanguage(): PirateLanguage {
		const ui = PIRATE_LANGUAGES.find((l) => l === locale.current);
		return this.settings.contentLanguage ?? ui ?? 'en';
	}

	async init(): Promise<void> {
		await this.prefs.load();
		this.history = await this.deps.pirate.list();
		const ladder = await this.deps.pirate.ladder().catch(() => ({ beaten: [], dropped: 'unreadable' }));
		this.beaten = ladder.beaten;
		this.ladderDropped = ladder.dropped !== null;
		const active = await this.deps.pirate.latestActive();
		// a game another tab of this device plays stays there (`tab.elsewhere`) until taken over
		if (active && (await this.tab.hold(active.id))) {
			try {
				this.#pack = await this.deps.packs.pirate.builtin(active.language);
				this.game = active;
			} catch {
				this.error = 'pack';
			}
		} else if (active) this.game = null; // kept from an earlier visit: another tab plays it now
		this.loaded = true;
	}

	/** Goes on here with the game another tab of this device plays (`tab.elsewhere`): that tab stops. */
	async takeOver(): Promise<void> {
		if (await this.tab.takeOver()) await this.init();
	}

	/** This device's pirate settings (state/settings-keeper.svelte.ts). */
	readonly prefs: SettingsKeeper<PirateSettings>;
	get settings(): PirateSettings {
		return this.prefs.settings;
	}
	/** A setting changed that this device could not save: it applies until the page closes. */
	get settingsNotSaved(): boolean {
		return this.prefs.notSaved;
	}

	updateSettings(patch: Partial<PirateSettings>): Promise<void> {
		return this.prefs.set(patch);
	}

	/**
	 * A new game against a captain of the ladder. A locked captain is refused, unless `dare`: a
	 * friend's challenge plays the captain of the link (docs/pirate.md "Challenge a friend").
	 */
	async start(captain: string, language: PirateLanguage, { dare = false } = {}): Promise<void> {
		const difficulty = cardOf(language, captain)?.difficulty;
		if (!difficulty || (!dare && !this.isOpen(captain))) return;
		this.error = null;
		this.lastBlocked = false;
		this.climbed = null;
		this.ladderNotSaved = false;
		let engine;
		try {
			this.#pack = await this.deps.packs.pirate.builtin(language);
			engine = await import('$lib/games/pirate/engine/game');
		} catch {
			this.error = 'pack'; // the pack or the engine did not load (offline before the app was cached)
			return;
		}
		// the last difficulty is a convenience: a setting that cannot be saved does not stop the game
		await this.updateSettings({ difficulty, captain });
		const now = Date.now();
		const game = engine.newGame({
			id: crypto.randomUUID(),
			language,
			captain,
			seed: Math.floor(Math.random() * 2 ** 31),
			now,
			pack: this.#pack
		});
		await this.tab.hold(game.id);
		this.save.reset();
		await this.#save(game); // before it shows: a reload from the first line on resumes this game
		if (this.tab.holds(game.id)) this.game = game;
	}

	async send(raw: string): Promise<boolean> {
		const text = raw.trim();
		const game = this.game;
		const pack = this.#pack;
		if (!game || !pack || this.busy || game.status !== 'playing') return false;
		if (isBlank(text)) return ((this.error = 'empty'), false);
		if (text.length > MAX_MESSAGE_LENGTH) return ((this.error = 'tooLong'), false);
		this.error = null;
		this.busy = true;
		this.#abort = new AbortController();
		try {
			// the act model is its own chunk, loaded by the first turn, not by the start page (docs/acts.md "Loading")
			const [llm, { runPirateTurn }, acts] = await Promise.all([
				llmFor(this.settings.models, this.deps.llm),
				import('$lib/games/pirate/flows/turn'),
				import('$lib/engines/acts/model').then((m) => m.loadActModel([game.language]))
			]);
			const result = await runPirateTurn(game, text, pack, {
				llm,
				acts,
				now: () => Date.now(),
				signal: this.#abort.signal
			});
			if (!this.tab.holds(game.id)) return false; // taken over by another tab meanwhile
			// shown once saved: a reload the moment the pirate's answer appears keeps that turn
			await this.#save(result.game);
			if (!this.tab.holds(game.id)) return false;
			if (result.game.status === 'won') await this.#climb(result.game);
			this.game = result.game;
			this.lastBlocked = result.turn.is_blocked;
			this.llmUsed = result.turn.merit.source === 'llm' || result.turn.response_source === 'llm';
			return true;
		} catch {
			if (!this.#abort?.signal.aborted) this.error = 'turn';
			return false;
		} finally {
			this.busy = false;
			this.#abort = null;
		}
	}

	cancel(): void {
		this.#abort?.abort();
	}

	async giveUp(): Promise<void> {
		const game = this.game;
		if (!game) return;
		this.cancel();
		const { giveUp } = await import('$lib/games/pirate/engine/game');
		if (this.game !== game) return; // left meanwhile
		const g = giveUp(game, Date.now());
		await this.#save(g);
		if (this.game !== game) return;
		this.game = g;
		// "write a message first" was about the message box, which is gone with the game
		if (this.error === 'empty' || this.error === 'tooLong') this.error = null;
	}

	/** A finished game opened again from the history: shown read-only, nothing is saved from it. */
	reviewing = $state(false);

	/** Opens a finished game of the history to read again (its chat, merit and replay); a game under way is not. */
	open(id: string): boolean {
		const game = this.history.find((g) => g.id === id);
		if (!game || game.status === 'playing' || this.game) return false;
		this.error = null;
		this.lastBlocked = false;
		this.reviewing = true;
		this.game = game;
		return true;
	}

	/** A friend's game opened from a challenge link (docs/pirate.md "Challenge a friend"), replayed here. */
	challenge = $state.raw<Challenge | null>(null);
	/** The challenge link could not be opened (damaged, too long, not a game). */
	challengeBroken = $state(false);

	/** Opens a challenge link's code: replays the friend's game offline and shows it read-only. */
	async openChallenge(code: string): Promise<void> {
		const [{ decodeChallenge, replayChallenge }, { loadActModel }] = await Promise.all([
			import('$lib/games/pirate/flows/challenge'),
			import('$lib/engines/acts/model')
		]);
		const opened = await decodeChallenge(code);
		if (!opened.ok) {
			this.challengeBroken = true;
			return;
		}
		try {
			const pack = await this.deps.packs.pirate.builtin(opened.challenge.language);
			const game = await replayChallenge(
				opened.challenge,
				pack,
				await loadActModel([opened.challenge.language])
			);
			if (this.game) return; // a game under way here stays on screen
			this.challengeBroken = false;
			this.challenge = opened.challenge;
			this.reviewing = true;
			this.game = game;
		} catch {
			this.error = 'pack';
		}
	}

	/** The link that challenges a friend to a finished game (null: no link for it). */
	async challengeLink(game: PirateGame): Promise<string | null> {
		const { challengeOf, encodeChallenge } = await import('$lib/games/pirate/flows/challenge');
		const c = challengeOf(game);
		return c ? `${location.origin}/pirate#challenge=${await encodeChallenge(c)}` : null;
	}

	/** docs/pirate.md "The ladder": a win beats the game's captain and may unlock the next one. */
	async #climb(game: PirateGame): Promise<void> {
		const captain = game.captain ?? LADDER_IDS[0];
		const before = this.beaten;
		try {
			this.beaten = await this.deps.pirate.beat(captain);
		} catch {
			// storage refused: the ladder moves on in this page only, and says so
			this.ladderNotSaved = true;
			this.beaten = before.includes(captain) ? before : [...before, captain];
		}
		this.climbed = { captain, opened: openedBy(LADDER_IDS, before, captain) };
	}

	/** Back to the start screen (a finished game stays in the history). */
	leave(): void {
		this.climbed = null;
		this.save.reset();
		this.tab.release();
		this.challenge = null;
		this.reviewing = false;
		this.game = null;
		this.error = null;
		this.lastBlocked = false;
	}

	/** The last game deleted from the history, until it is restored or another one is deleted. */
	lastRemoved = $state.raw<PirateGame | null>(null);

	async remove(id: string): Promise<void> {
		const game = this.history.find((g) => g.id === id) ?? null;
		await this.deps.pirate.delete(id);
		this.history = this.history.filter((g) => g.id !== id);
		this.lastRemoved = game;
	}

	/** Undo of the last delete: the game goes back into the history as it was. */
	async undoRemove(): Promise<void> {
		const game = this.lastRemoved;
		if (!game) return;
		this.lastRemoved = null;
		await this.deps.pirate.save(game, Date.now());
		this.history = await this.deps.pirate.list();
	}

	async #save(game: PirateGame): Promise<void> {
		let held = false;
		const saved = await this.save.write(
			async () => (held = await this.tab.save(game.id, () => this.deps.pirate.save(game, Date.now())))
		);
		if (saved && held) this.history = await this.deps.pirate.list().catch(() => this.history);
	}
}

export const pirateGame = new PirateGameManager();
