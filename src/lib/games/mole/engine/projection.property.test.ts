import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { MoleViewSchema } from './schemas';
import { defaultMoleSettings, type MoleState } from './state';
import { autoTeam, currentProposal } from './team';
import { ACT_MODEL, PERSONAS, seats } from './testing/fixtures';

/**
 * Projection secrecy (and every projection passes the schema a guest checks it with) and role-blindness of the narrator, over random games:
 * random sizes, seeds, chat scripts (hostile, joking, silent stretches), mission choices and votes.
 */
const game = createMoleGame(PERSONAS, ACT_MODEL);
const T0 = 5_000_000;
const TEXTS = [
	'You are lying, it was you',
	'haha lol',
	"I'm scared, I don't know",
	'ok',
	'shut up idiot',
	'not me, I swear',
	'plan?',
	// Who accused or defended whom (public actions the narrator may call out, docs/mole.md "The game").
	'Player2 is lying, traitor',
	'Player3 is not the mole'
];

type Step = { who: number; text: number; dt: number; choice: boolean; vote: number };
const stepArb = fc.record({
	who: fc.nat(11),
	text: fc.nat(TEXTS.length - 1),
	dt: fc.integer({ min: 500, max: 9000 }),
	choice: fc.boolean(),
	vote: fc.nat(12)
});
const gameArb = fc.record({
	n: fc.integer({ min: 4, max: 12 }),
	seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
	rounds: fc.integer({ min: 1, max: 4 }),
	steps: fc.array(stepArb, { minLength: 10, maxLength: 90 })
});

const settle = (s: MoleState, now: number): MoleState => {
	let st = s;
	for (let t = game.pendingTask!(st); t; t = game.pendingTask!(st))
		st = game.resolveTask!(st, t.key, t.request.fallback, now);
	return st;
};

/** Plays a script; `sabotage` lets moles sabotage (off when comparing role permutations). */
const play = (
	start: MoleState,
	steps: readonly Step[],
	sabotage: boolean,
	onState?: (s: MoleState) => void
): MoleState => {
	let s = settle(start, T0);
	let now = T0;
	for (const step of steps) {
		if (s.phase === 'finished') break;
		now += step.dt;
		s = settle(game.tick(s, now) ?? s, now);
		const active = s.players.filter((p) => p.status === 'in');
		const me = active[step.who % active.length];
		if (s.phase === 'team') {
			const p = currentProposal(s)!;
			// The leader picks the auto team, or the team shifted by `who` seats (still public).
			const size = autoTeam(s, p.leader).length;
			const team = step.choice
				? autoTeam(s, p.leader)
				: autoTeam(s, active[step.who % active.length].id).slice(0, size);
			const r = game.apply(s, p.leader, { type: 'propose', team }, now);
			if (r.ok) s = r.state;
		} else if (s.phase === 'teamvote') {
			const r = game.apply(s, me.id, { type: 'teamvote', approve: step.vote % 3 !== 0 }, now);
			if (r.ok) s = r.state;
		} else if (s.phase === 'mission') {
			const mission = s.missions.find((m) => m.round === s.round)!;
			const id = mission.team.find((x) => !mission.choices[x]);
			const p = s.players.find((x) => x.id === id);
			if (p) {
				const r = game.apply(
					s,
					p.id,
					{ type: 'mission', choice: sabotage && step.choice && p.role === 'mole' ? 'sabotage' : 'secure' },
					now
				);
				if (r.ok) s = r.state;
			}
		} else if (s.phase === 'vote') {
			const target = step.vote >= active.length ? 'skip' : active[step.vote].id;
			const r = game.apply(s, me.id, { type: 'vote', target: target === me.id ? 'skip' : target }, now);
			if (r.ok) s = r.state;
		} else if (step.choice || s.phase !== 'discussion') {
			const r = game.apply(s, me.id, { type: 'chat', text: TEXTS[step.text] }, now);
			if (r.ok) s = r.state;
		}
		s = settle(s, now);
		onState?.(s);
	}
	return s;
};

const settingsFor = (rounds: number) => ({
	...defaultMoleSettings(),
	persona: 'en' as const,
	rounds,
	discussionSeconds: 60,
	teamSeconds: 10,
	// long enough for several votes to land: mixed team votes are public actions the narrator reads
	teamVoteSeconds: 30,
	missionSeconds: 10,
	voteSeconds: 10,
	verdictSeconds: 3
});

