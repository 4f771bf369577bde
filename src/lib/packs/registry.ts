import type { PackCheck } from './validate';

/**
 * A pack kind: its folder under question-packs/, its validator and how to name a valid pack.
 * The list of kinds is in kinds.ts (it imports every kind's schema; this file stays type-only so
 * the kind modules can import the type without a cycle).
 */
export type PackKind = {
	kind: string;
	folder: string;
	check: (json: unknown) => PackCheck;
	/** Identity fields read from a valid pack (for the packs table and lists). */
	describe: (pack: unknown) => { id: string; language: string; name: string };
};
