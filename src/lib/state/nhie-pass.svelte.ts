import {
	commitRound,
	initEscalation,
	isOver,
	recordAnswers,
	reuseQuestions,
	type EscalationState,
	type NhieHistoryPoint,
	type PoolQuestion,
	type RoundRecord
} from '$lib/engines/escalation';
import { incrementTimesUsed, loadTimesUsed, saveNhieSession } from '$lib/db/repos/nhie';
import { selectQuestion } from '$lib/flows/escalation-round';
import { getLlmClient } from '$lib/llm/client';
import type { LlmClient } from '$lib/llm/types';
import { loadChosenNhiePack } from '$lib/packs/nhie-custom';
import { toPool, type NhieLanguage } from '$lib/packs/nhie';

/**
 * Pass-and-play on one phone (lobby.md "Pass-and-play"): the same engine and flow, no network. The
 * phone shows the question; the group enters how many answered and how many have.
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

const seedNow = () => Math.floor(Math.random() * 2 ** 31);

export class NhiePassManager {
	phase = $state<PassPhase>('setup');
	error = $state<string | null>(null);
	players = $state(4);
	#esc = $state.raw<EscalationState | null>(null);
	#pool: PoolQuestion[] = [];
	#packId = '';
	#llm: LlmClient | null = null;
	#startedAt = 0;

	get current(): RoundRecord | null {
		return this.#esc?.history.at(-1) ?? null;
	}

	get maxRounds(): number {
		return this.#esc?.config.maxRounds ?? 0;
	}

	get history(): NhieHistoryPoint[] {
		const rows = this.#esc?.history ?? [];
		const closed = this.phase === 'question' ? rows.slice(0, -1) : rows;
		return closed.map((r) => ({ ...r }));
	}

	async start(setup: PassSetup): Promise<void> {
		this.phase = 'loading';
		this.error = null;
		try {
			const { pack, packId } = await loadChosenNhiePack(setup.pack ?? 'builtin', setup.language);
			this.#pool = toPool(pack);
			this.#packId = packId;
			const timesUsed = await loadTimesUsed(packId);
			this.#llm ??= await getLlmClient();
			this.players = setup.players;
			this.#startedAt = Date.now();
			this.#esc = initEscalation(
				{ maxRounds: setup.rounds, nsfw: setup.nsfw, language: setup.language, groupSize: setup.players },
				seedNow(),
				timesUsed
			);
			await this.#next();
		} catch (e) {
			this.error = e instanceof Error ? e.message : String(e);
			this.phase = 'setup';
		}
	}

	async #next(): Promise<void> {
		const esc = this.#esc;
		if (!esc) return;
		if (isOver(esc)) return this.#finish();
		this.phase = 'loading';
		const selection = await selectQuestion(this.#llm!, esc, this.#pool);
		if (!selection) return this.#finish();
		if (!selection.chosen) {
			this.phase = 'exhausted';
			return;
		}
		this.#esc = commitRound(esc, selection.plan, selection.chosen);
		if (selection.chosen.question_id) void incrementTimesUsed(this.#packId, selection.chosen.question_id);
		this.phase = 'question';
	}

	/** The group's answers to the current question. */
	submit(answered: number, have: number): void {
		if (this.phase !== 'question' || !this.#esc) return;
		this.#esc = recordAnswers(this.#esc, { answered, have });
		this.phase = 'result';
	}

	/** The next round, only from a round's result: a second tap while loading draws (and counts) nothing. */
	next = async (): Promise<void> => {
		if (this.phase === 'result') await this.#next();
	};

	reuse = async (): Promise<void> => {
		if (this.phase !== 'exhausted' || !this.#esc) return;
		this.#esc = reuseQuestions(this.#esc);
		await this.#next();
	};

	end(): void {
		if (this.phase === 'question' && this.#esc)
			this.#esc = { ...this.#esc, history: this.#esc.history.slice(0, -1) };
		this.#finish();
	}

	#finish(): void {
		this.phase = 'finished';
		const history = this.#esc?.history ?? [];
		if (!history.length) return;
		void saveNhieSession({
			id: `pass-${this.#startedAt}`,
			kind: 'pass',
			packId: this.#packId,
			language: this.#esc!.config.language,
			nsfw: this.#esc!.config.nsfw,
			startedAt: this.#startedAt,
			finishedAt: Date.now(),
			// the repo keeps only the fields of NhieSessionSchema (zod drops the rest)
			history
		});
	}

	reset(): void {
		this.#esc = null;
		this.phase = 'setup';
	}
}
