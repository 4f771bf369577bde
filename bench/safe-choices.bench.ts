import { readFileSync } from 'node:fs';
import path from 'node:path';
import { estimateTokens } from '../src/lib/engines/kit/llm-request';
import { buildJudgeMessages, JUDGE_PROMPT_BUDGET } from '../src/lib/games/safe-choices/engine/judge';
import { scoreHeuristic } from '../src/lib/games/safe-choices/engine/heuristic';
import { LABELLED, toTranscript } from '../src/lib/games/safe-choices/engine/testing/training.fixture';
import { buildNpcRequest } from '../src/lib/games/safe-choices/engine/npc-prompt';
import { npcStep, startNpc } from '../src/lib/games/safe-choices/engine/npc';
import { ScenarioSchema } from '../src/lib/games/safe-choices/engine/scenario-schema';
import type { RiskLanguage, TranscriptLine } from '../src/lib/games/safe-choices/engine/types';
import { measure, type BenchResult } from './types';
import { loadActModel } from '../src/lib/engines/acts';

const model = await loadActModel();

/**
 * The LLM judge's prompt size (estimated tokens, kit estimateTokens) for a 12-turn
 * transcript against the ~1,500-token on-device budget, the NPC prompt size, and how long the
 * heuristic scorer takes for one assessment (12 turns) and for the whole labelled set.
 */
const scenarioFor = (lang: RiskLanguage) =>
	ScenarioSchema.parse(
		JSON.parse(
			readFileSync(
				path.resolve(import.meta.dirname, `../question-packs/scenarios/party-pressure.${lang}.json`),
				'utf8'
			)
		)
	);

const PLAYER: Record<RiskLanguage, string[]> = {
	en: [
		'Um, I don’t know…',
		'No thanks, I don’t drink.',
		'You’re pressuring me, and not everyone is drinking.',
		'I said no.',
		'Maybe later, I guess.',
		'No. I’m going to find my friends and call my mom for a ride.'
	],
	ru: [
		'Ну не знаю…',
		'Нет, спасибо, я не пью.',
		'Ты на меня давишь, и далеко не все пьют.',
		'Я сказала нет.',
		'Может, потом.',
		'Нет. Я найду друзей и позвоню маме, чтобы меня забрали.'
	]
};

/** 12 player turns against the scenario's scripted NPC lines. */
const twelveTurns = (lang: RiskLanguage): TranscriptLine[] => {
	const scenario = scenarioFor(lang);
	let step = startNpc(scenario, 12);
	const out: TranscriptLine[] = [{ role: 'npc', text: step.line ?? scenario.opening }];
	for (let i = 0; i < 12; i++) {
		const text = PLAYER[lang][i % PLAYER[lang].length]
			.replace('я найду друзей и позвоню', 'я подумаю')
			.replace('find my friends and call my mom', 'think about it');
		out.push({ role: 'player', text });
		// keep the NPC talking for all 12 turns: restart the machine if it ends
		step = npcStep(
			{ ...scenario, max_turns: 20 },
			step.state.status === 'playing' ? step.state : startNpc(scenario, i).state,
			text,
			lang,
			model
		);
		out.push({ role: 'npc', text: step.line ?? scenario.reactions.refusal[0] });
	}
	return out;
};

export default async (): Promise<BenchResult[]> => {
	const results: BenchResult[] = [];
	for (const lang of ['en', 'ru'] as const) {
		const transcript = twelveTurns(lang);
		const scenario = scenarioFor(lang);
		const judge = buildJudgeMessages({ model, transcript, language: lang, scenario, lastAssessedTurn: 9 });
		results.push({
			name: `judge prompt, 12-turn transcript (${lang})`,
			unit: 'tokens (est.)',
			value: estimateTokens(judge),
			extra: {
				budget: JUDGE_PROMPT_BUDGET,
				chars: judge.reduce((n, m) => n + m.content.length, 0),
				omittedLines: /omitted/.test(judge[1].content)
			}
		});
		const step = npcStep(scenario, startNpc(scenario, 1).state, 'Maybe…', lang, model);
		results.push({
			name: `NPC prompt, 12-turn history (${lang})`,
			unit: 'tokens (est.)',
			value: estimateTokens(buildNpcRequest(scenario, step, transcript, lang).messages)
		});
		const t = await measure(
			() => scoreHeuristic({ model, transcript, language: lang, kind: 'interval', lastAssessedTurn: 9 }),
			{ iterations: 300, warmup: 30 }
		);
		results.push({
			name: `heuristic assessment, 12 turns (${lang})`,
			unit: 'ms',
			median: t.median,
			p95: t.p95,
			iterations: t.iterations
		});
	}
	const all = await measure(
		() => {
			for (const l of LABELLED)
				scoreHeuristic({
					model,
					transcript: toTranscript(l),
					language: l.language,
					kind: 'final',
					lastAssessedTurn: 0
				});
		},
		{ iterations: 50, warmup: 5 }
	);
	results.push({
		name: `heuristic, whole labelled set (${LABELLED.length} transcripts)`,
		unit: 'ms',
		median: all.median,
		p95: all.p95,
		iterations: all.iterations
	});
	return results;
};
