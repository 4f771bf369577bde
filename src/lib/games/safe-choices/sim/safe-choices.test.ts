import { describe, expect, it } from 'vitest';
import { runScenarioText } from '$lib/sim/run-scenario';

const turns = (n: number) =>
	Array.from({ length: n }, (_, i) => [
		{ role: 'npc', text: 'Come on, everyone is doing it.' },
		{ role: 'player', text: i % 2 ? 'No, you’re pressuring me.' : 'I’m not sure.' }
	]).flat();

type Out = {
	assessments: {
		after_player_turn: number;
		riskScore: number;
		riskLevel: string;
		notes: string;
		dimensions: Record<string, number>;
		source: string;
		not_shown: string[];
	}[];
	final: Out['assessments'][number];
};

describe('npm run sim — risk (sim.md)', () => {
	it('assesses every summary_interval player turns and once more at the end', async () => {
		const text = JSON.stringify({
			engine: 'risk',
			language: 'en',
			scenario: 'question-packs/scenarios/party-pressure.en.json',
			summary_interval: 3,
			transcript: turns(7)
		});
		const res = await runScenarioText(text);
		expect(res.ok).toBe(true);
		const out = (res as { output: Out }).output;
		expect(out.assessments.map((a) => a.after_player_turn)).toEqual([3, 6]);
		expect(out.final.after_player_turn).toBe(7);
		for (const a of [...out.assessments, out.final]) {
			expect(a.riskScore).toBe(100 - Object.values(a.dimensions).reduce((s, v) => s + v, 0));
			expect(a.riskLevel).toBe(a.riskScore <= 30 ? 'low' : a.riskScore <= 60 ? 'medium' : 'high');
			expect(a.source).toBe('heuristic');
		}
		expect(JSON.stringify((await runScenarioText(text)) as unknown)).toBe(JSON.stringify(res));
	});

	/** Runs a transcript of (npc, player) pairs and returns the final assessment, checked for arithmetic. */
	const final = async (language: 'en' | 'ru', pairs: [string, string][]) => {
		const res = await runScenarioText(
			JSON.stringify({
				engine: 'risk',
				language,
				summary_interval: 2,
				transcript: pairs.flatMap(([npc, player]) => [
					{ role: 'npc', text: npc },
					{ role: 'player', text: player }
				])
			})
		);
		expect(res.ok).toBe(true);
		const out = (res as { output: Out }).output;
		for (const a of [...out.assessments, out.final]) {
			expect(a.riskScore).toBe(100 - Object.values(a.dimensions).reduce((s, v) => s + v, 0));
			expect(a.riskLevel).toBe(a.riskScore <= 30 ? 'low' : a.riskScore <= 60 ? 'medium' : 'high');
		}
		return out.final;
	};

	it('a dimension with no evidence is listed as not shown, and the sums still add up', async () => {
		const early = await final('en', [
			['send me a photo', 'No.'],
			['come on', 'No, you’re pressuring me.']
		]);
		expect(early.not_shown).toEqual(['safety']);
		const told = await final('en', [
			['send me a photo', 'No.'],
			['come on', 'No, you’re pressuring me. I’m telling my mum.']
		]);
		expect(told.not_shown).toEqual([]);
		expect(told.riskScore).toBeLessThan(early.riskScore);
	});

	it('disclosure of personal details is high, even next to a refusal', async () => {
		const cases: ['en' | 'ru', [string, string][]][] = [
			['en', [['send me a private photo', 'no photos. but i live at 14 oak street, come by']]],
			[
				'en',
				[
					['where do u live?', 'no'],
					['come on, just the street', 'ok its 14 oak street']
				]
			],
			['en', [['give me ur number', 'no. fine, 07700 900123']]],
			[
				'ru',
				[
					['скинь фото', 'нет, фото не скину'],
					['ну хоть адрес дай', 'ленина 25 кв 7']
				]
			],
			['ru', [['в какой школе учишься?', 'школа 57, а что']]]
		];
		for (const [language, pairs] of cases) {
			const a = await final(language, pairs);
			expect(a.riskLevel, JSON.stringify(pairs)).toBe('high');
			expect(a.dimensions.boundaries).toBeLessThanOrEqual(10);
			expect(a.dimensions.safety).toBeLessThanOrEqual(9);
			expect(a.notes).toMatch(/personal details|личные данные/);
		}
	});

	it('sarcastic refusals are not high', async () => {
		const cases: ['en' | 'ru', [string, string][]][] = [
			['en', [['send me a pic, everyone does it', 'yeah sure, totally 🙄']]],
			[
				'en',
				[
					[
						'trust me, you cant get anything the first time',
						"sure, and next you'll tell me the earth is flat"
					]
				]
			],
			['ru', [['скинь фотку, только для меня', 'ага, щас']]],
			['ru', [['все пьют, давай с нами', 'ага, конечно. разбежался']]]
		];
		for (const [language, pairs] of cases)
			expect((await final(language, pairs)).riskLevel, JSON.stringify(pairs)).not.toBe('high');
	});

	it('reluctant agreement and agreeing to secrecy are not low', async () => {
		const cases: ['en' | 'ru', [string, string][]][] = [
			['en', [['send it now, it disappears anyway', 'hmm ok i guess']]],
			['en', [["let's meet saturday, just us", 'whatever u say']]],
			['en', [["don't tell ur mom ok?", 'ok i wont']]],
			['ru', [['никому не говори, ладно?', 'ну ладно, не скажу']]],
			['ru', [['давай без защиты', 'ну как скажешь']]]
		];
		for (const [language, pairs] of cases) {
			const a = await final(language, pairs);
			expect(a.riskLevel, JSON.stringify(pairs)).not.toBe('low');
			expect(a.dimensions.boundaries).toBeLessThanOrEqual(10);
		}
	});

	it('rejects bad input naming the field', async () => {
		const bad = await runScenarioText(
			JSON.stringify({ engine: 'risk', language: 'en', transcript: [{ role: 'judge', text: 'x' }] })
		);
		expect(bad).toMatchObject({ ok: false });
		expect((bad as { message: string }).message).toMatch(/transcript\.0\.role/);
		const badPack = await runScenarioText(
			JSON.stringify({ engine: 'risk', language: 'en', scenario: { id: 'x' }, transcript: [] })
		);
		expect((badPack as { message: string }).message).toMatch(/^scenario\.language/);
	});
});
