import { z } from 'zod';
import { hashString, nextFloat, pick, seedPrng, type PrngState } from '../kit/prng';
import { foldText } from '../kit/text';
import { chance, instantiate, sample, tidy, withSlots, type Slots } from './corpus-expand';
import { lookalikes, lower, noPunctuation, textSpeak, translit, typo } from './corpus-noise';
import { ActIdSchema, type ActId, type CorpusRow } from './schema';

/**
 * docs/acts.md "The corpus": template files (question-packs/acts/templates/<lang>.json) → labelled
 * lines (question-packs/acts/corpus/<lang>/generated.jsonl). Seeded per language and act, so the
 * corpus is the same on every run. A pattern may start with `[act,act] ` to add labels to its lines.
 */
const ActTemplateSchema = z.object({
	n: z.int().min(1),
	previous: z.string().optional(),
	emoji: z.array(z.string()).default([]),
	patterns: z.array(z.string()).min(1),
	/** each line is a unit said three to six times ("tell me tell me tell me") */
	repeat: z.boolean().default(false),
	/** also lines of these acts in capitals, labelled with both (shouting) */
	from: z.array(ActIdSchema).default([])
});
export const TemplatesSchema = z.object({
	language: z.string().regex(/^[a-z]{2}$/u),
	slots: z.record(z.string(), z.array(z.string())).default({}),
	previous: z.record(z.string(), z.array(z.string())),
	none: z.object({ n: z.int().min(1), patterns: z.array(z.string()) }),
	acts: z.partialRecord(ActIdSchema, ActTemplateSchema),
	combos: z.array(z.object({ acts: z.tuple([ActIdSchema, ActIdSchema]), n: z.int().min(1) }))
});
export type Templates = z.infer<typeof TemplatesSchema>;

const LABELS = /^\[([a-z_,]+)\]\s*/u;
/** Two acts in one line are often joined by "and" ("no, and i'm telling my mom"). */
const AND: Readonly<Record<string, readonly string[]>> = {
	en: [', and ', '. and ', ' and '],
	ru: [', и ', '. и ', ' и ', ', а '],
	pl: [', i ', '. i ', ' i ', ', a '],
	sv: [', och ', '. och ', ' och ', ', men ']
};
type Line = { text: string; acts: ActId[] };

/**
 * Up to `n` distinct lines of an act: the patterns in turn, each a seeded choice at every brace
 * (a pattern with few variants gives out early; the others fill in).
 */
const sampleLines = (
	patterns: readonly string[],
	act: ActId | null,
	n: number,
	slots: Slots,
	st0: PrngState
): [Line[], PrngState] => {
	let st = st0;
	const seen = new Set<string>();
	const out: Line[] = [];
	const parsed = patterns.map((p) => ({
		body: withSlots(p.replace(LABELS, ''), slots),
		acts: [...(act ? [act] : []), ...ActIdSchema.array().parse(LABELS.exec(p)?.[1]?.split(',') ?? [])]
	}));
	for (let attempt = 0; out.length < n && attempt < n * 8; attempt++) {
		const { body, acts } = parsed[attempt % parsed.length];
		let text: string;
		[text, st] = instantiate(body, st);
		text = tidy(text);
		if (!text || seen.has(text)) continue;
		seen.add(text);
		out.push({ text, acts });
	}
	return [out, st];
};

/** A line ending in "?" (emoji aside) is a question too: the held-out set is labelled so. */
const withQuestion = (line: Line): Line =>
	/\?(?:\p{Extended_Pictographic}|\u200d|\ufe0f|\s)*$/u.test(line.text) && !line.acts.includes('question')
		? { ...line, acts: [...line.acts, 'question'] }
		: line;

const roughen = (
	text: string,
	language: string,
	emoji: readonly string[],
	st0: PrngState
): [string, PrngState] => {
	let st = st0;
	let out = text;
	let hit: boolean;
	const steps: [number, (t: string, s: PrngState) => [string, PrngState]][] = [
		[0.5, lower],
		[0.35, textSpeak(language)],
		[0.25, typo],
		[0.2, noPunctuation]
	];
	for (const [p, step] of steps) {
		[hit, st] = chance(st, p);
		if (hit) [out, st] = step(out, st);
	}
	[hit, st] = chance(st, emoji.length ? 0.3 : 0);
	if (hit) {
		let e: string | undefined;
		[e, st] = pick(emoji, st);
		out = `${out} ${e ?? ''}`.trim();
	}
	return [out, st];
};

