/**
 * `tsx --import ./scripts/experiments/fasttext-register.ts <script>`: every import of the act model
 * (src/lib/engines/acts/model.ts) resolves to `fasttext-model.ts`, which reads fastText in its place
 * when PARLOR_ACTS_FASTTEXT names a model (docs/acts.md "fastText as a drop-in"). The app never
 * imports this; `fasttext-vitest.config.ts` does the same for the tests.
 */
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ACT_MODEL_FILE, STAND_IN_FILE } from './fasttext-stand-in';

const model = pathToFileURL(ACT_MODEL_FILE).href;
const standIn = pathToFileURL(STAND_IN_FILE).href;
// a loader hook runs in its own thread, so it is passed as source
const hooks = `export async function resolve(specifier, context, next) {
	const found = await next(specifier, context);
	const url = found.url.split('?')[0];
	return url === ${JSON.stringify(model)} && !context.parentURL?.startsWith(${JSON.stringify(standIn)})
		? { ...found, url: ${JSON.stringify(standIn)} }
		: found;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
