import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexPack, validateQuestionnairePack } from '../engines/questionnaire';
import { runScenarioText } from './run-scenario';

const PACK = 'question-packs/questionnaire/session-zero.en.json';
const run = async (sc: object) =>
	runScenarioText(JSON.stringify({ engine: 'questionnaire', pack: PACK, ...sc }));
const pack = (() => {
	const r = validateQuestionnairePack(JSON.parse(readFileSync(PACK, 'utf8')));
	if (!r.ok) throw new Error('pack');
	return r.pack;
})();

type Out = {
	asked: string[];
	rendered: { qid: string; veiled: boolean; prompt: string }[];
	phase: string;
	share: Record<string, unknown>;
	share_gm?: { safety: { lines: string[] } };
	state: { safety: { lines: string[]; veils: string[] } };
};

describe('sim questionnaire (sim.md)', () => {
	it('stops at S6 by default and is deterministic byte for byte', async () => {
		const a = await run({ answers: { q_limits_gate: 'o_open' } });
		const b = await run({ answers: { q_limits_gate: 'o_open' } });
		expect(a.ok).toBe(true);
		expect(JSON.stringify(a)).toBe(JSON.stringify(b));
		expect((a as { output: Out }).output.phase).toBe('PROPOSE_RESULT');
	});

	it('continues to max_questions when asked, honours Lines and renders Veils (aliases accepted)', async () => {
		const r = await run({
			safety: {
				lines: ['sv', 'arachnids'],
				veils: ['gore', 'torture', 'drugs', 'possession'],
				completion_mode: 'completed'
			},
			continue_after_propose: true,
			share_for_gm: true
		});
		if (!r.ok) throw new Error(r.message);
		const o = r.output as Out;
		expect(o.phase).toBe('RESULT_VIEW');
		expect(o.asked.length).toBe(pack.stop.max_questions);
		const idx = indexPack(pack);
		for (const qid of o.asked) expect(idx.byId.get(qid)!.contentTags).not.toContain('spiders');
		for (const r of o.rendered) {
			const tags = idx.byId.get(r.qid)!.contentTags;
			const veiled = tags.some((t) => ['explicit_gore', 'torture', 'drug_use', 'possession'].includes(t));
			expect(r.veiled, r.qid).toBe(veiled);
			if (veiled)
				expect(r.prompt).toBe(idx.byId.get(r.qid)!.q.veil_variants!.prompt ?? idx.byId.get(r.qid)!.q.prompt);
		}
		expect(o.share_gm?.safety.lines).toEqual(['sexual_violence', 'spiders']);
		expect(JSON.stringify(o.share)).not.toContain('sexual_violence');
	});

	it('answers from `answers` by id and uses skip options', async () => {
		const r = await run({ answers: { q_limits_gate: 'o_later' }, default_answer: 'skip' });
		if (!r.ok) throw new Error(r.message);
		expect((r.output as Out).state.safety.lines).toEqual([]);
	});

	it('refuses bad input with the field named', async () => {
		const a = await run({ answers: { q_limits_gate: 'nope' } });
		expect(a.ok === false && a.message).toContain('answers.q_limits_gate');
		const b = await run({ default_answer: 'maybe' });
		expect(b.ok === false && b.message).toContain('default_answer');
		const c = await runScenarioText(JSON.stringify({ engine: 'questionnaire', pack: { schema_version: 1 } }));
		expect(c.ok === false && c.message).toContain('pack: id');
	});
});