const repeatUnit = (unit: string, st0: PrngState): [string, PrngState] => {
	const [f, st1] = nextFloat(st0);
	const times = 3 + Math.floor(f * 4);
	const [sep, st2] = pick([' ', ', ', '! ', ' '], st1);
	return [Array.from({ length: times }, () => unit).join(sep ?? ' '), st2];
};

export const buildCorpus = (t: Templates, heldOut: ReadonlySet<string>): CorpusRow[] => {
	const rows: CorpusRow[] = [];
	const seen = new Set(heldOut);
	const lang = t.language;
	const push = (line: Line, previous: string | undefined) => {
		const key = foldText(line.text);
		if (!line.text || seen.has(key)) return;
		seen.add(key);
		const { text, acts } = withQuestion(line);
		rows.push({ text, ...(previous ? { previous } : {}), language: lang, acts: [...new Set(acts)].sort() });
	};
	const pool = new Map<ActId, Line[]>();
	for (const [act, tpl] of Object.entries(t.acts) as [ActId, z.infer<typeof ActTemplateSchema>][]) {
		const [lines, st0] = sampleLines(
			tpl.patterns,
			act,
			tpl.n,
			t.slots,
			seedPrng(hashString(`${lang}:${act}`))
		);
		let st = st0;
		pool.set(act, lines);
		for (const line of lines) {
			let text = line.text;
			if (tpl.repeat) [text, st] = repeatUnit(text, st);
			[text, st] = roughen(text, lang, tpl.emoji, st);
			let prev: string | undefined;
			let withPrev: boolean;
			[withPrev, st] = chance(st, tpl.previous ? 0.5 : 0);
			if (withPrev) [prev, st] = pick(t.previous[tpl.previous ?? ''] ?? [], st);
			push({ text, acts: line.acts }, prev);
			if (lang === 'ru') {
				let again: boolean;
				[again, st] = chance(st, 0.35);
				if (again) {
					let latin: string;
					[latin, st] = translit(line.text, st);
					push({ text: latin, acts: line.acts }, prev);
				}
				[again, st] = chance(st, 0.1);
				if (again) {
					let mixed: string;
					[mixed, st] = lookalikes(line.text, st);
					push({ text: mixed, acts: line.acts }, prev);
				}
			}
		}
	}
	const extra = [...shouts(t, pool), ...combos(t, pool), ...nothing(t)].filter((r) => {
		const key = foldText(r.text);
		return !seen.has(key) && seen.add(key);
	});
	return [...rows, ...extra];
};

const shouts = (t: Templates, pool: Map<ActId, Line[]>): CorpusRow[] => {
	const from = t.acts.shout?.from ?? [];
	let st = seedPrng(hashString(`${t.language}:shout-from`));
	return from.flatMap((act) => {
		let lines: Line[];
		[lines, st] = sample(pool.get(act) ?? [], 25, st);
		return lines.map((l) => ({
			text: `${l.text.toUpperCase()}${l.text.endsWith('?') ? '' : '!!'}`,
			language: t.language,
			acts: [...new Set<ActId>([...l.acts, 'shout'])].sort()
		}));
	});
};

const combos = (t: Templates, pool: Map<ActId, Line[]>): CorpusRow[] =>
	t.combos.flatMap(({ acts: [a, b], n }) => {
		let st = seedPrng(hashString(`${t.language}:${a}+${b}`));
		const out: CorpusRow[] = [];
		for (let i = 0; i < n; i++) {
			let x: Line | undefined;
			let y: Line | undefined;
			let sep: string | undefined;
			[x, st] = pick(pool.get(a) ?? [], st);
			[y, st] = pick(pool.get(b) ?? [], st);
			[sep, st] = pick(['. ', ', ', ' ', '! ', ' - ', ...(AND[t.language] ?? [])], st);
			if (!x || !y) continue;
			let text = `${x.text}${sep}${y.text}`;
			[text, st] = roughen(text, t.language, [], st);
			const line = withQuestion({ text, acts: [...new Set([...x.acts, ...y.acts])] });
			out.push({ text: line.text, language: t.language, acts: line.acts.sort() });
		}
		return out;
	});

const nothing = (t: Templates): CorpusRow[] => {
	const [lines] = sampleLines(
		t.none.patterns,
		null,
		t.none.n,
		t.slots,
		seedPrng(hashString(`${t.language}:none`))
	);
	return lines.map((l) => withQuestion(l)).map((l) => ({ text: l.text, language: t.language, acts: l.acts }));
};
