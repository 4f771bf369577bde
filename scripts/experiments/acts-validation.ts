/**
 * An experiment, not part of the app (docs/acts.md "Choosing the model"): the act model trained on
 * the corpus less its validation slice and scored on that slice — macro-F1 per language and the
 * safety acts' recall. `npx tsx scripts/experiments/acts-validation.ts`. A change to the features or
 * the training is judged here, never on the held-out set.
 */
import { parseActModel, readActs } from '../../src/lib/engines/acts/model';
import { trainActModels } from '../../src/lib/engines/acts/train';
import { corpusWithSlice, scoreSlice } from './validation-slice';

const { fit, valid } = corpusWithSlice();
const model = parseActModel(...trainActModels(fit));
const byLanguage = scoreSlice(valid, (r) => readActs(model, r));
for (const m of byLanguage) {
	const recall = m.acts
		.filter((a) => a.act === 'disclose_harm' || a.act === 'distress')
		.map((a) => `${a.act} ${a.recall.toFixed(3)} (${a.support})`)
		.join(', ');
	console.log(`${m.language}: ${m.lines} lines, macro-F1 ${m.macroF1.toFixed(3)}; ${recall}`);
}
