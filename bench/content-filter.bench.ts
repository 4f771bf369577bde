import nhieEn from '../question-packs/nhie/en.json';
import nhieRu from '../question-packs/nhie/ru.json';
import { contentFilter } from '../src/lib/engines/kit/content-filter';
import { measure, type BenchResult } from './types';

/**
 * The content filter runs on every model line shown (docs/nhie.md "Content filter"): time per
 * line over the built-in "Never have I ever" questions (945 lines, en and ru) with adult questions
 * off and on, and over the same lines disguised (look-alike letters, zero-width characters, a bidi
 * override), the worst case for the folding steps. The first call compiles the blocklists: measured
 * apart.
 */
type Line = { text: string; language: string };
const lines: Line[] = [...nhieEn.questions, ...nhieRu.questions].map((q) => ({
	text: q.text,
	language: q.text.startsWith('Я') ? 'ru' : 'en'
}));
const DISGUISE: Readonly<Record<string, string>> = { o: 'ⲟ', s: 'ꜱ', a: 'а', e: 'е', n: 'ɴ', r: 'ʀ' };
const disguised: Line[] = lines.map(({ text, language }) => ({
	language,
	text: `\u202e${text.replace(/[osaenr]/gu, (c) => DISGUISE[c] + '\u200b')}`
}));

const perLine = async (name: string, set: Line[], nsfw: boolean): Promise<BenchResult> => {
	const m = await measure(() => set.forEach((l) => contentFilter(l.text, l.language, nsfw)), {
		iterations: 20,
		warmup: 2
	});
	const us = (ms: number) => (ms * 1000) / set.length;
	return { name, unit: 'µs/line', median: us(m.median), p95: us(m.p95), iterations: m.iterations };
};

export default async (): Promise<BenchResult[]> => {
	const t0 = performance.now();
	contentFilter('Never have I ever compiled a blocklist', 'en', false);
	return [
		{ name: 'first call (compiles the blocklists)', unit: 'ms', value: performance.now() - t0 },
		await perLine('built-in questions, adult off', lines, false),
		await perLine('built-in questions, adult on', lines, true),
		await perLine('disguised questions, adult off', disguised, false)
	];
};
