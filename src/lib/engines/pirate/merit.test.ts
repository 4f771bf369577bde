import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../kit/llm-request';
import {
	buildMeritRequest,
	formatConversation,
	hasEarnedIt,
	MERIT_PROMPT_BUDGET,
	MeritOutputSchema,
	offlineMerit
} from './merit';
import { DIFFICULTIES, type ConversationMessage } from './schema';

const p = (text: string): ConversationMessage => ({ role: 'player', text, refusal: false });
const r = (text: string, refusal = true): ConversationMessage => ({ role: 'pirate', text, refusal });
const long = Array.from({ length: 15 }, (_, i) => `word${i}`).join(' ');

describe('offline merit (pirate.md "Merit", fallback, exactly)', () => {
	it('counts unique strategies, player turns, personas, long messages and turns after a refusal', () => {
		const history = [
			r('Ahoy', false),
			p('hi'),
			r('No.'),
			p(long),
			r('Har', false),
			p('again'),
			r('No!'),
			p(long)
		];
		const m = offlineMerit({
			history,
			strategies: ['flattery', 'bribery', 'flattery'],
			personas: ['merchant'],
			difficulty: 'easy'
		});
		// 2 unique strategies ×5; 4 player turns ×2; 1 persona ×3 + 2 long ×2; 2 turns after a refusal ×4
		expect(m).toEqual({
			strategy_variety: 10,
			conversation_depth: 8,
			creativity: 7,
			persistence: 8,
			total: 33,
			source: 'fallback'
		});
	});
	it('caps each component at its range (30/25/25/20)', () => {
		const history = Array.from({ length: 40 }, (_, i) =>
			i % 2 ? p(long) : r('No.')
		) as ConversationMessage[];
		const m = offlineMerit({
			history,
			strategies: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
			personas: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
			difficulty: 'hard'
		});
		expect(m).toMatchObject({
			strategy_variety: 30,
			conversation_depth: 25,
			creativity: 25,
			persistence: 20,
			total: 100
		});
	});
	it('property: components equal the spec formula and total is their sum', () => {
		const msg = fc.record({
			role: fc.constantFrom('player' as const, 'pirate' as const),
			text: fc.array(fc.constantFrom('arr', 'gold', 'ship'), { maxLength: 20 }).map((w) => w.join(' ')),
			refusal: fc.boolean()
		});
		fc.assert(
			fc.property(
				fc.array(msg, { maxLength: 40 }),
				fc.array(fc.string(), { maxLength: 10 }),
				fc.array(fc.string(), { maxLength: 10 }),
				(h, s, pe) => {
					const m = offlineMerit({ history: h, strategies: s, personas: pe, difficulty: 'medium' });
					const players = h.filter((x) => x.role === 'player');
					const longN = players.filter((x) => x.text.split(' ').filter(Boolean).length >= 15).length;
					let after = 0;
					h.forEach((x, i) => {
						if (x.role === 'player' && i > 0 && h[i - 1].role === 'pirate' && h[i - 1].refusal) after++;
					});
					expect(m.strategy_variety).toBe(Math.min(30, 5 * new Set(s).size));
					expect(m.conversation_depth).toBe(Math.min(25, 2 * players.length));
					expect(m.creativity).toBe(Math.min(25, 3 * new Set(pe).size + 2 * longN));
					expect(m.persistence).toBe(Math.min(20, 4 * after));
					expect(m.total).toBe(m.strategy_variety + m.conversation_depth + m.creativity + m.persistence);
				}
			)
		);
	});
});

describe('model output', () => {
	it('clamps each component and computes the total in code, ignoring the model’s total', () => {
		const out = MeritOutputSchema.parse({
			strategy_variety: 45,
			conversation_depth: -3,
			creativity: '12',
			persistence: 20,
			total: 99
		});
		expect(out).toEqual({
			strategy_variety: 30,
			conversation_depth: 0,
			creativity: 12,
			persistence: 20,
			total: 62,
			source: 'llm'
		});
	});
	it('rejects missing or non-numeric fields (then the flow uses the offline formula)', () => {
		expect(MeritOutputSchema.safeParse({ strategy_variety: 5 }).success).toBe(false);
		expect(
			MeritOutputSchema.safeParse({
				strategy_variety: 'lots',
				conversation_depth: 1,
				creativity: 1,
				persistence: 1
			}).success
		).toBe(false);
	});
});

describe('thresholds (seed 004: easy 40, medium 60, hard 80)', () => {
	it.each([
		['easy', 40],
		['medium', 60],
		['hard', 80]
	] as const)('%s earns at %i and not one below', (d, t) => {
		expect(hasEarnedIt(t, d)).toBe(true);
		expect(hasEarnedIt(t - 1, d)).toBe(false);
	});
});

describe('merit prompt (seed 004 "Build Evaluation Prompt")', () => {
	const history = Array.from({ length: 20 }, (_, i) =>
		i % 2 ? p(`player line ${i}`) : r(`pirate line ${i}`)
	);
	it('uses the last 15 messages, labelled Player/Pirate, player text delimited as data', () => {
		const text = formatConversation(history);
		expect(text.split('\n')).toHaveLength(15);
		expect(text).not.toContain('line 4\n');
		expect(text).toContain('Player: <player_message>player line 19</player_message>');
		expect(text).toContain('Pirate: pirate line 18');
	});
	it.each(DIFFICULTIES)('names strategies, personas and difficulty %s; temperature 0.3, 500 tokens', (d) => {
		const spec = buildMeritRequest({ history, strategies: ['bribery'], personas: ['priest'], difficulty: d });
		const user = spec.messages[1].content;
		expect(user).toContain(`Difficulty: ${d}`);
		expect(user).toContain('bribery');
		expect(user).toContain('priest');
		expect(spec.temperature).toBe(0.3);
		expect(spec.maxTokens).toBe(500);
		expect(spec.fallback.source).toBe('fallback');
	});
	it('drops the oldest lines when long messages would exceed the on-device budget (llm.md)', () => {
		const long = Array.from({ length: 20 }, (_, i) =>
			i % 2 ? p(`player ${i} ${'x'.repeat(590)}`) : r(`pirate ${i} ${'y'.repeat(300)}`)
		);
		const spec = buildMeritRequest({ history: long, strategies: [], personas: [], difficulty: 'hard' });
		expect(estimateTokens(spec.messages)).toBeLessThanOrEqual(MERIT_PROMPT_BUDGET);
		const user = spec.messages[1].content;
		expect(user).toContain('player 19 ');
		expect(user).not.toContain('pirate 4 ');
		// short conversations keep the seed's full 15-message window
		const short = buildMeritRequest({ history, strategies: [], personas: [], difficulty: 'hard' });
		expect(short.messages[1].content).toContain(formatConversation(history));
	});
});
