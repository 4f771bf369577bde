import { actsPrompts } from './acts';
import { LargestPrompts, type CallSitePrompt } from './collect';
import { deductionPrompts } from './mole';
import { escalationPrompts } from './nhie';
import { piratePrompts } from './pirate';
import { riskPrompts } from './safe-choices';

/**
 * Every LLM call site of the app, in every content language it supports, with the largest prompt
 * its engine builds in a long, realistic game (llm.md "Prompt budgets"). Shared by
 * bench/prompts.bench.ts and src/lib/llm/prompt-budget.test.ts.
 */
export type { CallSitePrompt };

export const CALL_SITES = [
	'escalation.pick',
	'escalation.generate',
	'risk.judge',
	'risk.npc',
	'pirate.merit',
	'pirate.response',
	'deduction.accusation',
	'deduction.gapfill',
	'deduction.whisper',
	'acts.read'
] as const;

export const buildCallSitePrompts = async (): Promise<CallSitePrompt[]> => {
	const out = new LargestPrompts();
	escalationPrompts(out);
	riskPrompts(out);
	await piratePrompts(out);
	deductionPrompts(out);
	actsPrompts(out);
	const order = (p: CallSitePrompt) => CALL_SITES.indexOf(p.site as (typeof CALL_SITES)[number]);
	return out.list().sort((a, b) => order(a) - order(b) || a.language.localeCompare(b.language));
};
