import { beforeAll, describe, expect, it } from 'vitest';
import { loadActModel, type ActModel } from '$lib/engines/acts/model';
import { newGame, type PirateGame } from '$lib/games/pirate/engine';
import { loadPackSync } from '$lib/games/pirate/engine/testing/packs';
import { DETERMINED_PLAYER, LAZY_PLAYER } from '$lib/games/pirate/engine/testing/scripts';
import { offlineClient } from '$lib/llm/offline';
import {
	CHALLENGE_MAX_CHARS,
	challengeOf,
	decodeChallenge,
	encodeChallenge,
	ChallengeCaptainError,
	replayChallenge,
	type Challenge
} from './challenge';
import { runPirateTurn } from './turn';

let acts: ActModel;
beforeAll(async () => {
	acts = await loadActModel();
});
const pack = loadPackSync('en');
const played = async (lines: string[], seed: number, captain = 'redbeard') => {
	let game: PirateGame = newGame({ id: 'c', language: 'en', captain, seed, now: 0, pack });
	for (const text of lines) {
		if (game.status !== 'playing') break;
		game = (await runPirateTurn(game, text, pack, { llm: offlineClient, acts, now: () => 0 })).game;
	}
	return game;
};

describe('challenge link (docs/pirate.md "Challenge a friend")', () => {
	it('a finished game becomes a link that replays to the same result, line for line', async () => {
		const game = await played(DETERMINED_PLAYER.en, 1234);
		expect(game.status).toBe('won');
		const code = await encodeChallenge(challengeOf(game)!);
		expect(code).toMatch(/^[A-Za-z0-9_-]+$/u);
		expect(code.length).toBeLessThan(JSON.stringify(challengeOf(game)).length);
		const opened = await decodeChallenge(code);
		if (!opened.ok) throw new Error(opened.message);
		const again = await replayChallenge(opened.challenge, pack, acts);
		expect(again.status).toBe('won');
		expect(again.turns.map((t) => t.merit.total)).toEqual(game.turns.map((t) => t.merit.total));
		expect(again.history.map((m) => m.text)).toEqual(game.history.map((m) => m.text));
	});

	it('a game given up replays as given up; a game under way has no link', async () => {
		const game = await played([LAZY_PLAYER.en, LAZY_PLAYER.en], 9);
		expect(challengeOf(game)).toBeNull();
		const c = challengeOf({ ...game, status: 'gave_up' })!;
		const again = await replayChallenge(c, pack, acts);
		expect(again.status).toBe('gave_up');
		expect(again.turns).toHaveLength(2);
	});

	it('says what is wrong with a bad link, never throws: damaged, too long, out of bounds', async () => {
		expect(await decodeChallenge('not-a-link')).toMatchObject({ ok: false });
		expect(await decodeChallenge('A'.repeat(CHALLENGE_MAX_CHARS + 1))).toEqual({
			ok: false,
			message: 'the link is too long'
		});
		const bad = { v: 1, language: 'en', difficulty: 'impossible', seed: 1, lines: ['hi'], won: false };
		const r = await decodeChallenge(await encodeChallenge(bad as unknown as Challenge));
		expect(r).toEqual({ ok: false, message: 'the link is not a game: difficulty' });
		const long = { v: 1, language: 'en', difficulty: 'easy', seed: 1, lines: ['x'.repeat(601)], won: false };
		expect(await decodeChallenge(await encodeChallenge(long as Challenge))).toMatchObject({ ok: false });
	});

	it('a link names its captain and replays against him (docs/pirate.md "The ladder")', async () => {
		const game = await played(DETERMINED_PLAYER.en, 77, 'silas');
		const c = challengeOf(game)!;
		expect(c).toMatchObject({ captain: 'silas', difficulty: 'easy' });
		const opened = await decodeChallenge(await encodeChallenge(c));
		if (!opened.ok) throw new Error(opened.message);
		const again = await replayChallenge(opened.challenge, pack, acts);
		expect(again.captain).toBe('silas');
		expect(again.history.map((m) => m.text)).toEqual(game.history.map((m) => m.text));
		// Silas asks "why now" first: not Redbeard's game replayed under his name
		expect(again.history[0].raised).toBe('why_now');
		// a link made before the ladder plays the difficulty's first captain
		const { captain: _none, ...old } = c;
		expect((await replayChallenge(old, pack, acts)).captain).toBe('redbeard');
	});

	it('a captain this ladder lacks, or one at another difficulty, is refused in words', async () => {
		const c = challengeOf(await played(DETERMINED_PLAYER.en, 5))!;
		await expect(replayChallenge({ ...c, captain: 'blackbeard' }, pack, acts)).rejects.toThrow(
			ChallengeCaptainError
		);
		await expect(replayChallenge({ ...c, captain: 'grimm' }, pack, acts)).rejects.toThrow(
			'the link\'s captain "grimm" is not on this ladder at easy'
		);
		const bad = await decodeChallenge(await encodeChallenge({ ...c, captain: 'Black Beard!' }));
		expect(bad).toEqual({ ok: false, message: 'the link is not a game: captain' });
	});

	it('a small link cannot unpack into a flood', async () => {
		const flood = { v: 1, lines: ['a'.repeat(500_000)] };
		const code = await encodeChallenge(flood as unknown as Challenge).catch(() => null);
		// either it cannot be made, or it is refused when opened
		if (code !== null) expect((await decodeChallenge(code)).ok).toBe(false);
	});
});
