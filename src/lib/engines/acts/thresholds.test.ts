import { describe, expect, it } from 'vitest';
import { readThresholds } from '../../../../scripts/train-acts';
import { ACT_IDS, loadActModel } from './index';
import { DEFAULT_TRAIN, trainActModels } from './train';
import {
	ActThresholdsSchema,
	chooseThreshold,
	chooseThresholds,
	DEFAULT_THRESHOLD,
	CHOSEN_ACTS,
	defaultThreshold,
	MIN_SUPPORT,
	SAFETY_ACTS,
	SAFETY_THRESHOLD,
	type Scored
} from './thresholds';

/** docs/acts.md "Thresholds": each act's threshold chosen on lines the choosing model never saw. */
const lines = (carrying: number[], plain: number[]): Scored[] => [
	...carrying.map((confidence) => ({ confidence, carries: true })),
	...plain.map((confidence) => ({ confidence, carries: false }))
];

describe('chooseThreshold', () => {
	it('moves an over-read act up to the threshold that separates its lines', () => {
		// plain lines reach 0.38, lines with the act 0.42: at 0.3 every plain line is read as the act
		const t = chooseThreshold(lines([0.42, 0.5, 0.6, 0.7, 0.9, 0.95], [0.31, 0.33, 0.36, 0.38, 0.1]), 0.3);
		expect(t).toBe(0.4);
	});

	it('moves an under-read act down', () => {
		const t = chooseThreshold(lines([0.21, 0.22, 0.24, 0.6, 0.8, 0.9], [0.05, 0.1, 0.12]), 0.3);
		expect(t).toBe(0.2);
	});

	it('keeps the default when a few lines cannot tell, or no threshold does better', () => {
		const few = Array.from({ length: MIN_SUPPORT - 1 }, () => 0.42);
		expect(chooseThreshold(lines(few, [0.31, 0.33, 0.36, 0.38]), 0.3)).toBe(0.3);
		expect(chooseThreshold(lines([0.5, 0.6, 0.7, 0.8, 0.9], [0.05, 0.1]), 0.3)).toBe(0.3);
	});

	it('never goes above 0.5: an act read as more likely than not stays in the answer', () => {
		// 0.95 would separate these lines; the grid stops at 0.5
		const t = chooseThreshold(lines([0.97, 0.98, 0.99, 0.99, 0.99], [0.4, 0.45, 0.6, 0.9]), 0.3);
		expect(t).toBe(0.5);
	});
});

describe('chooseThresholds and the thresholds file', () => {
	it("names only the pirate's and the narrator's acts that moved: never a conversation act", () => {
		const acts = ['accuse', 'refuse', 'distress', 'joke'] as const;
		// accuse, refuse and distress are over-read alike; joke is read right at the default
		const row = (c: number, joke: number, carries: (typeof acts)[number][]) => ({
			acts: carries,
			conf: [c, c, c, joke]
		});
		const rows = [
			...[0.6, 0.7, 0.8, 0.9, 0.95].map((c) => row(c, c, [...acts])),
			...[0.32, 0.35, 0.38, 0.39].map((c) => row(c, 0.1, []))
		];
		expect(chooseThresholds(acts, rows, 0.3)).toEqual({ accuse: 0.4 });
	});

	it('refuses a file that sets a safety or conversation act or names no act, saying which', () => {
		const bad = ActThresholdsSchema.safeParse({ en: { distress: 0.5 } });
		expect(bad.success).toBe(false);
		expect(bad.error?.issues[0].message).toMatch(/"distress" keeps the default threshold/u);
		const refuse = ActThresholdsSchema.safeParse({ ru: { refuse: 0.5 } });
		expect(refuse.error?.issues[0].message).toMatch(/"refuse" keeps the default threshold/u);
		const unknown = ActThresholdsSchema.safeParse({ en: { refusee: 0.4 } });
		expect(unknown.error?.issues[0].message).toMatch(/"refusee" is not an act/u);
		expect(ActThresholdsSchema.safeParse({ en: { accuse: 2 } }).success).toBe(false);
		expect(ActThresholdsSchema.parse({ en: { accuse: 0.45 } })).toEqual({ en: { accuse: 0.45 } });
	});

	it('training writes a language its chosen thresholds and the others the defaults', () => {
		const rows = ['en', 'ru'].flatMap((language) =>
			['its you', 'lol', 'u r the mole', 'haha', 'it was her', 'jk'].map((text, i) => ({
				text,
				language,
				acts: [i % 2 ? ('joke' as const) : ('accuse' as const)]
			}))
		);
		const opts = { ...DEFAULT_TRAIN, bits: 10, epochs: 1, keep: 100 };
		const [en, ru] = trainActModels(rows, opts, { en: { accuse: 0.45 } });
		const at = (f: typeof en, act: (typeof ACT_IDS)[number]) => f.thresholds[f.acts.indexOf(act)];
		expect([at(en, 'accuse'), at(en, 'joke'), at(en, 'distress')]).toEqual([
			0.45,
			DEFAULT_THRESHOLD,
			SAFETY_THRESHOLD
		]);
		expect(at(ru, 'accuse')).toBe(DEFAULT_THRESHOLD);
	});

	it('the shipped model files carry the chosen thresholds (train:acts ran after train:thresholds)', async () => {
		const chosen = readThresholds();
		const model = await loadActModel();
		for (const [language, part] of model.parts)
			part.acts.forEach((act, i) => {
				const want = chosen[language]?.[act] ?? defaultThreshold(act);
				expect(`${language} ${act} ${part.thresholds[i]}`).toBe(`${language} ${act} ${want}`);
			});
	});

	it("only the pirate's and the narrator's acts may be chosen", () => {
		expect(CHOSEN_ACTS).toContain('accuse');
		expect(CHOSEN_ACTS).toContain('bargain');
		for (const act of ['refuse', 'seek_help', ...SAFETY_ACTS] as const)
			expect(CHOSEN_ACTS).not.toContain(act);
	});

	it("a language model's acts count at the defaults, whatever the offline model chose", () => {
		expect(ACT_IDS.map(defaultThreshold).filter((t) => t !== DEFAULT_THRESHOLD)).toEqual([
			SAFETY_THRESHOLD,
			SAFETY_THRESHOLD
		]);
	});
});
