import { readdirSync, readFileSync } from 'node:fs';
import { HelpPackSchema } from '$lib/games/safe-choices/engine/help-schema';
import { ScenarioSchema } from '$lib/games/safe-choices/engine/scenario-schema';
import { describe, expect, it } from 'vitest';

/**
 * One form of address (docs/architecture.md "Words"): the Russian UI says «вы» to the player,
 * everywhere — Safe choices' screens and its coach's notes included. Every catalogue of the app (each
 * `*messages.ts` and `refusals.ts`: the Russian text of every string and template literal in it), the
 * coach's texts and the Session zero pack are searched for the «ты» pronouns and the 2nd-person
 * singular verb forms (…ешь / …ишь); the GM is «ведущий», never «мастер». Words in «…» are a line
 * the player could say to a character ("назовите приём вслух: «Ты на меня давишь»"): inside the
 * fiction, «ты» stays, as the characters' own lines do (packs, `stronger-lines.ts`).
 */
const sources = import.meta.glob(
	[
		'/src/**/*messages.ts',
		'/src/**/refusals.ts',
		'/src/lib/games/safe-choices/engine/notes.ts',
		'/src/lib/games/safe-choices/engine/review-texts.ts',
		'!/src/lib/i18n/messages.ts'
	],
	{ eager: true, query: '?raw', import: 'default' }
) as Record<string, string>;

const TY =
	/(?<![\p{L}])(ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоих|твоего|твоей|твоим|твою|твоими)(?![\p{L}])/iu;
// 2nd person singular: «гуляешь», «решишь»; «лишь» (only) is no verb
const TY_VERB = /(?<![\p{L}])(?!лишь(?![\p{L}]))\p{L}{2,}(ешь|ёшь|ишь)(?![\p{L}])/iu;
// the singular imperative («договорись», «позвони»): the verbs a help text or a button tells the user to do
const TY_IMPERATIVE =
	/(?<![\p{L}])(договорись|обратись|позвони|напиши|расскажи|скажи|попроси|спроси|уйди|заблокируй|пожалуйся|сохрани|выбери|нажми|введи|попробуй|открой|подожди|отправь|посмотри|проверь|добавь|вернись|начни|поделись|скопируй|сыграй|ответь|запомни|подумай)(?![\p{L}])/iu;
/** A line's own words, without what it quotes in «…». */
const unquoted = (t: string) => t.replace(/«[^«»]*»/g, '«»');
const offending = (list: string[]) =>
	list.map(unquoted).filter((t) => TY.test(t) || TY_VERB.test(t) || TY_IMPERATIVE.test(t));
/** The Russian literals of a source file: '…', "…" and `…` holding Cyrillic. */
const russian = (src: string) =>
	[...src.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)]
		.map((m) => m[1] ?? m[2] ?? m[3])
		.filter((t) => /[а-яё]/i.test(t));

describe('one form of address in Russian: «вы»', () => {
	it('finds the catalogues, and would see a «ты» outside a quote but not inside one', () => {
		expect(Object.keys(sources).length).toBeGreaterThan(20);
		expect(Object.keys(sources)).toContain('/src/lib/games/safe-choices/views/messages.ts');
		expect(
			offending([
				'Тренируйся отказывать тому, кто на тебя давит.',
				'Здесь ты сомневаешься',
				'Договорись с родителями о кодовом слове.'
			])
		).toHaveLength(3);
		expect(offending(['Договоритесь с родителями о кодовом слове.'])).toEqual([]);
		expect(offending(['Назовите приём вслух, например «Ты на меня давишь».'])).toEqual([]);
	});

	for (const [file, src] of Object.entries(sources))
		it(`${file}: no «ты», no «мастер»`, () => {
			expect(offending(russian(src))).toEqual([]);
			expect(russian(src).filter((t) => /(?<![\p{L}])мастер(?!ск)/iu.test(t))).toEqual([]);
		});

	it('the Session zero pack says «вы»', () => {
		const pack = readFileSync('question-packs/questionnaire/session-zero.ru.json', 'utf8');
		const strings = [...pack.matchAll(/"(?:prompt|help|label|sub|title|description)": "([^"]*)"/g)].map(
			(m) => m[1]
		);
		expect(strings.length).toBeGreaterThan(100);
		expect(offending(strings)).toEqual([]);
		// one word for the GM: «ведущий», as in the lobby («мастерская», a workshop, is no GM)
		expect(strings.filter((t) => /(?<![\p{L}])мастер(?!ск)/iu.test(t))).toEqual([]);
	});

	// What a scenario's brief and help lists say to the teen (the character's lines are its own voice)
	it.each(readdirSync('question-packs/scenarios').filter((f) => f.endsWith('.ru.json')))(
		'the scenario %s says «вы» on its brief and in its help',
		(file) => {
			const s = ScenarioSchema.parse(JSON.parse(readFileSync(`question-packs/scenarios/${file}`, 'utf8')));
			const screen = [
				s.title,
				s.setting,
				...s.objectives,
				...(s.content_notes ?? []),
				...s.resources.flatMap((r) => [r.description ?? '']),
				...s.resources.map((r) => r.name).filter((n) => n !== 'Твоя территория.онлайн'), // a service's name
				...(s.myths ?? []).flatMap((m) => [m.claim, m.fact])
			];
			expect(offending(screen)).toEqual([]);
		}
	);

	it('the Russian help pack says «вы»', () => {
		const pack = HelpPackSchema.parse(JSON.parse(readFileSync('question-packs/help/help.ru.json', 'utf8')));
		expect(offending(pack.resources.flatMap((r) => [r.name, r.description ?? '']))).toEqual([]);
	});
});
