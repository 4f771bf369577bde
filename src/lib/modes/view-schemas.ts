import type { ZodType } from 'zod';
import { NhieViewSchema } from '$lib/engines/escalation/schemas';
import { MoleViewSchema } from '$lib/engines/deduction/schemas';
import { DemoViewSchema } from '$lib/lobby/demo-game';

/**
 * Each lobby mode's `viewSchema` by mode name (issue 12 §5), for a guest that learns the mode only in
 * `welcome`: it checks `view.game` before rendering. The same schemas are the games' `viewSchema`.
 */
const VIEW_SCHEMAS: Record<string, ZodType> = {
	nhie: NhieViewSchema,
	mole: MoleViewSchema,
	demo: DemoViewSchema
};

export const viewSchemaOf = (mode: string): ZodType | null => VIEW_SCHEMAS[mode] ?? null;
