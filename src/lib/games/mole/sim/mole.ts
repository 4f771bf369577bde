import { z } from 'zod';
import { loadActModel } from '$lib/engines/acts';
import { createMoleGame } from '$lib/games/mole/engine/game';
import { promptText } from '$lib/games/mole/engine/prompts';
import { publicRecordOf } from '$lib/games/mole/engine/record';
import { currentProposal } from '$lib/games/mole/engine/team';
import { setupOf } from '$lib/games/mole/engine/table';
import {
	defaultMoleSettings,
	type MolePhase,
	type MoleState,
	type NarratorSlot
} from '$lib/games/mole/engine/state';
import { ROLES } from '$lib/games/mole/engine/types';
import { createTaskRunner } from '$lib/flows/run-task';
import { createSimLlm } from '$lib/sim/llm-client';
import { parsePersonaPack } from '$lib/games/mole/packs/personas';
import { act, tickTo, type Driven } from '$lib/sim/drive-game';
import { SimInputError, type SimContext, type SimEngine } from '$lib/sim/types';

/**
 * sim.md "mole (seed 003)": plays the lobby's own game (`createMoleGame`) on a virtual clock.
 * Each round runs the game's timers (team, vote on it, mission: nobody acts, so the auto team goes
 * with no vote cast and nobody sabotages), then sends the scenario's messages at their fraction of the
 * discussion; the two narrator slots (0.40, 0.85) fire on the game's clock and see only what was
 * sent before them; narrator lines and whispers are the game's tasks, run through the task runner.
 * `prompt` is built even offline; the text then comes from the persona's templates. Roles are
 * accepted and never read (seed 003 pitfall 1): the game draws its own from the seed.
 */
const MessageSchema = z.object({
	player: z.string().min(1),
	text: z.string().max(2000),
	at: z.number().min(0).max(1)
});

const Id = z.string().min(1);
/** A quick tap of the one-room mode (docs/mole.md "One room"): suspect or trust another player. */
const TapSchema = z.object({
	player: Id,
	tap: z.enum(['suspect', 'trust']),
	about: Id,
	at: z.number().min(0).max(1)
});
/**
 * A round: the chat, and optionally the public actions around it — the team proposals in order
 * (the game's leader proposes `team`, or the auto team when it is left out; then the listed votes,
 * and every other present player approves) and the banishment vote after the discussion (voter →
 * player id or `skip`); who walks out at the round's start and who comes back (docs/mole.md "Away").
 */
const RoundSchema = z.object({
	messages: z.array(MessageSchema).default([]),
	/** One room only (`together: true`): the quick taps, at their fraction of the discussion. */
	taps: z.array(TapSchema).default([]),
	proposals: z
		.array(
			z.object({
				team: z.array(Id).min(1).max(12).optional(),
				votes: z.record(Id, z.enum(['approve', 'reject'])).default({})
			})
		)
		.max(5)
		.default([]),
	banish: z.record(Id, Id).default({}),
	/** Players who walk out at this round's start (away until they `return`; docs/mole.md "Away"). */
	leave: z.array(Id).default([]),
	return: z.array(Id).default([])
});

const MIN_PLAYERS_FOR_ROUNDS = 3;

