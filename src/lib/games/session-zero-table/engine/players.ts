import { z } from 'zod';
import { checkOwnText, cleanOwnList } from '$lib/games/session-zero/engine/own-text';
import {
	NOTE_CHARS,
	SharePayloadSchema,
	type QuestionnairePack,
	type SharePayload
} from '$lib/games/session-zero/engine';

/** One player at the table: an id the GM chose (a name or "p1") and their seed 002 section 12 share payload. */
export type GroupPlayer = { id: string; payload: SharePayload };

/** Enough for any real table; a bigger list is refused before any work is done. */
export const MAX_GROUP_PLAYERS = 24;

/** What is wrong with one player's payload; `refusalSentence` turns it into words. */
export const PayloadProblemSchema = z.discriminatedUnion('kind', [
	z.strictObject({ kind: z.literal('not-a-result'), field: z.string().max(120) }),
	z.strictObject({ kind: z.literal('foreign-pack'), pack: z.string().max(120) }),
	z.strictObject({ kind: z.literal('unknown-axis'), axis: z.string().max(120) }),
	z.strictObject({
		kind: z.literal('out-of-range'),
		axis: z.string().max(120),
		score: z.number(),
		min: z.number(),
		max: z.number()
	}),
	z.strictObject({ kind: z.literal('unknown-module'), module: z.string().max(120) }),
	z.strictObject({ kind: z.literal('unknown-mode'), mode: z.string().max(120) }),
	z.strictObject({ kind: z.literal('bad-mode-value'), mode: z.string().max(120), value: z.string().max(120) })
]);
export type PayloadProblem = z.infer<typeof PayloadProblemSchema>;

export type PayloadCheck = { ok: true; payload: SharePayload } | { ok: false; problem: PayloadProblem };

/** Lines and Veils are tag and topic ids: a list longer than any pack's, or an id of a page, is no result. */
const tooLong = (safety: SharePayload['safety']): string | null => {
	if (!safety) return null;
	const lists = {
		lines: safety.lines,
		veils: safety.veils,
		...(safety.topics ? { topics: [...safety.topics.lines, ...safety.topics.veils] } : {})
	};
	for (const [name, list] of Object.entries(lists))
		if (list.length > 200 || list.some((t) => t.length > 120)) return `safety.${name}`;
	return null;
};

const fieldOf = (path: readonly PropertyKey[]) =>
	path.length ? path.map(String).join('.') : 'the whole result';

/**
 * Reads one player's payload against the table's pack: the seed 002 section 12 schema first, then the pack
 * (a result of another pack, or naming scales the pack lacks, would put dots on the wrong scales).
 */
export const checkPlayerPayload = (pack: QuestionnairePack, raw: unknown): PayloadCheck => {
	const r = checkPayload(pack, raw);
	return r.ok ? r : { ok: false, problem: capped(r.problem) };
};

/** A problem quotes what the player sent: each quote is cut to a length a sentence can hold. */
const capped = (p: PayloadProblem): PayloadProblem =>
	Object.fromEntries(
		Object.entries(p).map(([k, v]) => [
			k,
			typeof v === 'string' && k !== 'kind'
				? v.slice(0, 120)
				: typeof v === 'number' && !Number.isFinite(v)
					? 0
					: v
		])
	) as PayloadProblem;

const checkPayload = (pack: QuestionnairePack, raw: unknown): PayloadCheck => {
	const parsed = SharePayloadSchema.safeParse(raw);
	if (!parsed.success)
		return { ok: false, problem: { kind: 'not-a-result', field: fieldOf(parsed.error.issues[0].path) } };
	const p = parsed.data;
	const long = tooLong(p.safety);
	if (long) return { ok: false, problem: { kind: 'not-a-result', field: long } };
	if (p.pack.id !== pack.id) return { ok: false, problem: { kind: 'foreign-pack', pack: p.pack.id } };
	for (const [axis, v] of Object.entries(p.axes)) {
		const def = pack.axes.find((a) => a.id === axis);
		if (!def) return { ok: false, problem: { kind: 'unknown-axis', axis } };
		const { min, max } = def.score_range;
		if (!Number.isFinite(v.score) || v.score < min || v.score > max)
			return { ok: false, problem: { kind: 'out-of-range', axis, score: v.score, min, max } };
	}
	for (const module of Object.keys(p.modules))
		if (!pack.modules.some((m) => m.id === module))
			return { ok: false, problem: { kind: 'unknown-module', module } };
	for (const [mode, value] of Object.entries(p.modes)) {
		const def = pack.modes.find((m) => m.id === mode);
		if (!def) return { ok: false, problem: { kind: 'unknown-mode', mode } };
		if (!modeValuesOf(def).includes(value))
			return { ok: false, problem: { kind: 'bad-mode-value', mode, value } };
	}
	// seed 002 section 12.2: Lines and Veils count only when the player ticked "share with the GM".
	const shared = p.share_scope === 'gm' && p.safety_included && p.safety;
	const { safety, ...rest } = p;
	return {
		ok: true,
		payload: shared && safety ? { ...rest, safety: ownChecked(safety, pack.language) } : rest
	};
};

