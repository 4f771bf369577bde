import en from '../../../../question-packs/deduction/en.json';
import ru from '../../../../question-packs/deduction/ru.json';
import sv from '../../../../question-packs/deduction/sv.json';
import type { Seat } from '../kit/lobby-game';
import { PersonaPackSchema, type PersonaPack } from './persona';
import type { AnalysedMessage } from './types';

/** Test-only helpers: the built-in personas parsed, seats and message builders. */
export const PERSONAS = {
	sv: PersonaPackSchema.parse(sv),
	en: PersonaPackSchema.parse(en),
	ru: PersonaPackSchema.parse(ru)
} satisfies Record<string, PersonaPack>;

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
