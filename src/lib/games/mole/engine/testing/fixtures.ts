import en from '../../../../../../question-packs/deduction/en.json';
import ru from '../../../../../../question-packs/deduction/ru.json';
import sv from '../../../../../../question-packs/deduction/sv.json';
import { loadActModel } from '$lib/engines/acts';
import type { Seat } from '$lib/engines/kit/lobby-game';
import { actToneReader, type ToneReader } from '../tone';
import { PersonaPackSchema, type PersonaPack } from '../persona';
import type { PublicRecord } from '../actions';
import { teamApproved } from '../rules';
import type { TeamVote } from '$lib/games/mole/engine/state';
import type { AnalysedMessage } from '../types';

/** Test-only helpers: the built-in personas parsed, seats and message builders. */
export const PERSONAS = {
	sv: PersonaPackSchema.parse(sv),
	en: PersonaPackSchema.parse(en),
	ru: PersonaPackSchema.parse(ru)
} satisfies Record<string, PersonaPack>;

/** The shipped act model (docs/acts.md), loaded once (its own chunk, as in the app). */
export const ACT_MODEL = await loadActModel();
/** The act model's tone reader per persona language. */
export const READ = {
	sv: actToneReader(ACT_MODEL, 'sv'),
	en: actToneReader(ACT_MODEL, 'en'),
	ru: actToneReader(ACT_MODEL, 'ru')
} satisfies Record<string, ToneReader>;

/** Five named players (the narrator's tests of public actions). */
export const FIVE_PLAYERS = [
	{ id: 'p1', name: 'Ana' },
	{ id: 'p2', name: 'Bo' },
	{ id: 'p3', name: 'Cid' },
	{ id: 'p4', name: 'Dee' },
	{ id: 'p5', name: 'Fay' }
];
export const FIVE_IDS = FIVE_PLAYERS.map((p) => p.id);

export const seats = (n: number): Seat[] =>
	Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player${i + 1}`, isHost: i === 0 }));

let nextMessageId = 1;
export const msg = (player: string, round: number, at: number, text = 'ok'): AnalysedMessage => ({
	id: nextMessageId++,
	player,
	text,
	round,
	at
});

/** `n` neutral messages of one player spread inside [from, to). */
export const spread = (player: string, round: number, n: number, from: number, to: number, text = 'ok') =>
	Array.from({ length: n }, (_, i) => msg(player, round, from + ((to - from) * (i + 0.5)) / n, text));

/** One round of public actions as a script gives them (the sim): proposals, the result, the vote. */
export type ScriptedRound = {
	proposals: readonly {
		leader: string;
		team: readonly string[];
		votes: Readonly<Record<string, TeamVote>>;
	}[];
	/** The revealed mission result of the approved team (a count, never who). */
	sabotages?: number;
	/** The banishment vote after the round's discussion: voter → target or 'skip'. */
	banish: Readonly<Record<string, string>>;
};

/**
 * The public record of scripted rounds, by the game's rules: a strict majority of the votes cast
 * approves; the first approved team goes on the mission. As in the sim's scripts, every player of
 * `players` not listed votes approve (a cast vote, never one made up for an absent player).
 */
export const scriptedRecord = (
	rounds: readonly ScriptedRound[],
	players: readonly string[]
): PublicRecord => {
	const record = {
		proposals: [] as PublicRecord['proposals'][number][],
		missions: [] as PublicRecord['missions'][number][],
		banishments: [] as PublicRecord['banishments'][number][]
	};
	rounds.forEach((r, i) => {
		const round = i + 1;
		let sent = false;
		for (const p of r.proposals) {
			const votes = Object.fromEntries(players.map((id) => [id, p.votes[id] ?? ('approve' as const)]));
			const approved = sent ? null : teamApproved(votes);
			record.proposals.push({ round, leader: p.leader, team: p.team, votes, approved });
			if (approved) {
				sent = true;
				record.missions.push({
					round,
					leader: p.leader,
					team: p.team,
					sabotages: r.sabotages ?? 0,
					forfeit: false
				});
			}
		}
		if (Object.keys(r.banish).length) record.banishments.push({ round, votes: r.banish, resolved: true });
	});
	return record;
};
