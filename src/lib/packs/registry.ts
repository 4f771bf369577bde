import type { PackCheck } from './validate';

/**
 * Pack kinds → their validators (each kind's schema lives in its own module). Used by the app's
 * pack import, by `npm run packs:check`, and by the loaders. `folder` is the kind's folder under
 * question-packs/.
 */
export type PackKind = {
	kind: string;
	folder: string;
	check: (json: unknown) => PackCheck;
	/** Identity fields read from a valid pack (for the packs table and lists). */
	describe: (pack: unknown) => { id: string; language: string; name: string };
};

export const PACK_KINDS: PackKind[] = [];

export const kindForFolder = (folder: string): PackKind | undefined =>
	PACK_KINDS.find((k) => k.folder === folder);
export const kindByName = (kind: string): PackKind | undefined => PACK_KINDS.find((k) => k.kind === kind);
