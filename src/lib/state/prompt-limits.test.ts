import { describe, expect, it } from 'vitest';
import { memoryApp } from '$lib/app/testing/memory-app';
import { estimateTokens, PROMPT_BUDGET } from '$lib/engines/kit/llm-request';
import { buildResponseRequest, PIRATE_LANGUAGES, type ConversationMessage } from '$lib/games/pirate/engine';
import { buildNpcRequest, startNpc, type TranscriptLine } from '$lib/games/safe-choices/engine';
import { MAX_MESSAGE_LENGTH } from '$lib/games/pirate/state/game.svelte';
import { MAX_REPLY_LENGTH } from '$lib/games/safe-choices/state/session.svelte';

/**
 * llm.md "Prompt budgets": a prompt stays under ~1,500 tokens for on-device models, trimming the
 * history first — also when every message is as long as the page lets a player type (600 characters
 * to the pirate, 500 in a role-play), in a non-Latin script that costs the most tokens.
 */
const app = memoryApp();
const long = (n: number, language: string) =>
	(language === 'en' ? 'Arr, listen well to me now. ' : 'Послушай меня внимательно, капитан. ')
		.repeat(40)
		.slice(0, n);

describe('the longest messages a player can type keep each prompt within the on-device budget', () => {
	it('pirate.response: the newest messages that fit, the player’s last one always', async () => {
		for (const language of PIRATE_LANGUAGES) {
			const pack = await app.packs.pirate.builtin(language);
			const history: ConversationMessage[] = Array.from({ length: 12 }, (_, i) => ({
				role: i % 2 ? 'player' : 'pirate',
				text: long(i % 2 ? MAX_MESSAGE_LENGTH : 250, language === 'en' ? 'en' : 'ru') + ` #${i}`
			})) as ConversationMessage[];
			const req = buildResponseRequest({
				pack,
				difficulty: 'hard',
				earned: false,
				history,
				fallback: 'Arr.'
			});
			expect(estimateTokens(req.messages), language).toBeLessThanOrEqual(PROMPT_BUDGET);
			expect(req.messages[0].role).toBe('system');
			expect(req.messages.at(-1)!.content).toContain('#11');
			expect(req.messages.length).toBeGreaterThan(2);
		}
	});

	it('risk.npc: the newest turns that fit, the player’s last reply always', async () => {
		for (const language of ['en', 'ru'] as const) {
			const scenario = (await app.packs.safe.scenarios(language)).flatMap((r) =>
				r.ok ? [r.scenario] : []
			)[0];
			const history: TranscriptLine[] = Array.from({ length: 17 }, (_, i) => ({
				role: i % 2 ? 'player' : 'npc',
				text: long(i % 2 ? MAX_REPLY_LENGTH : 300, language) + ` #${i}`
			}));
			history.push({ role: 'player', text: long(MAX_REPLY_LENGTH, language) + ' #last' });
			const req = buildNpcRequest(scenario, startNpc(scenario, 1), history, language);
			expect(estimateTokens(req.messages), language).toBeLessThanOrEqual(PROMPT_BUDGET);
			expect(req.messages.at(-1)!.content).toContain('#last');
			expect(req.messages.length).toBeGreaterThan(2);
		}
	});
});
