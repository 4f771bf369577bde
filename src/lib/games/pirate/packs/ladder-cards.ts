import { captains as en } from '../../../../../question-packs/pirate/en.json';
import { captains as pl } from '../../../../../question-packs/pirate/pl.json';
import { captains as ru } from '../../../../../question-packs/pirate/ru.json';
import type { Difficulty, PirateLanguage } from '$lib/games/pirate/engine/constants';

/**
 * What the start page shows of each captain of the ladder (docs/pirate.md "The ladder"): id,
 * difficulty, name and persona line in the pirate's language. Named imports, without zod: the start
 * page shows the ladder before any game (docs/architecture.md "How a start page starts"); the same
 * captains are checked by the pack schema when a game loads its pack, and by the pack tests.
 */
export type CaptainCard = { id: string; difficulty: Difficulty; name: string; persona: string };

const cards = (cs: readonly CaptainCard[]): CaptainCard[] =>
	cs.map(({ id, difficulty, name, persona }) => ({ id, difficulty, name, persona }));

export const LADDER_CARDS: Readonly<Record<PirateLanguage, CaptainCard[]>> = {
	en: cards(en as CaptainCard[]),
	pl: cards(pl as CaptainCard[]),
	ru: cards(ru as CaptainCard[])
};

/** The ladder's order (the same in every language: captains.test.ts). */
export const LADDER_IDS: readonly string[] = LADDER_CARDS.en.map((c) => c.id);

/** A captain's card in a language (undefined: not on the built-in ladder). */
export const cardOf = (language: PirateLanguage, id: string | undefined): CaptainCard | undefined =>
	LADDER_CARDS[language].find((c) => c.id === id);

/** The captain of a game: its own, or (saved before the ladder) its difficulty's first. */
export const captainIdOf = (game: { captain?: string; difficulty: Difficulty }): string =>
	game.captain ?? LADDER_CARDS.en.find((c) => c.difficulty === game.difficulty)?.id ?? LADDER_IDS[0];
