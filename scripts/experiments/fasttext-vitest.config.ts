/**
 * The project's test config with the act model read by fastText (docs/acts.md "fastText as a
 * drop-in"): `PARLOR_ACTS_FASTTEXT=<model.ftz> npx vitest run --config
 * scripts/experiments/fasttext-vitest.config.ts <paths>`. Every import of
 * src/lib/engines/acts/model.ts but the stand-in's own resolves to `fasttext-model.ts`.
 */
import { mergeConfig, type Plugin } from 'vite';
import base from '../../vite.config.ts';
import { ACT_MODEL_FILE, STAND_IN_FILE } from './fasttext-stand-in.ts';

const standIn: Plugin = {
	name: 'parlor-fasttext-acts',
	enforce: 'pre',
	async resolveId(source, importer, options) {
		if (!importer || importer.startsWith(STAND_IN_FILE) || !/model(?:\.ts)?$/u.test(source)) return null;
		const found = await this.resolve(source, importer, { ...options, skipSelf: true });
		return found?.id.split('?')[0] === ACT_MODEL_FILE ? STAND_IN_FILE : null;
	}
};

export default mergeConfig(base, { plugins: [standIn] });