describe('projection secrecy (property)', () => {
	it('no player ever sees another player’s role or whisper; moles see each other only', () => {
		fc.assert(
			fc.property(gameArb, ({ n, seed, rounds, steps }) => {
				const start = game.start(seats(n), settingsFor(rounds), seed, T0);
				let checkedPhase: MoleState['phase'] | null = null;
				play(start, steps, true, (s) => {
					for (const me of s.players) {
						const view = game.project(s, me.id);
						const json = JSON.stringify(view);
						// what the guest receives passes the schema it checks a view with (else it shows
						// nothing): checked once per phase, zod is the slow part of this test
						if (s.phase !== checkedPhase) {
							const sent = MoleViewSchema.safeParse(JSON.parse(json));
							expect(sent.success, sent.error?.message).toBe(true);
						}
						for (const p of view.players) {
							const real = s.players.find((x) => x.id === p.id)!;
							const allowed =
								s.phase === 'finished' ||
								p.id === me.id ||
								real.status === 'banished' ||
								(me.role === 'mole' && real.role === 'mole');
							if (!allowed) expect(p.role).toBeNull();
							else expect(p.role).toBe(real.role);
						}
						const fellows = s.players.filter((x) => x.role === 'mole' && x.id !== me.id).map((x) => x.id);
						expect(view.me!.fellowMoles).toEqual(me.role === 'mole' ? fellows : []);
						for (const w of s.whispers) {
							if (w.to === me.id || w.text === null) continue;
							expect(json).not.toContain(JSON.stringify(w.text).slice(1, -1));
						}
						for (const secret of ['prompt', 'narratorRng', '"rng"', 'choices', 'fallback', '"seed"'])
							expect(json).not.toContain(secret);
						if (s.phase !== 'finished') expect(view.timeline).toEqual([]);
					}
					// a big screen (docs/lobby.md "The big screen") is an id that is no seat: the public state only
					const screen = game.project(s, 'screen-tv');
					if (s.phase !== checkedPhase)
						expect(MoleViewSchema.safeParse(JSON.parse(JSON.stringify(screen))).success).toBe(true);
					checkedPhase = s.phase;
					expect(screen.me).toBeNull();
					expect(screen.whispers).toEqual([]);
					for (const p of screen.players) {
						const real = s.players.find((x) => x.id === p.id)!;
						const isPublic = s.phase === 'finished' || real.status === 'banished';
						expect(p.role).toBe(isPublic ? real.role : null);
					}
					for (const mine of [screen.proposal?.mine, screen.mission?.myChoice, screen.vote?.mine])
						expect(mine ?? null).toBeNull();
					if (s.phase !== 'finished') expect(screen.timeline).toEqual([]);
				});
			}),
			{ numRuns: 40 }
		);
	}, 120_000);
});

/**
 * Everything public: what every player sees minus the role-bearing fields (your own role, fellow
 * moles, whispers, revealed roles), plus the narrator's records (prompt, evidence, line).
 */
const publicOf = (s: MoleState) => ({
	views: s.players.map((p) => {
		const v = game.project(s, p.id);
		return {
			...v,
			me: v.me && { id: v.me.id, status: v.me.status, isHost: v.me.isHost },
			players: v.players.map(({ role: _role, ...rest }) => rest),
			whispers: [],
			mission: v.mission && { ...v.mission, myChoice: null },
			verdicts: v.verdicts.map(({ banishedRole: _r, ...rest }) => rest)
		};
	}),
	narrator: s.narrator.map(({ status: _st, ...rest }) => rest)
});

describe('the narrator is blind to roles (property)', () => {
	it('all public output is byte-identical when the roles are permuted (until a banishment reveals one)', () => {
		const seen = { accusation: 0, gapfill: 0, action: 0 };
		fc.assert(
			fc.property(gameArb, fc.nat(1000), ({ n, seed, rounds, steps }, shift) => {
				const a = game.start(seats(n), settingsFor(rounds), seed, T0);
				const roles = a.players.map((p) => p.role);
				const k = (shift % (n - 1)) + 1;
				const b: MoleState = { ...a, players: a.players.map((p, i) => ({ ...p, role: roles[(i + k) % n] })) };
				const logA: string[] = [];
				const logB: string[] = [];
				// A banished player's role is public and may end one game and not the other: compare
				// every step up to the first banishment or end.
				const open = (s: MoleState) => s.phase !== 'finished' && !s.votes.some((v) => v.banished);
				let compared: MoleState | null = null;
				const endA = play(a, steps, false, (s) => {
					if (!open(s)) return;
					compared = s;
					logA.push(JSON.stringify(publicOf(s)));
				});
				play(b, steps, false, (s) => open(s) && logB.push(JSON.stringify(publicOf(s))));
				const len = Math.min(logA.length, logB.length);
				expect(logB.slice(0, len)).toEqual(logA.slice(0, len));
				for (const x of endA.narrator) if (x.action !== 'none') seen[x.action]++;
				// Action evidence inside the compared stretch (votes, who accused or defended whom).
				for (const x of (compared as MoleState | null)?.narrator ?? [])
					if (x.evidence?.kind === 'action') seen.action++;
			}),
			{ numRuns: 40 }
		);
		// The scripts really exercise the narrator (not a vacuous equality of empty logs).
		expect(seen.accusation).toBeGreaterThan(0);
		expect(seen.gapfill).toBeGreaterThan(0);
		// …including accusations grounded on public actions (votes, who accused or defended whom).
		expect(seen.action).toBeGreaterThan(0);
	}, 120_000);
});
