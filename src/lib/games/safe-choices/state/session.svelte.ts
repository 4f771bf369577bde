import type {
	NpcStep,
	RiskAssessment,
	RiskLanguage,
	Scenario,
	TranscriptLine,
	TurnReview
} from '$lib/games/safe-choices/engine';
import { isBlank } from '$lib/engines/kit/text';
import { offlineClient } from '$lib/llm/offline';
import type { LlmClient } from '$lib/llm/types';
import { app, type App } from '$lib/app/app';
import type { SafeAttempt } from '$lib/app/stores';
import { toProgress, type ProgressPoint } from './progress';
import type { SafeSettings } from './settings';
import { DEFAULT_SAFE_SETTINGS } from './settings-defaults';
import { SettingsKeeper } from '$lib/state/settings-keeper.svelte';
import type { SafeBusy } from './busy-gate.svelte';
import { abandoned, newAttempt } from './attempt';
import { SafeTurns } from './turns';
import { SafePractice } from './practice.svelte';
import { ScenarioList } from './scenarios.svelte';
import { rolePlayCode, type Play } from './play';
import type { TabClaims } from '$lib/app/tab-claim';
import { RunHold } from '$lib/state/run-hold.svelte';
import { SaveThenShow } from '$lib/state/save-then-show.svelte';
import { openAttempt } from './resume';
import { playerTexts, rewindAttempt } from './rewind';

/**
 * Safe-choices session (safe-choices.md): pick a scenario, play it against the NPC, get assessed every
 * SUMMARY_INTERVAL replies, on request ("How am I doing?") and at the end; attempts are saved
 * per scenario for the progress chart. Scenario language follows the UI language.
 */
export type { ProgressPoint };

/** The settings' schema, loaded only when a saved value is read or one is written (app/README.md). */
const safeSettingsSchema = async () => (await import('./settings')).SafeSettingsSchema;

export type { SafeSettings, SafeBusy };

export const MAX_REPLY_LENGTH = 500;
export type SafePhase = 'pick' | 'brief' | 'chat' | 'result' | 'safeguard';
/** `load`: the role-play's code did not load on Start (offline before it was cached, a new deploy). */
export type SafeError = 'empty' | 'tooLong' | 'load' | null;

export class SafeSessionManager {
	phase = $state<SafePhase>('pick');
	scenario = $state.raw<Scenario | null>(null);
	attempt = $state.raw<SafeAttempt | null>(null);
	step = $state.raw<NpcStep | null>(null);
	error = $state<SafeError>(null);
	/** A yes was played out: the scene pauses to reflect (docs/safe-choices.md "The character"). */
	reflecting = $state(false);
	/** What stopped the scene for safeguarding: a line read as a disclosure, or the teen's tap. */
	stoppedBy = $state<'line' | 'button'>('line');
	/** The assessment shown by "How am I doing?" (null: panel closed). */
	checkIn = $state.raw<RiskAssessment | null>(null);
	progress = $state.raw<Record<string, ProgressPoint[]>>({});
	/** This device's Safe choices settings (state/settings-keeper.svelte.ts). */
	readonly prefs: SettingsKeeper<SafeSettings>;
	/** The conversation's loop: the character's turns and the check-ins (turns.ts). */
	readonly #turns: SafeTurns;
	loaded = $state(false);
	/** The scenarios to pick from, in the UI's language (scenarios.svelte.ts). */
	readonly list = new ScenarioList(() => this.deps.packs);
	/** The LLM client, loaded when the first line needs it: not part of the page's start (docs/architecture.md "How a start page starts"). */
	#llm: Promise<LlmClient> | null = null;
	/** A scenario chosen from the preview list before the scenarios had loaded: opened once they have. */
	#pendingChoice: string | null = null;

	/** Help by region, suggested replies, myths, trying a turn again (practice.svelte.ts). */
	readonly practice = new SafePractice(this);

	/** One attempt, one tab of this device (run-hold.svelte.ts): it is saved only while held here. */
	readonly tab: RunHold;
	/** Each NPC line and check-in is saved, then shown; a failed save waits for Retry or Continue. */
	readonly save = new SaveThenShow();

