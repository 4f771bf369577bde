import { hashString } from '$lib/engines/kit/prng';
import type { Evidence } from './evidence';
import type { FactKind, PersonaPack } from './persona';
import { isAnomaly, type Ground } from './slot';
import type { Mention, Mood, Role } from './types';

/**
 * Offline lines (mole.md "Prompts and fallbacks"): accusations name the observed anomaly and its
 * evidence; gap-fill per mood; whispers per the recipient's own role, carrying one public fact.
 * Picks are a hash of a public key, among the lines not used yet in this game (docs/mole.md "The game": no line
 * repeats within a game while an unused one fits), so they never depend on role data.
 */
export const fillTemplate = (template: string, vars: Record<string, string | number>): string =>
	template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));

export type Picked = { text: string; id: string };

/** A seeded pick among the unused lines (all of them once every line has been used). */
export const pickLine = (
	items: readonly string[],
	key: string,
	used: ReadonlySet<string>,
	prefix: string
): Picked | undefined => {
	if (!items.length) return undefined;
	const all = items.map((_, i) => i);
	const fresh = all.filter((i) => !used.has(`${prefix}.${i}`));
	const pool = fresh.length ? fresh : all;
	const i = pool[hashString(key) % pool.length];
	return { text: items[i], id: `${prefix}.${i}` };
};

/** How a name is written for a mention style: an @mention or a plain third-person reference. */
export const mentionName = (name: string, mention: Mention): string =>
	mention === 'direct' ? `@${name}` : name;

/** A label dropped at a sentence start ("… now. a spike in …") gets its capital back. */
export const sentenceCase = (text: string): string =>
	text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, lead: string, c: string) => lead + c.toUpperCase());

export type AccusationLine = {
	targetName: string;
	/** The anomaly, or the public action, the accusation stands on. */
	ground: Ground;
	/** The other player of a public action (whom they accused, defended, voted on), by name. */
	otherName?: string | null;
	/** For `approved`: how many said no to that team (`objectionsTo`). */
	objections?: number | null;
	mention: Mention;
	question: boolean;
	evidence: Evidence;
	key: string;
	used: ReadonlySet<string>;
};

/** Whether an `approved` line must be true for a single "no" (seed 003: observed behaviour only). */
const overOne = (ground: Ground, objections: number | null | undefined): boolean =>
	ground === 'approved' && objections === 1;

const accusationTemplates = (
	persona: PersonaPack,
	ground: Ground,
	mention: Mention,
	objections?: number | null
): readonly string[] =>
	isAnomaly(ground)
		? persona.templates.accusation[ground][mention]
		: overOne(ground, objections)
			? (persona.templates.approved_over_one?.[mention] ?? [])
			: (persona.templates.actions?.[ground][mention] ?? []);

/** An approval is voiced only when the pack has lines for one "no" and for several. */
export const hasAccusationTemplate = (persona: PersonaPack, ground: Ground, mention: Mention): boolean =>
	accusationTemplates(persona, ground, mention).length > 0 &&
	(ground !== 'approved' || accusationTemplates(persona, ground, mention, 1).length > 0);

/** The offline accusation and the ids of the lines it used, or null when no template fits. */
export const accusationFallback = (
	persona: PersonaPack,
	line: AccusationLine
): { text: string; ids: string[] } | null => {
	const group = overOne(line.ground, line.objections) ? 'approved_over_one' : line.ground;
	const prefix = `${isAnomaly(line.ground) ? 'acc' : 'act'}.${group}.${line.mention}`;
	const t = pickLine(
		accusationTemplates(persona, line.ground, line.mention, line.objections),
		`acc:${line.key}`,
		line.used,
		prefix
	);
	if (!t) return null;
	const e = line.evidence;
	const text = fillTemplate(t.text, {
		target: mentionName(line.targetName, line.mention),
		anomaly: isAnomaly(line.ground) ? persona.anomalyLabels[line.ground] : '',
		word: e.words[0] ?? '',
		other: line.otherName ?? '',
		count:
			e.kind === 'silence' ? e.ids.length : e.kind === 'action' ? (e.action?.count ?? 0) : (e.words[0] ?? ''),
		round: e.action?.round ?? ''
	});
	if (!line.question) return { text: sentenceCase(text), ids: [t.id] };
	const q = pickLine(persona.templates.question, `q:${line.key}`, line.used, 'q');
	return {
		text: sentenceCase(`${text} ${fillTemplate(q?.text ?? '', { target: line.targetName })}`.trim()),
		ids: q ? [t.id, q.id] : [t.id]
	};
};

export const gapfillFallback = (
	persona: PersonaPack,
	mood: Mood,
	key: string,
	used: ReadonlySet<string> = new Set()
): Picked =>
	pickLine(persona.templates.gapfill[mood], `gap:${key}`, used, `gap.${mood}`) ?? {
		text: persona.templates.gapfill.tense[0],
		id: 'gap.tense.0'
	};

/** One fact about a whisper's reader: its kind and the names/numbers it is filled with. */
export type WhisperFact = {
	kind: FactKind;
	other?: string;
	count?: number;
	yes?: number;
	no?: number;
	round?: number;
};

/** The fact's own sentences, to the reader ("you"), or '' when the pack has none for it. */
export const factLine = (persona: PersonaPack, fact: WhisperFact, key: string): string => {
	const t = pickLine(persona.templates.facts[fact.kind], `fact:${key}`, new Set(), 'fact');
	return t
		? fillTemplate(t.text, {
				other: fact.other ?? '',
				count: fact.count ?? 0,
				yes: fact.yes ?? 0,
				no: fact.no ?? 0,
				round: fact.round ?? 0
			})
		: '';
};

/**
 * A whisper: the persona's own sentences to the reader, then the fact about them — two whole parts,
 * never one glued into the other (docs/mole.md "Whispers": no visible joins).
 */
export const whisperFallback = (
	persona: PersonaPack,
	role: Role,
	name: string,
	round: number,
	key: string,
	fact: WhisperFact = { kind: 'none' },
	used: ReadonlySet<string> = new Set()
): Picked => {
	const t = pickLine(persona.templates.whisper[role], `wh:${key}`, used, `wh.${role}`);
	const text = `${fillTemplate(t?.text ?? '', { name, round })} ${factLine(persona, fact, key)}`;
	return { text: text.replace(/\s+/g, ' ').trim(), id: t?.id ?? `wh.${role}` };
};
