import { beforeAll, describe, expect, it } from 'vitest';
import { buildCallSitePrompts, type CALL_SITES, type CallSitePrompt } from '../../../bench/call-sites';
import { PERSONA_IDS } from '$lib/games/mole/engine/state';
import { estimateTokens } from '$lib/engines/kit/llm-request';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { PIRATE_LANGUAGES } from '$lib/games/pirate/engine';
import { NHIE_LANGUAGES } from '$lib/games/nhie/packs/nhie';
import { ON_DEVICE_PROMPT_BUDGET, promptSize } from './prompt-sizes';

/**
 * llm.md "Prompt budgets": every call site's largest prompt in a long, realistic game (the same
 * prompts `npm run bench -- prompts` reports) stays under ~1,500 estimated tokens, in each language.
 */
const LANGUAGES: Record<(typeof CALL_SITES)[number], readonly string[]> = {
	'escalation.pick': NHIE_LANGUAGES,
	'escalation.generate': NHIE_LANGUAGES,
	'risk.judge': ['en', 'ru'],
	'risk.npc': ['en', 'ru'],
	'pirate.merit': PIRATE_LANGUAGES,
	'pirate.response': PIRATE_LANGUAGES,
	'deduction.accusation': PERSONA_IDS,
	'deduction.gapfill': PERSONA_IDS,
	'deduction.whisper': PERSONA_IDS,
	'acts.read': ['en', 'ru', 'pl']
};

let prompts: CallSitePrompt[] = [];
const find = (site: string, language: string) => {
	const p = prompts.find((x) => x.site === site && x.language === language);
	if (!p) throw new Error(`no prompt for ${site} (${language})`);
	return p;
};
const tags = (p: CallSitePrompt) =>
	p.messages.reduce((n, m) => n + (m.content.match(/<\/player_message>/g)?.length ?? 0), 0);

describe('prompt budget per call site', () => {
	// plays a long game of every mode to collect the prompts: seconds on a loaded 2-core machine
	beforeAll(async () => {
		prompts = await buildCallSitePrompts();
	}, 60_000);

	it('builds a prompt for every call site in every language it supports, and nothing else', () => {
		const expected = Object.entries(LANGUAGES).flatMap(([site, langs]) => langs.map((l) => `${site} (${l})`));
		expect(prompts.map((p) => `${p.site} (${p.language})`).sort()).toEqual(expected.sort());
	});

	it('the worst cases are at the windows the engines keep', () => {
		for (const language of PIRATE_LANGUAGES) {
			// seed 004: the response sees system + the last 10 messages, the merit check the last 15
			expect(find('pirate.response', language).messages).toHaveLength(11);
			const merit = find('pirate.merit', language).messages.at(-1)!.content;
			expect(merit.split('\n').filter((l) => /^(Player|Pirate): /.test(l))).toHaveLength(15);
		}
		for (const language of ['en', 'ru']) expect(find('risk.npc', language).messages).toHaveLength(1 + 16);
		// seed 003: an accusation paraphrases at most three of its target's messages
		for (const language of PERSONA_IDS) expect(tags(find('deduction.accusation', language))).toBe(3);
	});

	it(`each stays within the on-device budget of ${ON_DEVICE_PROMPT_BUDGET} estimated tokens`, () => {
		expect(prompts.length).toBeGreaterThan(0);
		for (const p of prompts) {
			const size = promptSize(p);
			expect(size.tokens, `${p.site} (${p.language}): ${p.note}`).toBeLessThanOrEqual(
				ON_DEVICE_PROMPT_BUDGET
			);
			expect(size.withinOnDeviceBudget).toBe(true);
		}
	});

	// The estimate is only useful if it is close to what a tokenizer counts: a real BPE tokenizer
	// (o200k, gpt-tokenizer) on the same prompts, 4 tokens per message for the chat template.
	it("the estimate is at or above a real tokenizer's count on every prompt, and at most 1.5× it", () => {
		for (const p of prompts) {
			const counted = p.messages.reduce((n, m) => n + encode(m.content).length + 4, 0);
			const estimate = estimateTokens(p.messages);
			const label = `${p.site} (${p.language}): estimate ${estimate}, tokenizer ${counted}`;
			expect(estimate, label).toBeGreaterThanOrEqual(counted);
			expect(estimate, label).toBeLessThanOrEqual(1.5 * counted);
		}
	});
});
