import { hashString } from '../kit/prng';
import type { Evidence } from './evidence';
import type { FactKind, PersonaPack } from './persona';
import type { Anomaly, Mention, Mood, Role } from './types';

/**
 * Offline lines (deduction.md "Prompts and fallbacks"): accusations name the observed anomaly and its
 * evidence; gap-fill per mood; whispers per the recipient's own role, carrying one public fact.
 * Picks are a hash of a public key, among the lines not used yet in this game (issue 14: no line
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
	anomaly: Anomaly;
	mention: Mention;
	question: boolean;
	evidence: Evidence;
	key: string;
	used: ReadonlySet<string>;
};

export const hasAccusationTemplate = (persona: PersonaPack, anomaly: Anomaly, mention: Mention): boolean =>
	persona.templates.accusation[anomaly][mention].length > 0;

/** The offline accusation and the ids of the lines it used, or null when no template fits. */
export const accusationFallback = (
	persona: PersonaPack,
	line: AccusationLine
): { text: string; ids: string[] } | null => {
	const prefix = `acc.${line.anomaly}.${line.mention}`;
	const t = pickLine(
		persona.templates.accusation[line.anomaly][line.mention],
		`acc:${line.key}`,
		line.used,
		prefix
	);
	if (!t) return null;
	const text = fillTemplate(t.text, {
		target: mentionName(line.targetName, line.mention),
		anomaly: persona.anomalyLabels[line.anomaly],
		word: line.evidence.words[0] ?? '',
		count: line.evidence.kind === 'silence' ? line.evidence.ids.length : (line.evidence.words[0] ?? '')
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

/** One public fact for a whisper: its kind and the names/numbers it is filled with. */
export type WhisperFact = { kind: FactKind; player?: string; other?: string; count?: number; round?: number };

export const factLine = (persona: PersonaPack, fact: WhisperFact, key: string): string => {
	const lines = persona.templates.facts?.[fact.kind] ?? [];
	const t = pickLine(lines, `fact:${key}`, new Set(), 'fact');
	return t
		? fillTemplate(t.text, {
				player: fact.player ?? '',
				other: fact.other ?? '',
				count: fact.count ?? 0,
				round: fact.round ?? 0
			})
		: '';
};

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
	const text = fillTemplate(t?.text ?? '', { name, round, fact: factLine(persona, fact, key) });
	return { text: text.replace(/\s+/g, ' ').trim(), id: t?.id ?? `wh.${role}` };
};
