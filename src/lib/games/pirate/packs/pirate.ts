import { PiratePackSchema, type PirateLanguage, type PiratePack } from '$lib/games/pirate/engine';
import type { PackKind } from '$lib/packs/registry';
import { checkWithSchema, type PackCheck } from '$lib/packs/validate';

/** Pirate packs (question-packs/pirate/<lang>.json): lexicons, phrases, line bank, prompt parts. */
export const checkPiratePack = (json: unknown): PackCheck<PiratePack> =>
	checkWithSchema(PiratePackSchema, json);

export type PiratePackResult = { ok: true; pack: PiratePack } | { ok: false; message: string };

/** Validates a pack and names every bad field by its path (sim.md, architecture.md "zod at the edge"). */
export const parsePiratePack = (json: unknown): PiratePackResult => {
	const r = checkPiratePack(json);
	return r.ok
		? { ok: true, pack: r.pack }
		: { ok: false, message: r.errors.map((e) => `${e.path}: ${e.message}`).join('\n') };
};

/** The pack kind entry (listed in kinds.ts: packs:check and in-app import). */
export const piratePackKind: PackKind = {
	kind: 'pirate',
	folder: 'pirate',
	check: checkPiratePack,
	describe: (pack) => {
		const p = pack as PiratePack;
		return { id: `pirate-${p.language}`, language: p.language, name: `Pirate (${p.language})` };
	}
};

// Vite turns this into lazy chunks; the arrow keeps Node (sim, tests) from evaluating it.
const builtIn = () => import.meta.glob('/question-packs/pirate/*.json', { import: 'default' });

export class PiratePackError extends Error {}

const cache = new Map<PirateLanguage, PiratePack>();

/** Loads and validates the built-in pack of a content language (browser). */
export const loadPiratePack = async (language: PirateLanguage): Promise<PiratePack> => {
	const hit = cache.get(language);
	if (hit) return hit;
	const loader = builtIn()[`/question-packs/pirate/${language}.json`];
	if (!loader) throw new PiratePackError(`There is no pirate pack for "${language}".`);
	const parsed = parsePiratePack(await loader());
	if (!parsed.ok) throw new PiratePackError(`The pirate pack "${language}" is broken:\n${parsed.message}`);
	cache.set(language, parsed.pack);
	return parsed.pack;
};
