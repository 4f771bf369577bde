import { it } from 'vitest';
import { loadActModel } from '$lib/engines/acts';
import { LABELLED, toTranscript } from '../../../../../tests/fixtures/safe-choices/training.fixture';
import { TUNING_A } from '../../../../../tests/fixtures/safe-choices/tuning-a.fixture';
import { labelledTranscript } from '../../../../../tests/fixtures/safe-choices/tuning-a.fixture';
import * as B from '../../../../../tests/fixtures/safe-choices/tuning-b.fixture';
import * as C from '../../../../../tests/fixtures/safe-choices/tuning-c.fixture';
import * as SA from '../../../../../tests/fixtures/safe-choices/seen-a.fixture';
import * as SB from '../../../../../tests/fixtures/safe-choices/seen-b.fixture';
import { scoreHeuristic, readTranscript } from './heuristic';
const model = await loadActModel();
it('dump', () => {
	const sets: [string, any[], (h: any) => any][] = [
		['training', LABELLED as any[], toTranscript],
		['a', TUNING_A as any[], labelledTranscript],
		...[B, C, SA, SB].map(
			(m, i) =>
				[String(i), Object.values(m).find((v) => Array.isArray(v)) as any[], labelledTranscript] as [
					string,
					any[],
					any
				]
		)
	];
	for (const [name, set, tr] of sets)
		for (const h of set) {
			const transcript = tr(h);
			const a = scoreHeuristic({
				model,
				transcript,
				language: h.language,
				kind: 'final',
				lastAssessedTurn: 0
			});
			if (a.riskLevel === h.label) continue;
			console.log(`## ${name} ${h.id ?? ''} label ${h.label} got ${a.riskLevel} ${a.riskScore}`);
			for (const t of readTranscript(model, transcript, h.language, 0))
				console.log(
					`   ${JSON.stringify(t.read.text)} → ${t.read.acts.map((x) => x.act + ':' + x.confidence.toFixed(2)).join(' ')}`
				);
		}
});
