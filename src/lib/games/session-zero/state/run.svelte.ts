import type {
	Answer,
	ChecklistMarks,
	FlowKind,
	Outcome,
	QuestionnairePack,
	SessionZeroState,
	RenderedQuestion
} from '$lib/games/session-zero/engine';
// The engine's parts this manager runs, not its index: the index brings the pack schema (zod) and
// its validator, which a start page need not run before a pack is loaded (docs/architecture.md "How a start page starts").
import { encodeChecklist, marksFromProfile, parseChecklist } from '$lib/games/session-zero/engine/checklist';
import { indexPack } from '$lib/games/session-zero/engine/defaults';
import { earlierChoice, undoneAnswers } from '$lib/games/session-zero/engine/earlier';
import { renderQuestion } from '$lib/games/session-zero/engine/eligibility';
import {
	answerCurrent,
	keepAnswering,
	replay,
	seeResult,
	startFlow,
	startRun,
	undoLast
} from '$lib/games/session-zero/engine/machine';
import { estimateRemaining } from '$lib/games/session-zero/engine/progress';
import { QUIZ_PACK_ID } from '$lib/games/session-zero/packs/questionnaire-ids';
import { app, type App } from '$lib/app/app';
import type { TabClaims } from '$lib/app/tab-claim';
import { RunHold } from '$lib/state/run-hold.svelte';
import { SaveThenShow } from '$lib/state/save-then-show.svelte';

/**
 * One questionnaire run in the UI: wraps the pure engine, saves the replay inputs to Dexie after
 * every step (architecture.md "document" scope) and resumes the newest run after a reload.
 */
export class SessionZeroRunManager {
	#pack = $state.raw<QuestionnairePack | null>(null);
	/** The packs-table id when the run uses an imported questionnaire. */
	#custom: string | undefined = undefined;
	#state = $state.raw<SessionZeroState | null>(null);
	#loading = $state(true);
	#error = $state<string | null>(null);

	/** One run, one tab of this device (run-hold.svelte.ts): the run is saved only while held here. */
	readonly tab: RunHold;
	/** Each step is saved, then shown; a failed save waits for Retry or Continue without saving. */
	readonly save = new SaveThenShow();

	/**
	 * `deps`: the questionnaire packs and saved runs (the page's app by default; tests pass their own).
	 * `claims`: the tabs of this device (tests: `memoryTabs()`); this browser's when absent.
	 */
	constructor(
		private readonly deps: Pick<App, 'packs' | 'sessionZero'> = app,
		claims?: () => TabClaims
	) {
		// taken over by another tab: this one stops showing the run (it is saved there from now on)
		this.tab = new RunHold(() => {
			this.save.reset();
			this.#state = null;
			this.#previous = null;
			this.#undone = [];
		}, claims);
	}

	get pack(): QuestionnairePack | null {
		return this.#pack;
	}
	get state(): SessionZeroState | null {
		return this.#state;
	}
	get loading(): boolean {
		return this.#loading;
	}
	get error(): string | null {
		return this.#error;
	}

	/** The current question with veil variants applied, or null. */
	get question(): RenderedQuestion | null {
		const s = this.#state;
		const p = this.#pack;
		if (!s?.current || !p || s.phase !== 'RENDER_QUESTION') return null;
		return renderQuestion(indexPack(p).byId.get(s.current.qid)!.q, s.current.veiled);
	}

	/** Safety colours of the current question's options (answer_meta.safety). */
	get optionColours(): Record<string, string> {
		const s = this.#state;
		const p = this.#pack;
		if (!s?.current || !p) return {};
		const q = indexPack(p).byId.get(s.current.qid)!.q;
		return Object.fromEntries(
			(q.options ?? []).flatMap((o) =>
				typeof o.answer_meta?.safety === 'string' ? [[o.id, o.answer_meta.safety]] : []
			)
		);
	}

	get remaining(): number {
		return this.#pack && this.#state ? estimateRemaining(this.#pack, this.#state) : 0;
	}

	/** Answers Back undid, newest last: shown again as the earlier choice. */
	#undone = $state.raw<Answer[]>([]);

