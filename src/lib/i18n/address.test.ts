import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One form of address (issue: Russian mixed «ты» and «вы»): the Russian UI says «вы» to the player,
 * everywhere. Every catalogue of the app (each `*messages.ts` and `refusals.ts`: the Russian text of
 * every string and template literal in it) and the Session zero pack are searched for the «ты»
 * pronouns and the 2nd-person singular verb forms (…ешь / …ишь); the GM is «ведущий», never «мастер».
 * Not yet: Safe choices (games/safe-choices/views), written for teenagers in «ты» together with its coach's
 * notes and model prompt (games/safe-choices/engine) — to be decided for that whole game, not word by word.
 */
const sources = import.meta.glob(
	[
		'/src/**/*messages.ts',
		'/src/**/refusals.ts',
		'!/src/lib/i18n/messages.ts',
		'!/src/lib/games/safe-choices/views/**'
	],
	{ eager: true, query: '?raw', import: 'default' }
) as Record<string, string>;

const TY =
	/(?<![\p{L}])(ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоих|твоего|твоей|твоим|твою|твоими)(?![\p{L}])/iu;
// 2nd person singular: «гуляешь», «решишь»; «лишь» (only) is no verb
const TY_VERB = /(?<![\p{L}])(?!лишь(?![\p{L}]))\p{L}{2,}(ешь|ёшь|ишь)(?![\p{L}])/iu;
const offending = (list: string[]) => list.filter((t) => TY.test(t) || TY_VERB.test(t));
/** The Russian literals of a source file: '…', "…" and `…` holding Cyrillic. */
const russian = (src: string) =>
	[...src.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)]
		.map((m) => m[1] ?? m[2] ?? m[3])
		.filter((t) => /[а-яё]/i.test(t));

describe('one form of address in Russian: «вы»', () => {
	it('finds the catalogues, and would see a «ты» (Safe choices, still in «ты», is caught)', () => {
		expect(Object.keys(sources).length).toBeGreaterThan(20);
		const safe = readFileSync('src/lib/games/safe-choices/views/messages.ts', 'utf8');
		expect(offending(russian(safe)).length).toBeGreaterThan(0);
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
});
