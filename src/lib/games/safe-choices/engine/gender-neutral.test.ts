import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTE_TEXTS, POLISH } from './notes';
import { REVIEW_TEXTS } from './review-texts';
import { ScenarioSchema } from './scenario-schema';
import { strongerLine } from './stronger-lines';
import { TACTICS } from './tactics';

/**
 * The player may be a girl or a boy: a Russian line the app offers the player to say (a suggested
 * reply, the coach's stronger line or example) must not mark the speaker's gender
 * (docs/safe-choices.md "Suggested replies"). The character's own lines may; they are not scanned.
 */
const W = '[\\p{L}-]';
// «сначала» ends like a past verb and is not one
const PAST = `(?!сначала(?!${W}))${W}+(?:л|ла|лся|лась)`;
const SHORT = '(?:готов|готова|уверен|уверена|согласен|согласна|рад|рада|должен|должна|обязан|обязана)';
const MARKED: readonly RegExp[] = [
	// «я решил», «я так решила», «я не готов», «я уже должна»
	new RegExp(`(?<!${W})я(?:\\s+(?:не|так|уже|бы|же|ведь|тоже|точно))*\\s+(?:${PAST}|${SHORT})(?!${W})`, 'iu'),
	// a clause that opens with a past verb or a short adjective: «Решил.», «Нет, не готова.»
	new RegExp(`(?:^|[.!?…,—:«]\\s*)(?:не\\s+)?(?:${PAST}|${SHORT})(?!${W})`, 'iu'),
	// «сам», «сама» anywhere: «я сам решу»
	/(?<![\p{L}-])(?:сам|сама)(?![\p{L}-])/iu
];
const genderMarked = (text: string): boolean => MARKED.some((re) => re.test(text));

const dir = path.resolve(import.meta.dirname, '../../../../../question-packs/scenarios');
const ruPacks = readdirSync(dir).filter((f) => f.endsWith('.ru.json'));

/** Every string in a catalogue, its functions called with neutral stand-ins for the player's words. */
const textsOf = (value: unknown): string[] => {
	if (typeof value === 'string') return [value];
	if (typeof value === 'function')
		return [false, true].map((told) => (value as (...a: unknown[]) => string)('Х', 'Х', { no: 'Х', told }));
	if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
	return [];
};

describe('Russian lines offered to the player are gender-neutral', () => {
	it('the check catches gender-marked first-person forms and lets neutral ones through', () => {
		for (const marked of [
			'Нет. Я так решил.',
			'Ты льстишь, чтобы я согласился.',
			'Я не готова.',
			'Не уверен. Может, потом?',
			'Ладно, понял.',
			'Я сама решу.'
		])
			expect(genderMarked(marked), marked).toBe(true);
		for (const neutral of [
			'Нет. Это моё решение.',
			'Тренер не должен о таком просить. Нет.',
			'Ладно, один раз.',
			'Хорошо, твоя взяла.',
			'Я расскажу маме.',
			'Сначала поговорю с врачом.'
		])
			expect(genderMarked(neutral), neutral).toBe(false);
	});

	it.each(ruPacks)('%s: every suggested reply', (f) => {
		const s = ScenarioSchema.parse(JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
		const replies = (s.suggestions ?? []).flatMap((set) => [
			...Object.values(set.firm).flat(),
			...set.help,
			...set.hedge,
			...set.yes
		]);
		expect(replies.length).toBeGreaterThan(0);
		expect(replies.filter((l) => l !== undefined && genderMarked(l))).toEqual([]);
	});

	it('the coach’s stronger lines', () => {
		const lines = new Set<string>();
		for (const tactic of [...TACTICS, null])
			for (const kind of ['no', 'name'] as const)
				for (let n = 0; n < 6; n++) lines.add(strongerLine('ru', tactic, kind, n));
		expect([...lines].filter(genderMarked)).toEqual([]);
	});

	it('the coach’s notes and per-turn review, with their example lines', () => {
		const texts = textsOf([REVIEW_TEXTS.ru, NOTE_TEXTS.ru, POLISH.ru]);
		expect(texts.length).toBeGreaterThan(20);
		expect(texts.filter(genderMarked)).toEqual([]);
	});
});
