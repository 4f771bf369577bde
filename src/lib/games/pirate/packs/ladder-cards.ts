import type { Difficulty, PirateLanguage } from '$lib/games/pirate/engine/constants';

/**
 * What the start page shows of each captain of the ladder (docs/pirate.md "The ladder"): id,
 * difficulty, name and persona line in the pirate's language — a copy of the packs' `captains`
 * (question-packs/pirate/<lang>.json, the source), kept equal by ladder-cards.test.ts. A copy, not
 * an import: the packs' JSON would bring all three whole packs into the start page, which shows the
 * ladder before any game and without zod (docs/architecture.md "How a start page starts").
 */
export type CaptainCard = { id: string; difficulty: Difficulty; name: string; persona: string };

export const LADDER_CARDS: Readonly<Record<PirateLanguage, readonly CaptainCard[]>> = {
	en: [
		{
			id: 'redbeard',
			difficulty: 'easy',
			name: 'Captain Redbeard',
			persona: 'A gullible old sea dog who loves a tale, a compliment and a drop of rum.'
		},
		{
			id: 'silas',
			difficulty: 'easy',
			name: 'Silas the Sly',
			persona:
				'A smiling trader turned pirate: friendly, but he always asks why a visitor came today of all days.'
		},
		{
			id: 'crane',
			difficulty: 'medium',
			name: 'Captain Crane',
			persona:
				'A wary old captain who has been fooled before: he asks questions and looks for holes in every story.'
		},
		{
			id: 'jack',
			difficulty: 'hard',
			name: 'Iron Jack',
			persona: 'A paranoid captain who trusts no one and counts every lie.'
		},
		{
			id: 'grimm',
			difficulty: 'hard',
			name: 'Admiral Grimm',
			persona: 'The last and the coldest: he wants proof twice and his crew won over before he truly listens.'
		}
	],
	pl: [
		{
			id: 'redbeard',
			difficulty: 'easy',
			name: 'Kapitan Rudobrody',
			persona: 'Łatwowierny stary wilk morski, który kocha opowieści, komplementy i łyk rumu.'
		},
		{
			id: 'silas',
			difficulty: 'easy',
			name: 'Chytry Sylas',
			persona:
				'Uśmiechnięty kupiec, który został piratem: miły, ale zawsze pyta, czemu ktoś przychodzi akurat dziś.'
		},
		{
			id: 'crane',
			difficulty: 'medium',
			name: 'Kapitan Żuraw',
			persona:
				'Ostrożny stary kapitan, którego już kiedyś oszukano: zadaje pytania i szuka dziur w każdej historii.'
		},
		{
			id: 'jack',
			difficulty: 'hard',
			name: 'Żelazny Jacek',
			persona: 'Podejrzliwy kapitan, który nikomu nie ufa i liczy każde kłamstwo.'
		},
		{
			id: 'grimm',
			difficulty: 'hard',
			name: 'Admirał Grimm',
			persona:
				'Ostatni i najzimniejszy: dwa razy żąda dowodu i chce mieć za sobą załogę, zanim naprawdę zacznie słuchać.'
		}
	],
	ru: [
		{
			id: 'redbeard',
			difficulty: 'easy',
			name: 'Капитан Рыжая Борода',
			persona: 'Доверчивый старый морской волк: любит байки, комплименты и глоток рома.'
		},
		{
			id: 'silas',
			difficulty: 'easy',
			name: 'Хитрый Сайлас',
			persona:
				'Улыбчивый торговец, ставший пиратом: приветлив, но всегда спрашивает, почему гость пришёл именно сегодня.'
		},
		{
			id: 'crane',
			difficulty: 'medium',
			name: 'Капитан Журавль',
			persona:
				'Осторожный старый капитан, которого уже обманывали: задаёт вопросы и ищет дыры в каждой истории.'
		},
		{
			id: 'jack',
			difficulty: 'hard',
			name: 'Железный Джек',
			persona: 'Подозрительный капитан: никому не верит и считает каждое враньё.'
		},
		{
			id: 'grimm',
			difficulty: 'hard',
			name: 'Адмирал Гримм',
			persona:
				'Последний и самый холодный: дважды требует доказательств и хочет, чтобы команда была на стороне гостя, прежде чем он по-настоящему выслушает.'
		}
	]
};

/** The ladder's order (the same in every language: captains.test.ts). */
export const LADDER_IDS: readonly string[] = LADDER_CARDS.en.map((c) => c.id);

/** A captain's card in a language (undefined: not on the built-in ladder). */
export const cardOf = (language: PirateLanguage, id: string | undefined): CaptainCard | undefined =>
	LADDER_CARDS[language].find((c) => c.id === id);

/** The captain of a game: its own, or (saved before the ladder) its difficulty's first. */
export const captainIdOf = (game: { captain?: string; difficulty: Difficulty }): string =>
	game.captain ?? LADDER_CARDS.en.find((c) => c.difficulty === game.difficulty)?.id ?? LADDER_IDS[0];
