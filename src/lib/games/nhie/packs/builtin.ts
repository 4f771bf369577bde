import { parseNhiePack, type NhieLanguage, type NhiePack } from './nhie';

/** Browser loader of the built-in packs (Vite glob: lazy chunks). Node code reads the files instead. */
const builtIn = import.meta.glob('/question-packs/nhie/*.json', { import: 'default' });

/** Loads the built-in pack of a language (lazy chunk) and validates it. */
export const loadBuiltInPack = async (language: NhieLanguage): Promise<NhiePack> => {
	const loader = builtIn[`/question-packs/nhie/${language}.json`];
	if (!loader) throw new Error(`No built-in "Never have I ever" pack for "${language}".`);
	const parsed = parseNhiePack(await loader());
	if (!parsed.ok) throw new Error(`The built-in pack "${language}" is invalid:\n${parsed.message}`);
	return parsed.pack;
};
