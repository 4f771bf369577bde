import { readActs, type ActModel } from '$lib/engines/acts';
import {
	reviewTurns,
	startNpc,
	type RiskLanguage,
	type Scenario,
	type TranscriptLine
} from '$lib/games/safe-choices/engine';
import { runNpcTurn } from '$lib/games/safe-choices/flows/npc-turn';
import type { LlmClient } from '$lib/llm/types';

/**
 * docs/sim.md "safe-choices", `"play": true`: only the teen's lines; the app's own character
 * answers each (offline, or the model with `llm`), turn by turn, as the app runs it. A turn that
 * safeguarding stops ends the play: no character line after it, nothing scored.
 */
export type PlayedTurn = {
	player: string;
	acts: { act: string; confidence: number }[];
	npc: string | null;
	npc_answered: string | null;
	review: { verdict: string; quote: string; text: string } | null;
};

export type Played = { transcript: TranscriptLine[]; turns: PlayedTurn[]; stopped: 'disclosure' | null };

export const playScene = async (
	llm: LlmClient,
	model: ActModel,
	scenario: Scenario,
	language: RiskLanguage,
	lines: readonly string[],
	seed: number
): Promise<Played> => {
	let step = startNpc(scenario, seed);
	const transcript: TranscriptLine[] = [{ role: 'npc', text: scenario.opening }];
	const turns: PlayedTurn[] = [];
	let stopped: Played['stopped'] = null;
	for (const player of lines) {
		if (step.state.status !== 'playing') break;
		const previous = transcript[transcript.length - 1]?.text;
		const acts = readActs(model, { text: player, previous, language });
		transcript.push({ role: 'player', text: player });
		const out = await runNpcTurn(llm, {
			scenario,
			step,
			history: transcript,
			playerText: player,
			language,
			model
		});
		step = out.step;
		if (out.line) transcript.push({ role: 'npc', text: out.line });
		turns.push({
			player,
			acts,
			npc: out.line,
			npc_answered: out.line ? (step.answered ?? null) : null,
			review: null
		});
		if (step.state.status === 'stopped') {
			stopped = 'disclosure';
			break;
		}
	}
	if (!stopped) {
		const reviews = reviewTurns(model, transcript, language, scenario);
		for (const r of reviews) {
			const turn = turns[r.turn - 1];
			if (turn) turn.review = { verdict: r.verdict, quote: r.quote, text: r.text };
		}
	}
	return { transcript: stopped ? [] : transcript, turns, stopped };
};
