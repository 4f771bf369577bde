import type { NhieGameState, NhiePhase, RoundWho } from './game';
import { TONE_WEIGHT, type Tone } from './tones';
import { waitsFor } from '$lib/engines/kit/attendance';
import { isOwnId, ownView } from './own-questions';

/**
 * A have-count is shown only when at least this many answered — with one answer in,
 * `{have: 1, answered: 1}` tells everyone what that person said. Below it the count never leaves the
 * host (`have` and `have_ratio` are null in the projection).
 */
export const MIN_ANSWERS_SHOWN = 3;

/**
 * What one player sees of a "Never have I ever" lobby (the game's only projection): the question,
 * who has answered (never what), their own answer, the round's result once closed, and the history of
 * closed rounds (aggregates only) for the end chart.
 */
export type NhieHistoryPoint = {
	round: number;
	tone: Tone;
	intensity: number;
	boldness: number;
	effective: number;
	have_ratio: number | null;
	answered: number;
	/** null: too few answered to show (MIN_ANSWERS_SHOWN). */
	have: number | null;
	de_escalated: boolean;
	text: string;
};

export type NhieView = {
	phase: NhiePhase;
	round: number;
	maxRounds: number;
	nsfw: boolean;
	language: string;
	/** `own`: a player wrote it (the screen marks it; never who). */
	question: { text: string; tone: Tone; intensity: number; questionId: string | null; own: boolean } | null;
	/** How many of the players' own questions are in the pool. */
	ownCount: number;
	/** The host's list of them, to retire one (null for everyone else). */
	ownQuestions: { id: string; text: string }[] | null;
	/** ms epoch when answers close (question phase) or the next round starts (result phase). */
	deadline: number | null;
	answeredIds: string[];
	myAnswer: boolean | null;
	/**
	 * `have` is null when too few answered to show it (MIN_ANSWERS_SHOWN, "Only the count"); `who`
	 * names who has with "Show who" (null otherwise).
	 */
	result: { have: number | null; answered: number; who: string[] | null } | null;
	/** The room's choice when it was made: names ("Show who") or the count only. */
	whoHas: 'count' | 'names';
	/**
	 * "Show who", at the end: each player's "I have" out of the rounds they answered, in seat order —
	 * never sorted, so it is no ranking of who is "worst". Null otherwise.
	 */
	tallies: Tally[] | null;
	history: NhieHistoryPoint[];
	isHost: boolean;
	/** The host paused the clock; `pausedMs` is what is left of it. */
	paused: boolean;
	pausedMs: number | null;
	/** Seats the open round does not wait for: away, or the host chose not to. */
	notWaitingFor: string[];
	/** Latecomers who play from the next question. */
	late: string[];
	/**
	 * The round closed without this player's answer (the host did not wait, or time ran out): said
	 * to them with the result, so a slow phone is not left thinking its tap counted.
	 */
	missed: boolean;
	/**
	 * nhie.md "Too far": someone tapped on the question on show, or the question on show is the
	 * eased one after such a tap. Never who, never how many (the screen says "The room asked to ease off").
	 */
	easedOff: boolean;
};

export type Tally = { name: string; have: number; answered: number };

/** Each player's tally over the closed rounds, in the order they first answered (seat order). */
export const talliesOf = (who: readonly RoundWho[]): Tally[] => {
	const by = new Map<string, Tally>();
	for (const r of who)
		for (const a of r.answers) {
			const t = by.get(a.id) ?? { name: a.name, have: 0, answered: 0 };
			by.set(a.id, { name: a.name, have: t.have + (a.have ? 1 : 0), answered: t.answered + 1 });
		}
	return [...by.values()];
};

export const projectNhie = (s: NhieGameState, playerId: string): NhieView => {
	const current = s.esc.history.at(-1);
	const open = s.phase === 'question';
	const closed = open ? s.esc.history.slice(0, -1) : s.esc.history;
	const showQuestion = current && (s.phase === 'question' || s.phase === 'result');
	const before = s.esc.history.at(-2);
	const names = s.settings.whoHas === 'names';
	const isHost = s.players.some((p) => p.id === playerId && p.isHost);
	// with "Show who" the room agreed to see answers by name: the count shows at any size
	const shown = (r: { have: number; answered: number }) =>
		names || r.answered >= MIN_ANSWERS_SHOWN ? r.have : null;
	const whoOf = (round: number) =>
		names
			? (s.who
					.find((w) => w.round === round)
					?.answers.filter((a) => a.have)
					.map((a) => a.name) ?? [])
			: null;
	return {
		phase: s.phase,
		round: s.esc.history.length,
		maxRounds: s.settings.rounds,
		nsfw: s.settings.nsfw,
		language: s.settings.language,
		question: showQuestion
			? {
					text: current.text,
					tone: current.tone,
					intensity: current.intensity,
					questionId: current.question_id,
					own: isOwnId(current.question_id)
				}
			: null,
		deadline: s.deadline,
		answeredIds: open ? s.players.filter((p) => p.id in s.answers).map((p) => p.id) : [],
		myAnswer: open ? (s.answers[playerId] ?? null) : null,
		result:
			current && s.phase === 'result'
				? { have: shown(current), answered: current.answered, who: whoOf(current.round) }
				: null,
		whoHas: names ? 'names' : 'count',
		...ownView(s.own, isHost),
		tallies: names && s.phase === 'finished' ? talliesOf(s.who) : null,
		history: closed.map((r) => ({
			round: r.round,
			tone: r.tone,
			intensity: r.intensity,
			boldness: r.boldness,
			effective: r.effective,
			have_ratio: shown(r) === null ? null : r.have_ratio,
			answered: r.answered,
			have: shown(r),
			de_escalated: r.de_escalated,
			text: r.text
		})),
		isHost,
		paused: s.paused !== null,
		pausedMs: s.paused?.remainingMs ?? null,
		notWaitingFor: open ? s.players.filter((p) => !waitsFor(s, p.id)).map((p) => p.id) : [],
		late: s.late,
		// answers given by tap (not a pass-and-play tally), and this seat's is not among them
		missed:
			s.phase === 'result' &&
			Object.keys(s.answers).length > 0 &&
			s.players.some((p) => p.id === playerId) &&
			!(playerId in s.answers) &&
			!s.late.includes(playerId),
		easedOff: !!current?.x_card || (!!showQuestion && !!before?.x_card)
	};
};

export type Moments = { boldest: NhieHistoryPoint | null; cautious: NhieHistoryPoint | null };

/**
 * The group's boldest moment: the round with the largest δ (have share × tone weight, seed 000);
 * the most cautious: the largest have-not share × tone weight (an edgy question most declined).
 * Ties go to the later round. Rounds nobody answered do not count. The cautious moment is one where
 * fewer said "I have" than at the boldest (else the two cards named the same round, or one as bold
 * as the other: a game where everyone answered alike has a boldest moment only).
 */
export const groupMoments = (history: readonly NhieHistoryPoint[]): Moments => {
	let boldest: NhieHistoryPoint | null = null;
	let cautious: NhieHistoryPoint | null = null;
	let b = -1;
	let c = -1;
	for (const r of history) {
		if (r.have_ratio === null) continue;
		const bold = r.have_ratio * TONE_WEIGHT[r.tone];
		if (bold >= b) [b, boldest] = [bold, r];
	}
	for (const r of history) {
		if (r.have_ratio === null || r.have_ratio >= (boldest?.have_ratio ?? 0)) continue;
		const shy = (1 - r.have_ratio) * TONE_WEIGHT[r.tone];
		if (shy >= c) [c, cautious] = [shy, r];
	}
	return { boldest, cautious };
};