/**
 * own-text.ts again on the GM's side: a link is made by anyone, so free text that does not pass the
 * filter is dropped here too (the rest of the result stands).
 */
const ownChecked = (safety: NonNullable<SharePayload['safety']>, language: string) => {
	const { own, access_note, ...rest } = safety;
	const mine = own && { lines: cleanOwnList(own.lines, language), veils: cleanOwnList(own.veils, language) };
	const note = access_note === undefined ? null : checkOwnText(access_note, language, NOTE_CHARS);
	return {
		...rest,
		...(mine && (mine.lines.length || mine.veils.length) ? { own: mine } : {}),
		...(note?.ok && note.text ? { access_note: note.text } : {})
	};
};

const modeValuesOf = (m: QuestionnairePack['modes'][number]): string[] =>
	m.type === 'enum' ? (m.values ?? []) : m.type === 'bool' ? ['true', 'false'] : ['true', 'false', 'unknown'];

type Lang = 'en' | 'ru';
const titleOf = (pack: QuestionnairePack, kind: 'axes' | 'modules' | 'modes', id: string) =>
	(pack[kind] as { id: string; title: string }[]).find((x) => x.id === id)?.title ?? id;

/**
 * The refusal as a sentence in the UI language: what is wrong and what to do.
 * `who` is the player's label ("Anna", "Player 2").
 */
export const refusalSentence = (
	pack: QuestionnairePack,
	who: string,
	p: PayloadProblem,
	lang: Lang
): string => {
	const ru = lang === 'ru';
	switch (p.kind) {
		case 'not-a-result':
			return ru
				? `${who}: это не результат нулевой сессии (неверное поле ${p.field}). Попросите прислать ссылку ещё раз.`
				: `${who}: this is not a Session zero result (the field ${p.field} is wrong). Ask them to send the link again.`;
		case 'foreign-pack':
			return ru
				? `${who}: результат из другого набора вопросов («${p.pack}»), а стол собран по «${pack.title}». Попросите пройти «${pack.title}».`
				: `${who}: this result comes from another question pack (“${p.pack}”), and the table uses “${pack.title}”. Ask them to answer “${pack.title}”.`;
		case 'unknown-axis':
			return ru
				? `${who}: в результате есть шкала «${p.axis}», которой нет в «${pack.title}». Попросите пройти этот набор заново.`
				: `${who}: the result has a scale “${p.axis}” that “${pack.title}” does not have. Ask them to answer this pack again.`;
		case 'out-of-range':
			return ru
				? `${who}: «${titleOf(pack, 'axes', p.axis)}» стоит на ${p.score}, а шкала идёт от ${p.min} до ${p.max}. Попросите прислать ссылку ещё раз.`
				: `${who}: “${titleOf(pack, 'axes', p.axis)}” is at ${p.score}, outside its scale of ${p.min} to ${p.max}. Ask them to send the link again.`;
		case 'unknown-module':
			return ru
				? `${who}: в результате есть тема «${p.module}», которой нет в «${pack.title}».`
				: `${who}: the result has a theme “${p.module}” that “${pack.title}” does not have.`;
		case 'unknown-mode':
			return ru
				? `${who}: в результате есть договорённость «${p.mode}», которой нет в «${pack.title}».`
				: `${who}: the result has a table rule “${p.mode}” that “${pack.title}” does not have.`;
		case 'bad-mode-value':
			return ru
				? `${who}: у «${titleOf(pack, 'modes', p.mode)}» значение «${p.value}», которого нет в «${pack.title}».`
				: `${who}: “${titleOf(pack, 'modes', p.mode)}” is set to “${p.value}”, which “${pack.title}” does not offer.`;
	}
};
