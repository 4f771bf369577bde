import { z } from 'zod';
import { TONES, TONE_INTENSITY, type PoolQuestion } from '$lib/games/nhie/engine';
import type { PackKind } from '$lib/packs/registry';
import { checkWithSchema, type PackCheck, type PackIssue } from '$lib/packs/validate';
import { crimeInAdultTier, sameIdeaPairs } from './nhie-repeats';

/**
 * "Never have I ever" pack schema (seed 000 `question_pool`). `tone` is the band the intensity belongs
 * to (3, 5 and 7 sit in two bands, either is fine); `is_nsfw` only at intensity ≥ 7.
 */
export const NhieQuestionSchema = z
	.object({
		id: z.string().min(1).max(64),
		text: z.string().trim().min(5).max(200),
		intensity: z.int().min(1).max(10),
		tone: z.enum(TONES),
		tags: z.array(z.string().min(1).max(40)).max(10).default([]),
		is_nsfw: z.boolean(),
		active: z.boolean().default(true)
	})
	.superRefine((q, ctx) => {
		const [min, max] = TONE_INTENSITY[q.tone];
		if (q.intensity < min || q.intensity > max)
			ctx.addIssue({
				code: 'custom',
				path: ['tone'],
				message: `tone "${q.tone}" covers intensities ${min}–${max}, not ${q.intensity}`
			});
		if (q.is_nsfw && q.intensity < 7)
			ctx.addIssue({
				code: 'custom',
				path: ['is_nsfw'],
				message: 'is_nsfw is only allowed at intensity 7 or more'
			});
	});
export type NhieQuestion = z.infer<typeof NhieQuestionSchema>;

export const NhiePackSchema = z
	.object({
		kind: z.literal('nhie'),
		id: z.string().min(1).max(64),
		language: z.string().min(2).max(8),
		name: z.string().min(1).max(80),
		version: z.int().min(1),
		questions: z.array(NhieQuestionSchema).min(1)
	})
	.superRefine((pack, ctx) => {
		const seen = new Set<string>();
		pack.questions.forEach((q, i) => {
			if (seen.has(q.id))
				ctx.addIssue({
					code: 'custom',
					path: ['questions', i, 'id'],
					message: `duplicate question id "${q.id}"`
				});
			seen.add(q.id);
		});
	});
export type NhiePack = z.infer<typeof NhiePackSchema>;

export type PackParse = { ok: true; pack: NhiePack } | { ok: false; message: string };

/** Validates a pack; the message names the field (zod path) of the first problems. */
export const parseNhiePack = (raw: unknown): PackParse => {
	const parsed = NhiePackSchema.safeParse(raw);
	if (parsed.success) return { ok: true, pack: parsed.data };
	const message = parsed.error.issues
		.slice(0, 5)
		.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
		.join('\n');
	return { ok: false, message };
};

/** The engine's view of a pack's questions. */
export const toPool = (pack: NhiePack): PoolQuestion[] =>
	pack.questions.map((q) => ({
		id: q.id,
		text: q.text,
		intensity: q.intensity,
		is_nsfw: q.is_nsfw,
		active: q.active
	}));

export const NHIE_LANGUAGES = ['en', 'ru'] as const;
export type NhieLanguage = (typeof NHIE_LANGUAGES)[number];

const FORM: Record<string, RegExp> = { en: /^never have i ever\s/iu, ru: /^я никогда не\s/iu };

/** `npm run packs:check` entry: schema errors, plus warnings for the form and thin intensity levels. */
export const checkNhiePack = (json: unknown): PackCheck<NhiePack> => {
	const checked = checkWithSchema(NhiePackSchema, json);
	if (!checked.ok) return checked;
	const warnings: PackIssue[] = [];
	const form = FORM[checked.pack.language];
	checked.pack.questions.forEach((q, i) => {
		if (form && !form.test(q.text))
			warnings.push({
				path: `questions.${i}.text`,
				message: 'does not start with the game\'s "Never have I ever" form'
			});
	});
	// docs/nhie.md "Packs": one idea once per pack, the adult tier about intimacy, not crime
	const index = new Map(checked.pack.questions.map((q, i) => [q.id, i]));
	for (const p of sameIdeaPairs(checked.pack.questions, checked.pack.language))
		warnings.push({
			path: `questions.${index.get(p.b)}`,
			message: `${p.b} is likely the same idea as ${p.a} (shared: ${p.shared.join(', ')}${p.apart >= 2 ? `; rated ${p.apart} levels apart` : ''}) — review`
		});
	for (const id of crimeInAdultTier(checked.pack.questions))
		warnings.push({
			path: `questions.${index.get(id)}`,
			message: `${id} is an adult-tier question about crime: the adult tier is about intimacy`
		});
	for (let level = 1; level <= 10; level++) {
		const n = checked.pack.questions.filter((q) => q.intensity === level && q.active).length;
		if (n < 25)
			warnings.push({
				path: 'questions',
				message: `only ${n} active questions at intensity ${level} (25+ advised)`
			});
	}
	return { ...checked, warnings };
};

export const nhiePackKind: PackKind = {
	kind: 'nhie',
	folder: 'nhie',
	check: checkNhiePack,
	describe: (pack) => {
		const p = pack as NhiePack;
		return { id: p.id, language: p.language, name: p.name };
	}
};
