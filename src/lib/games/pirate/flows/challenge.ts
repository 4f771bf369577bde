import { z } from 'zod';
import type { ActModel } from '$lib/engines/acts/model';
import {
	CAPTAIN_ID,
	captainOf,
	DifficultySchema,
	giveUp,
	newGame,
	PirateLanguageSchema,
	type PirateGame,
	type PiratePack
} from '$lib/games/pirate/engine';
import { offlineClient } from '$lib/llm/offline';
import { runPirateTurn } from './turn';

/**
 * docs/pirate.md "Challenge a friend": a finished game as a link — the captain (his id on the
 * ladder and his difficulty), the
 * language, the seed and the player's lines, compressed (deflate) and base64url-coded, capped in
 * size and checked with zod when opened; the friend's phone replays it through the same engine,
 * offline, and shows the same result.
 */
export const CHALLENGE_MAX_LINES = 40;
export const CHALLENGE_MAX_LINE = 600;
/** The coded part of the link, at most: a long game of long lines fits, a flood does not. */
export const CHALLENGE_MAX_CHARS = 12_000;
/** What a link may unpack to, at most (a small link cannot unpack into megabytes). */
const MAX_JSON = CHALLENGE_MAX_LINES * CHALLENGE_MAX_LINE * 4 + 1_000;

export const ChallengeSchema = z.object({
	v: z.literal(1),
	language: PirateLanguageSchema,
	difficulty: DifficultySchema,
	/** the captain of the ladder (docs/pirate.md "The ladder"); absent in links made before it */
	captain: z.string().regex(CAPTAIN_ID).optional(),
	seed: z
		.int()
		.min(0)
		.max(2 ** 31),
	lines: z.array(z.string().trim().min(1).max(CHALLENGE_MAX_LINE)).min(1).max(CHALLENGE_MAX_LINES),
	won: z.boolean()
});
export type Challenge = z.infer<typeof ChallengeSchema>;

/** The challenge of a finished game (null: still playing, or saved before games kept their seed). */
export const challengeOf = (game: PirateGame): Challenge | null => {
	if (game.status === 'playing' || game.seed === undefined) return null;
	const lines = game.history.filter((m) => m.role === 'player').map((m) => m.text);
	if (lines.length === 0 || lines.length > CHALLENGE_MAX_LINES) return null;
	return {
		v: 1,
		language: game.language,
		difficulty: game.difficulty,
		...(game.captain ? { captain: game.captain } : {}),
		seed: game.seed,
		lines,
		won: game.status === 'won'
	};
};

const toBase64Url = (bytes: Uint8Array): string =>
	btoa(String.fromCharCode(...bytes))
		.replaceAll('+', '-')
		.replaceAll('/', '_')
		.replace(/=+$/u, '');
const fromBase64Url = (text: string): Uint8Array =>
	Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

const pipe = async (bytes: Uint8Array, stream: CompressionStream | DecompressionStream, max: number) => {
	const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
	const parts: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.length;
		if (size > max) {
			await reader.cancel();
			throw new Error('too big');
		}
		parts.push(value);
	}
	const out = new Uint8Array(size);
	let at = 0;
	for (const p of parts) {
		out.set(p, at);
		at += p.length;
	}
	return out;
};

export const encodeChallenge = async (c: Challenge): Promise<string> =>
	toBase64Url(
		await pipe(new TextEncoder().encode(JSON.stringify(c)), new CompressionStream('deflate-raw'), MAX_JSON)
	);

export type DecodedChallenge = { ok: true; challenge: Challenge } | { ok: false; message: string };

/** Reads a link's code: too long, not a challenge, or a field out of bounds is said, never thrown. */
export const decodeChallenge = async (code: string): Promise<DecodedChallenge> => {
	if (code.length > CHALLENGE_MAX_CHARS) return { ok: false, message: 'the link is too long' };
	let json: unknown;
	try {
		const bytes = await pipe(fromBase64Url(code), new DecompressionStream('deflate-raw'), MAX_JSON);
		json = JSON.parse(new TextDecoder().decode(bytes));
	} catch {
		return { ok: false, message: 'the link is damaged' };
	}
	const parsed = ChallengeSchema.safeParse(json);
	return parsed.success
		? { ok: true, challenge: parsed.data }
		: { ok: false, message: `the link is not a game: ${parsed.error.issues[0]?.path.join('.') ?? ''}` };
};

/** A link whose captain this app's pack does not have, or who plays another difficulty. */
export class ChallengeCaptainError extends Error {}

/**
 * The friend's game replayed through the same engine, offline: the same captain, seed and lines.
 * A captain the pack lacks, or one who does not play the link's difficulty, is refused
 * (`ChallengeCaptainError`): the link was damaged or made by another version of the packs.
 */
export const replayChallenge = async (
	c: Challenge,
	pack: PiratePack,
	acts: ActModel
): Promise<PirateGame> => {
	const captain =
		pack.captains.find((x) => x.id === c.captain) ??
		(c.captain ? null : captainOf(pack, undefined, c.difficulty));
	if (!captain || captain.difficulty !== c.difficulty)
		throw new ChallengeCaptainError(
			`the link's captain "${c.captain}" is not on this ladder at ${c.difficulty}`
		);
	let game = newGame({
		id: `challenge-${c.seed}`,
		language: c.language,
		captain: captain.id,
		seed: c.seed,
		now: 0,
		pack
	});
	for (const text of c.lines) {
		if (game.status !== 'playing') break;
		game = (await runPirateTurn(game, text, pack, { llm: offlineClient, acts, now: () => 0 })).game;
	}
	return game.status === 'playing' ? giveUp(game, 0) : game;
};