	/** What the player chose before for the current question (after Back, or in an Adjust flow). */
	get earlier(): string | number | null {
		const s = this.#state;
		if (!s?.current) return null;
		return earlierChoice([...s.answers, ...this.#undone], s.current.qid);
	}

	/**
	 * Where a checklist screen's chips start (docs/session-zero.md "Content-limits checklist"): the earlier answer to it (after Back, in the
	 * Adjust flow), else what the profile already says about its topics.
	 */
	get checklistStart(): ChecklistMarks {
		const s = this.#state;
		const p = this.#pack;
		if (!s?.current || !p) return {};
		const q = indexPack(p).byId.get(s.current.qid)!.q;
		const earlier = this.earlier;
		const parsed = typeof earlier === 'string' ? parseChecklist(q, earlier) : null;
		return parsed?.ok ? parsed.marks : marksFromProfile(q, s.safety);
	}

	get canGoBack(): boolean {
		return !!this.#state?.events.some((e) => e.t === 'answer');
	}

	/** Resumes the newest saved run, if any (unless another tab of this device has it open: `tab.elsewhere`). */
	async init(): Promise<void> {
		this.#loading = true;
		try {
			const rec = await this.deps.sessionZero.latest();
			if (rec && (await this.tab.hold(rec.id))) {
				const pack = await this.#load(rec.pack.custom, rec.pack.language, rec.pack.id, rec.id);
				const r = pack ? replay(pack, rec.init, rec.events) : null;
				if (pack && r?.ok) {
					this.#pack = pack;
					this.#custom = rec.pack.custom;
					this.#state = r.state;
				} else if (r) await this.deps.sessionZero.abandon(rec.id);
			}
		} catch (e) {
			this.#error = e instanceof Error ? e.message : String(e);
		} finally {
			this.#loading = false;
		}
	}

	/** Goes on here with the run another tab of this device has open (`tab.elsewhere`): that tab stops. */
	async takeOver(): Promise<void> {
		if (await this.tab.takeOver()) await this.init();
	}

	/** An imported pack that is gone or no longer valid ends its run (the error says why). */
	async #load(
		custom: string | undefined,
		language: string,
		id: string,
		runId: string
	): Promise<QuestionnairePack | null> {
		if (!custom) return this.deps.packs.questionnaire.builtin(language, id);
		try {
			return await this.deps.packs.questionnaire.load(custom);
		} catch (e) {
			this.#error = e instanceof Error ? e.message : String(e);
			await this.deps.sessionZero.abandon(runId);
			return null;
		}
	}

	/** Starts a run of the built-in pack in `language`, or of an imported pack (its packs-table id). */
	async start(language: string, custom?: string): Promise<void> {
		this.#error = null;
		try {
			const pack = custom
				? await this.deps.packs.questionnaire.load(custom)
				: await this.deps.packs.questionnaire.builtin(language, QUIZ_PACK_ID);
			const state = startRun(pack, { session_id: crypto.randomUUID(), ts: Date.now() });
			await this.tab.hold(state.session_id);
			this.save.reset();
			// Saved before its first question shows: a reload (or a phone that sleeps) right after the
			// question appears resumes this run, not the start screen.
			await this.#save(state, pack, custom);
			if (!this.tab.holds(state.session_id)) return;
			this.#pack = pack;
			this.#custom = custom;
			this.#previous = null;
			this.#undone = [];
			this.#state = state;
		} catch (e) {
			this.#error = e instanceof Error ? e.message : String(e);
		}
	}

	answer = (value: string | number) => this.#apply((p, s) => answerCurrent(p, s, value, Date.now()));
	/** Answers the current checklist screen with its topics' marks. */
	answerChecklist = (marks: ChecklistMarks) =>
		this.#apply((p, s): Outcome => {
			const q = s.current && indexPack(p).byId.get(s.current.qid)?.q;
			return q?.checklist
				? answerCurrent(p, s, encodeChecklist(q, marks), Date.now())
				: { ok: false, error: 'no checklist is waiting for an answer' };
		});
	back = () =>
		this.#apply((p, s) => {
			const r = undoLast(p, s);
			if (r.ok) this.#undone = [...undoneAnswers(s.answers, r.state.answers), ...this.#undone];
			return r;
		});
	seeResult = () => this.#apply((p, s) => seeResult(p, s));
	keepAnswering = () => this.#apply((p, s) => keepAnswering(p, s));
	adjust = (kind: FlowKind) => this.#apply((p, s) => startFlow(p, s, kind));

	/** The run "Start over" set aside, until the next run starts (Start over can be undone). */
	#previous = $state.raw<{
		pack: QuestionnairePack;
		custom: string | undefined;
		state: SessionZeroState;
	} | null>(null);
	get canUndoStartOver(): boolean {
		return this.#previous !== null && this.#state === null;
	}

	async startOver(): Promise<void> {
		this.#error = null;
		const s = this.#state;
		if (s && this.#pack) this.#previous = { pack: this.#pack, custom: this.#custom, state: s };
		this.save.reset(); // a step of this run still waiting on Retry is dropped with it
		if (s && this.tab.holds(s.session_id)) await this.deps.sessionZero.abandon(s.session_id);
		this.#state = null;
		this.#undone = [];
	}

	/** Brings back the run "Start over" cleared, as it was (saved again, so it resumes after a reload). */
	async undoStartOver(): Promise<void> {
		const p = this.#previous;
		if (!p || this.#state || !(await this.tab.hold(p.state.session_id))) return;
		this.#previous = null;
		this.save.reset();
		await this.#save(p.state, p.pack, p.custom); // then shown
		if (this.#state || !this.tab.holds(p.state.session_id)) return;
		this.#pack = p.pack;
		this.#custom = p.custom;
		this.#state = p.state;
	}

	/** A step's write is open: the next step waits for it (a second tap is not a second step). */
	#writing = false;

	async #apply(step: (p: QuestionnairePack, s: SessionZeroState) => Outcome): Promise<void> {
		if (!this.#pack || !this.#state || this.#writing) return;
		const r = step(this.#pack, this.#state);
		if (!r.ok) {
			this.#error = r.error;
			return;
		}
		this.#error = null;
		const before = this.#state;
		this.#writing = true;
		try {
			await this.#save(r.state); // saved, then shown: a reload the moment it shows keeps it
		} finally {
			this.#writing = false;
		}
		if (this.#state === before) this.#state = r.state; // not when the run was left meanwhile
	}

	async #save(s = this.#state, p = this.#pack, custom = this.#custom): Promise<void> {
		if (!s || !p) return;
		await this.save.write(() =>
			this.tab.save(s.session_id, () =>
				this.deps.sessionZero.save(
					{
						pack: { id: p.id, language: p.language, ...(custom ? { custom } : {}) },
						init: s.init,
						events: s.events,
						status: s.phase === 'RESULT_VIEW' ? 'finished' : 'active'
					},
					Date.now()
				)
			)
		);
	}
}
