import { PersonaPackSchema, type PersonaPack } from '$lib/games/mole/engine/persona';
import type { Personas } from '$lib/games/mole/engine/game';
import { PERSONA_IDS, type PersonaId } from '$lib/games/mole/engine/state';
import type { PackKind } from '$lib/packs/registry';
import { checkWithSchema, type PackCheck } from '$lib/packs/validate';

/**
 * Narrator persona packs (question-packs/deduction/<lang>.json), parsed with zod at the edge.
 * A pack that fails names the field: "deduction pack sv.json: templates.gapfill.tense: …".
 */
export class PersonaPackError extends Error {}

export const parsePersonaPack = (raw: unknown, source: string): PersonaPack => {
	const parsed = PersonaPackSchema.safeParse(raw);
	if (parsed.success) return parsed.data;
	const issue = parsed.error.issues[0];
	const where = issue.path.length ? issue.path.join('.') : '(root)';
	throw new PersonaPackError(`deduction pack ${source}: ${where}: ${issue.message}`);
};

export const loadPersona = async (id: PersonaId): Promise<PersonaPack> => {
	// Inside the function so Node (sim, tsx) can import the parser without Vite's glob transform.
	const files = import.meta.glob<unknown>('/question-packs/deduction/*.json', { import: 'default' });
	const load = files[`/question-packs/deduction/${id}.json`];
	if (!load) throw new PersonaPackError(`deduction pack ${id}.json is missing`);
	return parsePersonaPack(await load(), `${id}.json`);
};

/** Every built-in persona (they are small); the lobby game needs them all to resume any lobby. */
export const loadPersonas = async (): Promise<Personas> => {
	const entries = await Promise.all(PERSONA_IDS.map(async (id) => [id, await loadPersona(id)] as const));
	const map = Object.fromEntries(entries) as Record<PersonaId, PersonaPack>;
	return { ...map, en: map.en };
};

export const checkPersonaPack = (json: unknown): PackCheck<PersonaPack> =>
	checkWithSchema(PersonaPackSchema, json);

/** For the pack registry (integrator: add to PACK_KINDS). */
export const deductionPackKind: PackKind = {
	kind: 'deduction',
	folder: 'deduction',
	check: checkPersonaPack,
	describe: (pack) => {
		const p = pack as PersonaPack;
		return { id: p.id, language: p.language, name: `${p.persona.name} (${p.language})` };
	}
};