	/**
	 * `deps`: the LLM client, scenarios, settings and saved attempts (the page's app by default;
	 * tests pass their own). `claims`: the tabs of this device (tests: `memoryTabs()`).
	 */
	constructor(
		private readonly deps: Pick<App, 'llm' | 'packs' | 'settings' | 'safe'> = app,
		claims?: () => TabClaims
	) {
		this.prefs = new SettingsKeeper(deps, 'safe', safeSettingsSchema, DEFAULT_SAFE_SETTINGS);
		this.#turns = new SafeTurns(this, {
			play: (language) => this.#play(language),
			client: () => this.#client(),
			save: (attempt) => this.#save(attempt),
			stop: () => this.#stop('line')
		});
		// taken over by another tab: this one stops (a line under way is cancelled, not saved here)
		this.tab = new RunHold(() => {
			this.cancel();
			this.save.reset();
			this.attempt = this.step = this.checkIn = null;
			this.phase = 'pick';
		}, claims);
	}

	/** The role-play's code per language, loaded on first use (`#play()`); the review reads it once loaded. */
	#code = rolePlayCode();
	#play = (language: RiskLanguage): Promise<Play> => this.#code(language).load();

	#client(): Promise<LlmClient> {
		return (this.#llm ??= this.deps.llm().catch(() => offlineClient));
	}

	get scenarios(): Scenario[] {
		return this.list.scenarios;
	}
	/** The scenarios did not load (offline before the app was cached): a Choose tries again. */
	get scenariosFailed(): boolean {
		return this.list.failed;
	}

	get transcript(): TranscriptLine[] {
		return this.attempt?.transcript ?? [];
	}

	/** The per-turn review of the attempt: one line per typed player turn. */
	get review(): TurnReview[] {
		const play = this.attempt && this.#code(this.attempt.language).current;
		return this.attempt && play
			? play.reviewTurns(play.model, this.attempt.transcript, this.attempt.language, this.scenario)
			: [];
	}

	get busy(): SafeBusy {
		return this.#turns.busy.kind;
	}
	get settings(): SafeSettings {
		return this.prefs.settings;
	}
	/** A setting changed that this device could not save: it applies until the page closes. */
	get settingsNotSaved(): boolean {
		return this.prefs.notSaved;
	}

	get over(): boolean {
		return this.step !== null && this.step.state.status !== 'playing';
	}

	async init(): Promise<void> {
		await this.prefs.load();
		await this.refreshProgress();
		await this.#resume();
		this.loaded = true;
	}

	/**
	 * A reload mid-role-play (as Session zero and the pirate do): the newest attempt still
	 * playing is reopened where it was (`safe-resume.ts`) — unless another tab of this device plays it
	 * (`tab.elsewhere`).
	 */
	async #resume(): Promise<void> {
		const wanted = () => this.phase === 'pick'; // not once another scenario was chosen meanwhile
		if (!wanted()) return;
		const found = await openAttempt(this.deps, (language) => this.#play(language), this.tab, wanted);
		if (!wanted() || !found) return;
		this.step = found.step;
		this.scenario = found.scenario;
		this.attempt = found.attempt;
		this.#turns.lastAssessedTurn = found.attempt.assessments.at(-1)?.afterPlayerTurn ?? 0;
		this.checkIn = null;
		this.phase = 'chat';
	}

	/** Goes on here with the attempt another tab of this device plays (`tab.elsewhere`): that tab stops. */
	async takeOver(): Promise<void> {
		if (await this.tab.takeOver()) await this.#resume();
	}

	/** Scenario language follows the UI language; a running role-play keeps its own. Latest call wins. */
	async setLanguage(language: RiskLanguage): Promise<void> {
		if (this.phase === 'chat' || this.list.has(language)) return;
		if (!(await this.list.load(language))) return;
		if (this.scenario && this.phase === 'brief') this.scenario = this.list.find(this.scenario.id);
		if (!this.scenario && this.phase === 'brief') this.phase = 'pick';
		const pending = this.#pendingChoice;
		this.#pendingChoice = null;
		if (pending && this.phase === 'pick') this.choose(pending);
	}

	async setSummaryInterval(n: number): Promise<void> {
		await this.setSettings({ summaryInterval: n });
	}

	/** A change of settings from the picker or a help screen (suggested replies, the help's region). */
	setSettings(patch: Partial<SafeSettings>): Promise<void> {
		return this.prefs.set(patch);
	}

	async refreshProgress(): Promise<void> {
		this.progress = toProgress(await this.deps.safe.list());
	}

	choose(id: string): void {
		if (!this.list.ready) {
			this.#pendingChoice = id;
			if (this.list.failed) {
				this.list.failed = false;
				void this.setLanguage(this.list.language);
			}
			return;
		}
		this.scenario = this.list.find(id);
		this.phase = this.scenario ? 'brief' : 'pick';
		this.error = null;
		// read while the brief is: Start is then at once
		if (this.scenario) void this.#play(this.scenario.language).catch(() => undefined);
	}

	toPicker(): void {
		this.phase = 'pick';
		this.checkIn = null;
	}

	async start(): Promise<void> {
		const scenario = this.scenario;
		if (!scenario || this.save.saveFailure) return; // a start already waits on its save
		let startNpc: Play['startNpc'];
		try {
			({ startNpc } = await this.#play(scenario.language));
		} catch {
			// the brief stays, with what went wrong; Start tries the load again
			if (this.scenario === scenario) this.error = 'load';
			return;
		}
		if (this.scenario !== scenario) return; // another one chosen meanwhile
		const now = Date.now();
		const step = startNpc(scenario, now);
		await this.#begin(scenario, step, newAttempt(scenario, step, { id: crypto.randomUUID(), now }));
	}

	/**
	 * "Try that turn again" (safe-choices.md): from the review, the attempt shown is played on from
	 * player turn `turn` as a new attempt; the character is where it was (its seed, the kept replies
	 * replayed). Both attempts are kept; check-ins count from the turn tried again.
	 */
	async rewind(turn: number): Promise<void> {
		const { scenario, attempt } = this;
		if (!scenario || !attempt || this.phase !== 'result' || this.busy || this.save.saveFailure) return;
		const next = rewindAttempt($state.snapshot(attempt) as SafeAttempt, turn, {
			id: crypto.randomUUID(),
			now: Date.now()
		});
		if (!next) return;
		const { replayNpc, model } = await this.#play(next.language);
		const step = replayNpc(
			scenario,
			next.seed ?? next.startedAt,
			playerTexts(next.transcript),
			next.language,
			model
		);
		await this.#begin(scenario, step, next);
	}

	/** A new attempt on screen: held by this tab and saved before the chat shows (a reload resumes it). */
	async #begin(scenario: Scenario, step: NpcStep, attempt: SafeAttempt): Promise<void> {
		await this.tab.hold(attempt.id);
		this.save.reset();
		await this.#save(attempt);
		if (this.scenario !== scenario || !this.tab.holds(attempt.id)) return;
		this.step = step;
		this.#turns.lastAssessedTurn = attempt.turns;
		this.checkIn = null;
		this.error = null;
		this.attempt = attempt;
		this.phase = 'chat';
	}

	/**
	 * The player's reply: `false` at once when it is not taken (empty, too long, busy, over); else it is
	 * in the conversation before this returns, and the promise settles once the NPC answered and the
	 * attempt is saved. The chat frees its reply box as soon as the reply is taken, so a next reply
	 * typed while the check-in runs is never wiped (safe.e2e flaked on exactly that under load).
	 */
	send(raw: string, action?: 'leave'): false | Promise<true> {
		const text = raw.trim();
		if (isBlank(text)) return ((this.error = 'empty'), false);
		if (text.length > MAX_REPLY_LENGTH) return ((this.error = 'tooLong'), false);
		const { scenario, step, attempt } = this;
		if (!scenario || !step || !attempt || this.busy || this.over) return false;
		// a reply typed in the pause to reflect ends it and is read like any other: a disclosure typed
		// there must stop the scene (docs/safe-choices.md "The character", "Safeguarding")
		this.reflecting = false;
		this.error = null;
		const history: TranscriptLine[] = [
			...attempt.transcript,
			{ role: 'player', text, ...(action ? { action } : {}) }
		];
		this.attempt = { ...attempt, transcript: history, turns: attempt.turns + 1 };
		return this.#turns.answer({ scenario, step, history, playerText: text });
	}

	/** "How am I doing?": a forced assessment of the whole conversation so far (turns.ts). */
	async forceAssessment(): Promise<void> {
		if (!this.attempt || this.busy || this.attempt.turns === 0) return;
		this.checkIn = await this.#turns.checkIn();
	}

	closeCheckIn(): void {
		this.checkIn = null;
	}

	/** "Leave" (safe-choices.md): ends the scenario and counts as leaving — said as a player line. */
	async leave(line: string): Promise<void> {
		this.cancel();
		await this.#turns.busy.idle(); // a cancelled model call settles (it falls back at once), then leave
		if (this.phase !== 'chat' || this.over) return;
		this.reflecting = false; // leaving is always in reach, a pause to reflect too
		await this.send(line, 'leave');
	}

	/** Leaving the page mid-role-play: the attempt is kept as abandoned (not in the progress chart). */
	abandon(): void {
		this.cancel();
		if (this.phase === 'chat' && this.attempt?.outcome === 'playing') {
			const attempt = abandoned($state.snapshot(this.attempt) as SafeAttempt, Date.now(), 'left');
			this.attempt = attempt;
			// nothing is shown after it: one try, no Retry on a page being left
			void this.save.once(() => this.tab.save(attempt.id, () => this.deps.safe.save(attempt)));
		}
		this.tab.release(); // once that save has landed (run-hold)
	}

	/** The reflection after a yes is over: the scene goes on. */
	endReflection(): void {
		this.reflecting = false;
	}

	/**
	 * "This is happening to me" (docs/safe-choices.md "Safeguarding"): one tap from the chat, the same
	 * stop as a disclosure read in a turn — the role-play ends, nothing is scored.
	 */
	async happeningToMe(): Promise<void> {
		this.cancel();
		await this.#turns.busy.idle();
		if (this.phase !== 'chat' || !this.step) return;
		this.step = {
			...this.step,
			state: { ...this.step.state, status: 'stopped' },
			event: 'safeguard',
			line: null
		};
		await this.#stop('button');
	}

	/** The scene stopped for safeguarding: not scored, and not kept unless the teen chooses (`keep`). */
	async #stop(by: 'line' | 'button'): Promise<void> {
		this.stoppedBy = by;
		this.checkIn = null;
		this.phase = 'safeguard';
		const attempt = this.attempt;
		// an earlier turn may have been saved: forgotten until the teen asks to keep it
		if (attempt) await this.deps.safe.delete?.(attempt.id).catch(() => undefined);
	}

	/**
	 * "That was part of the game": a stop read from a line can be wrong (docs/acts.md "Safety": the
	 * two acts are read readily), so the teen can go back to the scene. The character still never
	 * answers the line that stopped it; the next reply carries on.
	 */
	backToScene(): void {
		if (this.phase !== 'safeguard' || !this.step || !this.attempt) return;
		this.step = { ...this.step, state: { ...this.step.state, status: 'playing' } };
		this.phase = 'chat';
	}

	/** Keeps the stopped attempt (as abandoned: never in the progress chart, never scored). */
	async keepStopped(): Promise<void> {
		if (!this.attempt || this.phase !== 'safeguard') return;
		const kept = abandoned(this.attempt, Date.now(), 'stopped');
		this.attempt = kept;
		await this.#save(kept);
	}

	/** Reopens the latest check-in (interval or forced) from the chat. */
	showLatest(): void {
		this.checkIn = this.attempt?.lastScore ?? null;
	}

	cancel(): void {
		this.#turns.busy.cancel();
	}

	async finish(): Promise<void> {
		if (!this.attempt || !this.step) return;
		const status = this.step.state.status;
		const outcome = status === 'playing' ? 'left' : status === 'stopped' ? 'abandoned' : status;
		this.attempt = { ...this.attempt, outcome, endedAt: Date.now() };
		await this.#turns.assess('final');
		this.checkIn = null;
		await this.refreshProgress();
		this.phase = 'result';
	}

	async #save(from: SafeAttempt): Promise<void> {
		const attempt = $state.snapshot(from) as SafeAttempt;
		await this.save.write(() => this.tab.save(attempt.id, () => this.deps.safe.save(attempt)));
	}
}
