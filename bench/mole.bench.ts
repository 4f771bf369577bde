import { readFileSync } from 'node:fs';
import path from 'node:path';
import { computeMood } from '../src/lib/games/mole/engine/mood';
import { readShippedActModel } from '../scripts/acts-files';
import { decideSlot } from '../src/lib/games/mole/engine/narrator';
import { actToneReader } from '../src/lib/games/mole/engine/tone';
import { PersonaPackSchema } from '../src/lib/games/mole/engine/persona';
import type { AnalysedMessage } from '../src/lib/games/mole/engine/types';
import { nextFloat, nextInt, seedPrng, type PrngState } from '../src/lib/engines/kit/prng';
import { measure, type BenchResult } from './types';

/**
 * One narrator slot's analysis (analyzeBehavior + mood + plan + prompt) for 12 players,
 * with 500 messages in the chat, and with 500 messages per player (6,000), every line read by the
 * act model. Seeded synthetic chat.
 */
const persona = PersonaPackSchema.parse(
	JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../question-packs/deduction/sv.json'), 'utf8'))
);
// The act model the narrator reads tone through (docs/acts.md); Node reads the file directly.
const model = readShippedActModel();
const TEXTS = [
	'Det var du, du ljuger!',
	'haha skämt',
	'Jag är rädd och nervös',
	'ok vi kör',
	'Det var inte jag, jag svär',
	'håll käften idiot',
	'vem var på uppdraget?',
	'jag tror vi borde lita på varandra den här gången, eller vad säger ni'
];

const chat = (players: number, total: number, rounds: number): AnalysedMessage[] => {
	let st: PrngState = seedPrng(9);
	const out: AnalysedMessage[] = [];
	for (let i = 0; i < total; i++) {
		let p: number, t: number, at: number;
		[p, st] = nextInt(st, 1, players);
		[t, st] = nextInt(st, 0, TEXTS.length - 1);
		[at, st] = nextFloat(st);
		out.push({ id: i + 1, player: `p${p}`, text: TEXTS[t], round: 1 + Math.floor((i * rounds) / total), at });
	}
	return out.sort((a, b) => a.round - b.round || a.at - b.at);
};

const slotOnce = (messages: AnalysedMessage[], players: { id: string; name: string }[], round: number) => {
	const d = decideSlot({
		persona,
		players,
		messages,
		round,
		slot: 2,
		memory: { round: 0, count: 0, lastTarget: null },
		rng: seedPrng(1),
		key: 'bench',
		// a fresh reader: every line read cold, as on a host's first slot after a reload
		read: actToneReader(model, persona.language)
	});
	return computeMood(d.analysis);
};

export default async (): Promise<BenchResult[]> => {
	const players = Array.from({ length: 12 }, (_, i) => ({ id: `p${i + 1}`, name: `Spelare${i + 1}` }));
	const results: BenchResult[] = [];
	for (const [name, total] of [
		['slot analysis, 12 players × 500 messages', 500],
		['slot analysis, 12 players × 500 messages each (6,000)', 6000]
	] as const) {
		const messages = chat(12, total, 5);
		const m = await measure(() => slotOnce(messages, players, 5), { iterations: 60, warmup: 5 });
		results.push({
			name,
			unit: 'ms',
			median: m.median,
			p95: m.p95,
			iterations: m.iterations,
			extra: { messages: total, rounds: 5 }
		});
	}
	return results;
};