export const MoleScenarioSchema = z
	.looseObject({
		engine: z.literal('mole'),
		seed: z.int().default(0),
		language: z.string().min(2).max(8),
		/** Optional: a persona pack path or inline object (default: question-packs/deduction/<language>.json). */
		pack: z.union([z.string().min(1), z.record(z.string(), z.unknown())]).optional(),
		nsfw_enabled: z.boolean().default(false),
		/** The one-room mode: no chat, quick taps (`rounds[].taps`) instead. */
		together: z.boolean().default(false),
		players: z
			.array(
				z.object({ id: z.string().min(1), name: z.string().min(1).max(40), role: z.enum(ROLES).optional() })
			)
			.min(1)
			.max(20),
		rounds: z.array(RoundSchema).max(50)
	})
	.superRefine((s, ctx) => {
		const ids = new Set<string>();
		s.players.forEach((p, i) => {
			if (ids.has(p.id))
				ctx.addIssue({
					code: 'custom',
					path: ['players', i, 'id'],
					message: `duplicate player id "${p.id}"`
				});
			ids.add(p.id);
		});
		// mole.md: moles ≥ crew ends the game, so 1–2 players see the end after round 1's vote.
		if (s.players.length < MIN_PLAYERS_FOR_ROUNDS && s.rounds.length > 1)
			ctx.addIssue({
				code: 'custom',
				path: ['players'],
				message: `a game of more than one round needs at least ${MIN_PLAYERS_FOR_ROUNDS} players (with fewer, moles ≥ crew ends it after round 1)`
			});
		const known = (id: string, path: (string | number)[]) => {
			if (!ids.has(id)) ctx.addIssue({ code: 'custom', path, message: `unknown player "${id}"` });
		};
		const away = new Set<string>();
		s.rounds.forEach((r, ri) => {
			const at = ['rounds', ri];
			r.leave.forEach((id, i) => known(id, [...at, 'leave', i]));
			r.return.forEach((id, i) => known(id, [...at, 'return', i]));
			for (const id of r.leave) away.add(id);
			for (const id of r.return) away.delete(id);
			// nobody acts for a player away, and a player away does not act either
			const here = (id: string, path: (string | number)[]) => {
				if (away.has(id)) ctx.addIssue({ code: 'custom', path, message: `"${id}" is away this round` });
			};
			r.messages.forEach((m, mi) => known(m.player, [...at, 'messages', mi, 'player']));
			r.taps.forEach((t, ti) => {
				known(t.player, [...at, 'taps', ti, 'player']);
				known(t.about, [...at, 'taps', ti, 'about']);
			});
			if (r.taps.length && !s.together)
				ctx.addIssue({ code: 'custom', path: [...at, 'taps'], message: 'taps need "together": true' });
			r.proposals.forEach((p, pi) => {
				p.team?.forEach((id, ti) => known(id, [...at, 'proposals', pi, 'team', ti]));
				Object.keys(p.votes).forEach((id) => {
					known(id, [...at, 'proposals', pi, 'votes', id]);
					here(id, [...at, 'proposals', pi, 'votes', id]);
				});
			});
			for (const [voter, target] of Object.entries(r.banish)) {
				known(voter, [...at, 'banish', voter]);
				here(voter, [...at, 'banish', voter]);
				if (target !== 'skip') known(target, [...at, 'banish', voter]);
			}
		});
	});
export type MoleScenario = z.infer<typeof MoleScenarioSchema>;

const readPersona = async (scenario: MoleScenario, ctx: SimContext) => {
	const source = scenario.pack ?? `question-packs/deduction/${scenario.language}.json`;
	let raw: unknown;
	try {
		raw = typeof source === 'string' ? await ctx.readJson(source) : source;
	} catch (e) {
		throw new SimInputError(
			`pack: cannot read ${String(source)} (${e instanceof Error ? e.message : String(e)})`
		);
	}
	try {
		return parsePersonaPack(raw, typeof source === 'string' ? source : 'inline pack');
	} catch (e) {
		throw new SimInputError(e instanceof Error ? e.message : String(e));
	}
};

// A silence cites the others' messages in scenario order; a message accusation its own, as sent.
const sortedIf = (sort: boolean, ids: number[]) => (sort ? ids.sort((a, b) => a - b) : ids);

/** One slot of the output; `evidence.ids` are the scenario's 1-based message positions. */
const slotOut = (n: NarratorSlot, scenarioId: ReadonlyMap<number, number>) => ({
	round: n.round,
	slot: n.slot,
	mood: n.mood,
	analysis: n.analysis,
	action: n.action,
	target: n.target,
	anomaly: n.anomaly,
	mention: n.mention,
	question: n.question,
	...(n.action === 'accusation' && n.evidence
		? {
				evidence: {
					...n.evidence,
					ids: sortedIf(
						n.evidence.kind === 'silence',
						n.evidence.ids.map((id) => scenarioId.get(id) ?? id)
					),
					...(n.evidence.action
						? {
								action: {
									...n.evidence.action,
									ids: n.evidence.action.ids.map((id) => scenarioId.get(id) ?? id)
								}
							}
						: {})
				}
			}
		: {}),
	text: n.text,
	source: n.source,
	prompt: n.prompt ? promptText(n.prompt) : null
});

/** The players still in and not away, in seat order. */
const present = (s: MoleState): string[] =>
	s.players.filter((p) => p.status === 'in' && !s.away.includes(p.id)).map((p) => p.id);

/** The phase now (read through a call: TypeScript would keep a narrowing across game actions). */
const phaseOf = (d: Driven<MoleState>): MolePhase => d.state.phase;

