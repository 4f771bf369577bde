import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mythsSaid } from './myths';
import { ScenarioSchema, type Scenario } from './scenario-schema';
import { suggestReplies, tacticOfLastLine } from './suggestions';
import type { TranscriptLine } from './types';

const dir = path.resolve(import.meta.dirname, '../../../../../question-packs/scenarios');
const load = (f: string): Scenario =>
	ScenarioSchema.parse(JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
const npc = (text: string): TranscriptLine => ({ role: 'npc', text });
const player = (text: string): TranscriptLine => ({ role: 'player', text });

describe('mythsSaid (docs/safe-choices.md "Myths set straight")', () => {
	const s = load('protection-myths.en.json');

	it('shows only the myths the character said, in the order said, with the line that said it', () => {
		const said = mythsSaid(s, [
			npc(s.opening),
			player('no'),
			npc("I got tested once last year, so I'm fine forever."),
			player('no'),
			npc("You can't catch anything if neither of us has symptoms."),
			player('You can’t catch anything if neither of us has symptoms?') // the teen quoting it is not the character
		]);
		expect(said.map((m) => m.myth.id)).toEqual(['tested-once', 'no-symptoms']);
		expect(said[0].quote).toBe("I got tested once last year, so I'm fine forever.");
	});

	it("finds a myth in a line a model worded, by its cues; the teen's words never count", () => {
		expect(
			mythsSaid(s, [npc('Honestly, DOCTORS just say that to scare you.')]).map((m) => m.myth.id)
		).toEqual(['doctors-scare']);
		expect(mythsSaid(s, [player('Doctors just say that stuff to scare people.')])).toEqual([]);
	});

	it('a chat where no myth came up shows none', () => {
		expect(
			mythsSaid(s, [npc(s.opening), player('No.'), npc('Why are you making this such a big deal?')])
		).toEqual([]);
	});
});

describe('suggestReplies (docs/safe-choices.md "Suggested replies")', () => {
	const s = load('online-stranger.en.json');
	const chat = [npc(s.opening), player('hi'), npc('i feel like i can tell you anything.')];
	const at = (turn: number, transcript = chat, stage = 0) =>
		suggestReplies(s, { stage, turn, seed: 7, transcript });

	it('offers three replies of different kinds: a strong no, a hedge and a yes', () => {
		const replies = at(2);
		expect(replies).toHaveLength(3);
		expect(new Set(replies.map((r) => r.kind))).toEqual(new Set(['firm', 'hedge', 'yes']));
		expect(new Set(at(3).map((r) => r.kind))).toEqual(new Set(['help', 'hedge', 'yes']));
	});

	it('the firm no names the tactic the character just used', () => {
		expect(tacticOfLastLine(s, chat)).toBe('flattery');
		const firm = at(2).find((r) => r.kind === 'firm')!;
		expect(s.suggestions![0].firm.flattery).toContain(firm.text);
		const guilt = [
			...chat,
			player('ok'),
			npc("i've told you so much about me and you barely share anything.")
		];
		expect(s.suggestions![0].firm.guilt).toContain(at(4, guilt).find((r) => r.kind === 'firm')!.text);
	});

	it("with a model's wording, the step's tactic picks the firm no", () => {
		const worded = [...chat.slice(0, 2), npc('ugh you never tell me anything, after all i shared 😢')];
		expect(tacticOfLastLine(s, worded)).toBeNull();
		const firm = suggestReplies(s, { stage: 0, turn: 2, seed: 7, transcript: worded, tactic: 'guilt' }).find(
			(r) => r.kind === 'firm'
		)!;
		expect(s.suggestions![0].firm.guilt).toContain(firm.text);
		const unknown = suggestReplies(s, { stage: 0, turn: 2, seed: 7, transcript: worded }).find(
			(r) => r.kind === 'firm'
		)!;
		expect(s.suggestions![0].firm.any).toContain(unknown.text);
	});

	it('varies turn to turn: each kind offers another line the next time it shows', () => {
		const line = (turn: number, kind: string) => at(turn, chat).find((r) => r.kind === kind)?.text;
		expect(line(2, 'firm')).not.toBe(line(4, 'firm'));
		expect(line(3, 'help')).not.toBe(line(5, 'help'));
		for (const kind of ['hedge', 'yes']) expect(line(2, kind)).not.toBe(line(3, kind));
		// the same turn of the same attempt offers the same replies (a reload shows what was there)
		expect(at(2)).toEqual(at(2));
	});

	it("takes the stage's own set", () => {
		const late = at(2, chat, 2);
		expect(s.suggestions![2].hedge).toContain(late.find((r) => r.kind === 'hedge')!.text);
		expect(s.suggestions![2].yes).toContain(late.find((r) => r.kind === 'yes')!.text);
	});

	it('a reply the teen already sent is not offered again while another is left', () => {
		const yes = at(2).find((r) => r.kind === 'yes')!.text;
		const sent = [...chat, player(yes), npc('yay! remember, this stays between us. delete the chat.')];
		for (let turn = 2; turn < 8; turn++) expect(at(turn, sent).map((r) => r.text)).not.toContain(yes);
	});

	it('a scenario without replies offers none', () => {
		expect(
			suggestReplies({ ...s, suggestions: undefined }, { stage: 0, turn: 1, seed: 1, transcript: chat })
		).toEqual([]);
	});
});
