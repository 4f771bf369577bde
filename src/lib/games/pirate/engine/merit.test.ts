import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateTokens } from '$lib/engines/kit/llm-request';
import {
	buildMeritRequest,
	formatConversation,
	hasEarnedIt,
	MERIT_PROMPT_BUDGET,
	MeritOutputSchema,
	offlineMerit
} from './merit';
import { DIFFICULTIES, type ConversationMessage } from './schema';
import { detectEvidence } from './detect';
import { FALLBACK, scoreLines } from './merit-fallback';
import { loadPackSync } from './testing/packs';
import { DETERMINED_PLAYER } from './testing/scripts';
import { disguised } from '$lib/engines/kit/testing/obfuscate';

const r = (text: string, refusal = true): ConversationMessage => ({ role: 'pirate', text, refusal });
const en = loadPackSync('en');
/** A player line as beginTurn records it: with the evidence detect.ts finds in it. */
const p = (text: string): ConversationMessage => ({
	role: 'player',
	text,
	refusal: false,
	...detectEvidence(text, en)
});
const merit = (history: ConversationMessage[]) =>
	offlineMerit({ history, strategies: [], personas: [], difficulty: 'easy' });
const refused = (lines: string[]) => lines.flatMap((t) => [p(t), r('No.')]);

describe('offline merit (pirate.md "Merit", fallback: argument quality, not volume)', () => {
	const good = DETERMINED_PLAYER.en[2]; // merchant + bribery, 23 words

	it('a repeated line adds nothing after its first time, nor a near-duplicate of it', () => {
		const once = merit(refused([good]));
		expect(once.total).toBeGreaterThan(0);
		expect(merit(refused(Array(10).fill(good)))).toEqual(once);
		expect(merit(refused([good, `${good} Arr!`, good.replace('ten', 'twenty')]))).toEqual(once);
		const lines = scoreLines(refused([good, good]));
		expect(lines.map((l) => l.verdict)).toEqual(['counted', 'repeat']);
	});

	it('property: a repeat disguised with look-alike letters, invisible characters, case or accents is still a repeat', () => {
		fc.assert(
			fc.property(disguised(good, ['invisible', 'homoglyph', 'casing', 'diacritic']), (again) => {
				expect(scoreLines(refused([good, again]))[1].verdict).toBe('repeat');
			}),
			{ numRuns: 50 }
		);
	});

	it('filler and lines with no strategy or persona shown add nothing', () => {
		const filler = Array.from({ length: 10 }, () => p(Array(20).fill('blah').join(' ')));
		expect(merit(filler).total).toBe(0);
		const offTopic = [
			'The palm trees on the island look lovely at sunset, I could watch them all day long.',
			'There was a storm last week and the harbour is full of broken boats and wet nets.',
			'My favourite colour is blue like the sea, and I like fish soup with bread on Sundays.'
		];
		expect(merit(offTopic.map(p)).total).toBe(0);
		expect(scoreLines(offTopic.map(p)).every((l) => l.verdict === 'no_evidence')).toBe(true);
	});

	it('a bare keyword is not a case: a line needs a few words of context', () => {
		expect(scoreLines([p('Trust me, captain.')])[0].verdict).toBe('thin');
	});

	it('persistence counts new attempts right after a refusal, not lines after a brush-off', () => {
		const a = DETERMINED_PLAYER.en[1];
		const b = DETERMINED_PLAYER.en[3];
		expect(merit([p(good), r('No.'), p(a), r('No.'), p(b)]).persistence).toBeGreaterThan(0);
		expect(merit([p(good), r('Tell me more', false), p(a), r('Hm', false), p(b)]).persistence).toBe(0);
	});

	it('one line adds at most the turn cap, and later lines of the same kind add less', () => {
		const lines = scoreLines(refused(DETERMINED_PLAYER.en.slice(0, 12)));
		for (const l of lines) {
			const sum =
				l.gains.strategy_variety + l.gains.conversation_depth + l.gains.creativity + l.gains.persistence;
			expect(sum).toBeLessThanOrEqual(FALLBACK.TURN_CAP + 1e-9);
		}
	});

	it('caps each component at its range (30/25/25/20) however long the game', () => {
		const m = merit(refused(DETERMINED_PLAYER.en));
		expect(m.strategy_variety).toBeLessThanOrEqual(30);
		expect(m.conversation_depth).toBeLessThanOrEqual(25);
		expect(m.creativity).toBeLessThanOrEqual(25);
		expect(m.persistence).toBeLessThanOrEqual(20);
		expect(m.total).toBe(m.strategy_variety + m.conversation_depth + m.creativity + m.persistence);
	});

	it('property: never decreases as lines are added, and pure', () => {
		const pool = [...DETERMINED_PLAYER.en, 'blah blah blah', 'give me the treasure', 'Trust me.'];
		fc.assert(
			fc.property(fc.array(fc.constantFrom(...pool), { maxLength: 25 }), (texts) => {
				const h = refused(texts);
				let last = 0;
				for (let i = 1; i <= h.length; i++) {
					const t = merit(h.slice(0, i)).total;
					expect(t).toBeGreaterThanOrEqual(last);
					last = t;
				}
				expect(merit(h)).toEqual(merit(h));
			})
		);
	});

	it('lines saved before evidence was recorded count for nothing (no crash)', () => {
		expect(merit([{ role: 'player', text: good, refusal: false }]).total).toBe(0);
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