const engine: SimEngine<MoleScenario> = {
	schema: MoleScenarioSchema,
	run: async (scenario, ctx) => {
		const persona = await readPersona(scenario, ctx);
		const runTask = createTaskRunner(createSimLlm(ctx.llm));
		const game = createMoleGame({ en: persona }, await loadActModel());
		const settings = {
			...defaultMoleSettings(),
			rounds: Math.max(1, scenario.rounds.length),
			persona: 'en' as const,
			nsfw: scenario.nsfw_enabled,
			together: scenario.together
		};
		const seats = scenario.players.map((p, i) => ({ id: p.id, name: p.name, isHost: i === 0 }));
		const d: Driven<MoleState> = { state: game.start(seats, settings, scenario.seed, 0), now: 0 };
		/** The game's chat id of each scenario message → its 1-based position in the scenario. */
		const scenarioId = new Map<number, number>();
		let position = 1;
		let away: string[] = [];
		for (const [i, { messages, taps, proposals, banish, leave, return: back }] of scenario.rounds.entries()) {
			let walked = false;
			// team → vote on it → mission → result, on the game's own timers, up to this round's discussion;
			// the scenario's proposals as the game's leader and the voters would send them
			while (d.state.phase !== 'discussion' || d.state.round !== i + 1) {
				if (!walked && d.state.round === i + 1) {
					// the round's start: who walks out and who comes back, as the lobby reports it
					away = [...away.filter((id) => !back.includes(id)), ...leave.filter((id) => !away.includes(id))];
					d.state = game.setAway!(d.state, away, d.now);
					walked = true;
					continue;
				}
				const p = currentProposal(d.state);
				const scripted = p && p.round === i + 1 ? proposals[p.attempt - 1] : undefined;
				if (scripted && d.state.phase === 'team' && scripted.team) {
					act(
						game,
						d,
						p!.leader,
						{ type: 'propose', team: scripted.team },
						`rounds[${i}].proposals[${p!.attempt - 1}].team`
					);
					continue;
				}
				if (scripted && d.state.phase === 'teamvote' && p!.team) {
					const voter = Object.keys(scripted.votes).find((v) => p!.votes[v] === undefined);
					if (voter) {
						act(
							game,
							d,
							voter,
							{ type: 'teamvote', approve: scripted.votes[voter] === 'approve' },
							`rounds[${i}].proposals[${p!.attempt - 1}].votes.${voter}`
						);
						continue;
					}
					// every other present player approves (their own vote; a player away casts none)
					const other = present(d.state).find((v) => p!.votes[v] === undefined);
					if (other) {
						act(game, d, other, { type: 'teamvote', approve: true });
						continue;
					}
				}
				const next = game.nextDeadline(d.state);
				if (next === null)
					throw new SimInputError(
						`rounds[${i}]: the game was over after round ${d.state.round} (${d.state.winReason}); this scenario has ${scenario.rounds.length} rounds`
					);
				await tickTo(game, d, runTask, next);
			}
			const start = d.state.discussionStart ?? d.now;
			// in the order sent (by `at`, stable), at the time the game reads back as that fraction;
			// a tap is a line too (its text the name it is about)
			const sent = [
				...messages.map((m, index) => ({ ...m, index, position: position++, tap: null })),
				...taps.map((t, index) => ({ ...t, index, position: position++, text: '' }))
			].sort((a, b) => a.at - b.at);
			for (const m of sent) {
				await tickTo(game, d, runTask, start + m.at * settings.discussionSeconds * 1000);
				if (m.tap)
					act(
						game,
						d,
						m.player,
						{ type: 'tap', tap: m.tap, player: m.about },
						`rounds[${i}].taps[${m.index}]`
					);
				else act(game, d, m.player, { type: 'chat', text: m.text }, `rounds[${i}].messages[${m.index}]`);
				const line = d.state.chat.at(-1);
				if (line) scenarioId.set(line.id, m.position);
			}
			await tickTo(game, d, runTask, d.state.discussionEnd ?? d.now);
			// the banishment vote, as the players would cast it (a missing vote skips)
			for (const [voter, target] of Object.entries(banish))
				if (phaseOf(d) === 'vote')
					act(game, d, voter, { type: 'vote', target }, `rounds[${i}].banish.${voter}`);
		}
		// The public record the narrator read: proposals, their votes, results, banishment votes; the
		// table the game played (docs/mole.md "The table": its own moles, team sizes, sabotages needed);
		// and each player's whispers (the text they read, to them in the second person).
		return {
			setup: setupOf(d.state.players.length, settings.rounds),
			slots: d.state.narrator.map((n) => slotOut(n, scenarioId)),
			record: publicRecordOf(d.state),
			whispers: d.state.whispers.map((w) => ({
				round: w.round,
				to: w.to,
				fact: w.fact ?? 'none',
				text: w.text
			}))
		};
	}
};

export default engine;
