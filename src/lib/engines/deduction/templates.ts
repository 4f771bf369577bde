import { hashString } from '../kit/prng';
import type { PersonaPack } from './persona';
import type { Anomaly, Mention, Mood, Role } from './types';

/**
 * Offline lines (deduction.md "Prompts and fallbacks"): accusations name the observed anomaly
 * (every template carries {anomaly}); gap-fill per mood; whispers per the recipient's own role.
 * Picks are a hash of a public key (round, slot), so they never consume or depend on role data.
 */
export const fillTemplate = (template: string, vars: Record<string, string | number>): string =>
	template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));

const choose = <T>(items: readonly T[], key: string): T | undefined =>
	items.length ? items[hashString(key) % items.length] : undefined;

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
	key: string;
};

export const hasAccusationTemplate = (persona: PersonaPack, anomaly: Anomaly, mention: Mention): boolean =>
	persona.templates.accusation[anomaly][mention].length > 0;

/** The offline accusation, or null when no template fits (then none fires). */
export const accusationFallback = (persona: PersonaPack, line: AccusationLine): string | null => {
	const template = choose(persona.templates.accusation[line.anomaly][line.mention], `acc:${line.key}`);
	if (!template) return null;
	const text = fillTemplate(template, {
		target: mentionName(line.targetName, line.mention),
		anomaly: persona.anomalyLabels[line.anomaly]
	});
	if (!line.question) return sentenceCase(text);
	const q = choose(persona.templates.question, `q:${line.key}`) ?? '';
	return sentenceCase(`${text} ${fillTemplate(q, { target: line.targetName })}`.trim());
};

export const gapfillFallback = (persona: PersonaPack, mood: Mood, key: string): string =>
	choose(persona.templates.gapfill[mood], `gap:${key}`) ?? persona.templates.gapfill.tense[0];

export const whisperFallback = (
	persona: PersonaPack,
	role: Role,
	name: string,
	round: number,
	key: string
): string => fillTemplate(choose(persona.templates.whisper[role], `wh:${key}`) ?? '', { name, round });
