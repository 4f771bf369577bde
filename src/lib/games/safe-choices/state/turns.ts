import type {
	AssessmentKind,
	NpcStep,
	RiskAssessment,
	RiskLanguage,
	Scenario,
	TranscriptLine
} from '$lib/games/safe-choices/engine';
import { isIntervalDue } from '$lib/games/safe-choices/engine/schedule';
import type { NpcTurnInput } from '$lib/games/safe-choices/flows/npc-turn';
import type { LlmClient } from '$lib/llm/types';
import type { SafeAttempt } from '$lib/app/stores';
import type { SafeSettings } from './settings';
import type { Play } from './play';
import { BusyGate } from './busy-gate.svelte';
import { withAssessment } from './attempt';

/** What of the session the turn loop reads and writes (session.svelte.ts). */
export type TurnHost = {
	attempt: SafeAttempt | null;
	step: NpcStep | null;
	reflecting: boolean;
	readonly scenario: Scenario | null;
	readonly settings: SafeSettings;
	readonly over: boolean;
	finish(): Promise<void>;
};

/** The session's own steps the loop runs: its code, its model, its save-then-show, its stop. */
export type TurnPorts = {
	/** the role-play's code and the act model of the attempt's language */
	play(language: RiskLanguage): Promise<Play>;
	client(): Promise<LlmClient>;
	save(attempt: SafeAttempt): Promise<void>;
	stop(): Promise<void>;
};

/**
 * The conversation's loop (docs/safe-choices.md "The character", "When it scores"): the character
 * answers a taken reply, the line is saved and then shown; a safeguarding stop, the end of the
 * scene or a due check-in follows. One step at a time (`busy`).
 */
export class SafeTurns {
	readonly busy = new BusyGate();
	/** The player turn the latest check-in was made after: the interval counts from it. */
	lastAssessedTurn = 0;

	constructor(
		private readonly host: TurnHost,
		private readonly ports: TurnPorts
	) {}

	/** The character's turn after a taken reply, saved before it shows, then a check-in when one is due. */
	async answer(turn: Pick<NpcTurnInput, 'scenario' | 'step' | 'history' | 'playerText'>): Promise<true> {
		const { host, ports } = this;
		const signal = this.busy.begin('npc');
		try {
			const { runNpcTurn, model } = await ports.play(turn.scenario.language);
			const out = await runNpcTurn(
				await ports.client(),
				{ ...turn, language: turn.scenario.language, model },
				signal
			);
			const attempt = host.attempt;
			if (!attempt) return true; // taken over by another tab meanwhile
			const line: TranscriptLine[] = out.line ? [{ role: 'npc', text: out.line }] : [];
			const next = { ...attempt, transcript: [...attempt.transcript, ...line] };
			// saved before a check-in (seconds with a model) too: a reload keeps it (a last line: `finish`)
			if (out.step.state.status === 'playing') await ports.save(next);
			if (!host.attempt) return true; // taken over while saving
			host.step = out.step;
			host.attempt = next;
			host.reflecting = out.step.reflect === true && out.step.state.status === 'playing';
		} finally {
			this.busy.end();
		}
		const due = (a: SafeAttempt) =>
			isIntervalDue(a.turns, host.settings.summaryInterval, this.lastAssessedTurn);
		if (host.step?.state.status === 'stopped') await ports.stop();
		else if (host.over) await host.finish();
		else if (host.attempt && due(host.attempt)) await this.assess('interval');
		return true;
	}

	/**
	 * "How am I doing?": the whole conversation so far assessed. Nothing said since the last
	 * check-in: the same conversation gets the same score (the pill and the dialog never disagree).
	 */
	async checkIn(): Promise<RiskAssessment | null> {
		const attempt = this.host.attempt;
		if (!attempt || this.busy.kind || attempt.turns === 0) return null;
		if (attempt.lastScore && this.lastAssessedTurn === attempt.turns) return attempt.lastScore;
		return this.assess('forced');
	}

	/** An assessment of the attempt, saved with it and then shown; null when taken over meanwhile. */
	async assess(kind: AssessmentKind): Promise<RiskAssessment | null> {
		const { host, ports } = this;
		const attempt = host.attempt;
		if (!attempt) return null;
		const signal = this.busy.begin('assess');
		try {
			const { runRiskAssessment, model } = await ports.play(attempt.language);
			const { assessment } = await runRiskAssessment(
				await ports.client(),
				{
					model,
					transcript: attempt.transcript,
					language: attempt.language,
					kind,
					lastAssessedTurn: this.lastAssessedTurn,
					scenario: host.scenario
				},
				signal
			);
			const current = host.attempt!;
			const next = withAssessment(current, {
				afterPlayerTurn: attempt.turns,
				kind,
				at: Date.now(),
				score: assessment
			});
			await ports.save(next); // then shown
			if (host.attempt !== current) return null; // taken over meanwhile
			this.lastAssessedTurn = attempt.turns;
			host.attempt = next;
			return assessment;
		} finally {
			this.busy.end();
		}
	}
}
