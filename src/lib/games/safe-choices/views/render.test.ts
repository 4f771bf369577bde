import { render } from 'svelte/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { RiskAssessment, Scenario } from '$lib/games/safe-choices/engine';
import { locale } from '$lib/i18n/locale.svelte';
import RiskResult from './RiskResult.svelte';
import ScenarioBrief from './ScenarioBrief.svelte';
import ScenarioPicker from './ScenarioPicker.svelte';
import { safeMessages } from './messages';

/** Phone audit of Safe choices: the check-in's words, the percent sign, the brief's focus target. */
const assessment = (over: Partial<RiskAssessment>): RiskAssessment => ({
	afterPlayerTurn: 2,
	kind: 'forced',
	dimensions: { recognition: 1, boundaries: 1, communication: 1, safety: 0 },
	total: 3,
	riskScore: 80,
	riskLevel: 'high',
	confidence: 83,
	notes: '…',
	source: 'heuristic',
	guards: [],
	...over
});
const words = (body: string) => body.match(/data-testid="risk-words"[^>]*>([\s\S]*?)<\/p>/)?.[1].trim();
const scenario = {
	id: 'party',
	title: 'The party',
	setting: 'A friend’s flat.',
	content_notes: ['alcohol'],
	objectives: ['Say no'],
	resources: []
} as unknown as Scenario;
const noop = () => {};

afterEach(() => {
	locale.current = 'en';
});

describe('Safe choices after the phone audit', () => {
	for (const lang of ['en', 'ru'] as const) {
		it(`${lang}: a mid-game check-in advises the next reply; "play it again" only at the end`, () => {
			locale.current = lang;
			const m = safeMessages(lang);
			for (const level of ['low', 'medium', 'high'] as const) {
				const a = assessment({ riskLevel: level });
				const checkIn = words(
					render(RiskResult, { props: { assessment: a, heading: 'x', midGame: true } }).body
				);
				const final = words(render(RiskResult, { props: { assessment: a, heading: 'x' } }).body);
				expect(checkIn).toBe(m.levelWordsCheckIn[level]);
				expect(final).toBe(m.levelWords[level]);
			}
			const high = words(
				render(RiskResult, { props: { assessment: assessment({}), heading: 'x', midGame: true } }).body
			);
			expect(high).not.toMatch(/play it again|сыграй ещё раз/);
			expect(high).toMatch(lang === 'en' ? /next reply/ : /следующем ответе/);
		});
	}

	it('English writes 83%, Russian keeps 83 %', () => {
		const body = (lang: 'en' | 'ru') => {
			locale.current = lang;
			return render(RiskResult, { props: { assessment: assessment({}), heading: 'x' } }).body;
		};
		expect(body('en')).toContain('Coach’s confidence: 83%');
		expect(body('ru')).toContain('Уверенность тренера: 83 %');
	});

	it('the brief’s title can take the focus after Choose, and Back and Choose can be found', () => {
		const brief = render(ScenarioBrief, { props: { scenario, onStart: noop, onBack: noop } }).body;
		expect(brief).toMatch(/<h2[^>]*tabindex="-1"[^>]*data-testid="brief-heading"[^>]*>The party<\/h2>/);
		expect(brief).toContain('data-testid="brief-back"');
		const picker = render(ScenarioPicker, {
			props: {
				scenarios: [scenario],
				progress: {},
				summaryInterval: 3,
				loadErrors: [],
				ready: true,
				onChoose: noop,
				onInterval: noop,
				returnFocusTo: 'party'
			}
		}).body;
		expect(picker).toContain('data-testid="choose-party"');
	});
});
