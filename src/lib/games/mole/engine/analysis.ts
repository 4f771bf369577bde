import type { EvidenceMessage } from './evidence';
import { dominantTone, toneOfActs, type ToneReader } from './tone';
import {
	SLOT_AT,
	type AnalysedMessage,
	type Anomaly,
	type PlayerAnalysis,
	type SlotNumber,
	type Tone
} from './types';

/**
 * seed 003 `analyzeBehavior` / `detectAnomalies`, computed fresh at each slot (seed pitfall 2).
 * mole.md: a slot's window is the discussion since the previous slot (slot 1: [0, 0.40),
 * slot 2: [0.40, 0.85)); history is every earlier window, this round's included. Messages after the
 * last slot of a round (≥ 0.85) belong to no window, so they count in neither.
 */
export type SlotAnalysis = {
	players: Record<string, PlayerAnalysis>;
	/** Messages of every analysed player in the window. */
	windowMessages: number;
	/** Messages in the window and the history ("in all", for the mood's too-little-data rule). */
	totalMessages: number;
	/** Each player's window messages with their tones, oldest first (for the evidence; not stored). */
	windows: Record<string, EvidenceMessage[]>;
};

export type AnalysisInput = {
	players: readonly string[];
	messages: readonly AnalysedMessage[];
	round: number;
	slot: SlotNumber;
	/** The act model's reading of a line (tone.ts): the narrator keeps no word lists. */
	read: ToneReader;
};

type Bucket = {
	count: number;
	chars: number;
	tones: Tone[];
	hostile: number;
	/** Hostile messages read as shouting (the act model's `shout`: capitals, repeated attacks). */
	shouted: number;
	items: EvidenceMessage[];
};
const emptyBucket = (): Bucket => ({ count: 0, chars: 0, tones: [], hostile: 0, shouted: 0, items: [] });

/** What the others did in the window: their message count and how many of them spoke. */
export type OthersTalk = { messages: number; speakers: number };

/** Which bucket a message falls in for this slot: the window, this round's history, earlier rounds, or none. */
export const placeMessage = (
	m: Pick<AnalysedMessage, 'round' | 'at'>,
	round: number,
	slot: SlotNumber
): 'window' | 'round' | 'earlier' | null => {
	const from = slot === 1 ? 0 : SLOT_AT[1];
	const to = SLOT_AT[slot];
	if (m.round === round) {
		if (m.at >= from && m.at < to) return 'window';
		return m.at >= 0 && m.at < from ? 'round' : null;
	}
	if (m.round < round && m.at >= 0 && m.at < SLOT_AT[2]) return 'earlier';
	return null;
};

const isHostile = (t: Tone) => t === 'accusatory' || t === 'aggressive';

export const detectAnomalies = (
	win: Bucket,
	thisRound: Bucket,
	earlier: Bucket,
	round: number,
	slot: SlotNumber,
	others: OthersTalk = { messages: 2, speakers: 2 }
): Anomaly[] => {
	const out: Anomaly[] = [];
	const histCount = thisRound.count + earlier.count;
	const earlierWindows = 2 * (round - 1) + (slot - 1);
	// silence: none now while the others talk (≥ 2 messages), after ≥ 2 earlier this round or ≥ 2 per
	// round on average before — or with no history at all, when ≥ 2 others wrote ≥ 3 messages
	// (docs/mole.md "The game": "silence is detected when others talk and the player does not").
	const talkative = thisRound.count >= 2 || (round > 1 && earlier.count / (round - 1) >= 2);
	const othersTalk = others.messages >= 3 && others.speakers >= 2;
	if (win.count === 0 && others.messages >= 2 && (talkative || othersTalk)) out.push('silence');
	// aggression_spike: ≥ 2 hostile messages and a hostile share ≥ twice the historical share — or
	// ≥ 2 of them shouted: a player who shouts every round is called out every round, not only the
	// first time (docs/mole.md "Behavioural analysis": shouting reads as aggression).
	const histShare = histCount > 0 ? (thisRound.hostile + earlier.hostile) / histCount : 0;
	if (win.hostile >= 2 && (win.hostile / win.count >= 2 * histShare || win.shouted >= 2))
		out.push('aggression_spike');
	// activity_drop: some, but < 40 % of the historical per-window average (history needed).
	if (win.count > 0 && histCount > 0 && earlierWindows > 0 && win.count < 0.4 * (histCount / earlierWindows))
		out.push('activity_drop');
	// behavior_shift: ≥ 2 messages whose dominant tone is non-neutral and differs from history's.
	if (win.count >= 2 && histCount > 0) {
		const now = dominantTone(win.tones);
		const before = dominantTone([...earlier.tones, ...thisRound.tones]);
		if (now !== 'neutral' && now !== before) out.push('behavior_shift');
	}
	return out;
};

export const analyzeBehavior = ({ players, messages, round, slot, read }: AnalysisInput): SlotAnalysis => {
	const buckets = new Map(
		players.map((p) => [p, { win: emptyBucket(), round: emptyBucket(), earlier: emptyBucket() }])
	);
	let windowMessages = 0;
	let totalMessages = 0;
	// Messages are kept in send order, so each bucket's tones stay oldest-first (ties: the latest);
	// each is read with the message before it (the line it answers).
	let previous: string | undefined;
	for (const m of messages) {
		const before = previous;
		previous = m.text;
		const b = buckets.get(m.player);
		if (!b) continue;
		const where = placeMessage(m, round, slot);
		if (!where) continue;
		const bucket = where === 'window' ? b.win : where === 'round' ? b.round : b.earlier;
		// A quick tap (one-room mode) carries its acts; a typed line is read by the act model.
		const { tone, acts } = m.acts ? { tone: toneOfActs(m.acts), acts: m.acts } : read(m.text, before);
		bucket.count++;
		if (where === 'window') bucket.items.push({ id: m.id, text: m.text, tone, acts });
		bucket.chars += m.text.trim().length;
		bucket.tones.push(tone);
		if (isHostile(tone)) bucket.hostile++;
		if (isHostile(tone) && acts.includes('shout')) bucket.shouted++;
		totalMessages++;
		if (where === 'window') windowMessages++;
	}
	const out: Record<string, PlayerAnalysis> = {};
	const windows: Record<string, EvidenceMessage[]> = {};
	const speakers = [...buckets.values()].filter((b) => b.win.count > 0).length;
	for (const [id, b] of buckets) {
		windows[id] = b.win.items;
		const others: OthersTalk = {
			messages: windowMessages - b.win.count,
			speakers: speakers - (b.win.count > 0 ? 1 : 0)
		};
		const histCount = b.round.count + b.earlier.count;
		out[id] = {
			messages: b.win.count,
			meanLength: b.win.count ? b.win.chars / b.win.count : 0,
			historyMessages: histCount,
			historyMeanLength: histCount ? (b.round.chars + b.earlier.chars) / histCount : 0,
			tone: dominantTone(b.win.tones),
			historyTone: dominantTone([...b.earlier.tones, ...b.round.tones]),
			anomalies: detectAnomalies(b.win, b.round, b.earlier, round, slot, others)
		};
	}
	return { players: out, windowMessages, totalMessages, windows };
};
