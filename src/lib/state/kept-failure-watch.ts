/**
 * A browser that keeps a failed module load (docs/architecture.md "When code does not load"): in
 * most browsers a dynamic import that failed once — the phone was offline — fails again at once for
 * the rest of the page's life, even with the connection back; only a reload fetches it anew. Every
 * screen that loads code on use says "check the connection and try again"; on such a browser a
 * second failure of the same file while the file is reachable means trying again cannot work, and
 * the page has to offer a reload.
 */

/** Safari's failed import names no file: every such failure counts as this one. */
export const UNNAMED_MODULE = 'module';

/** The file a failed dynamic import names (Chromium, Firefox and Vite's CSS preload say it). */
export const failedModuleOf = (error: unknown): string | null => {
	const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
	const named =
		/(?:dynamically imported module|preload CSS for):?\s+(\S+)/iu.exec(message) ??
		/^Importing a module script failed/iu.exec(message);
	if (named === null) return null;
	return named[1] ?? UNNAMED_MODULE;
};

/**
 * Watches failed module loads; `kept` answers true once the same file failed twice and is reachable
 * now (the browser kept the failure). `reachable` asks the network, past any cache.
 */
export const keptFailureWatch = (reachable: (file: string) => Promise<boolean>) => {
	const failedBefore = new Set<string>();
	return {
		kept: async (error: unknown): Promise<boolean> => {
			const file = failedModuleOf(error);
			if (file === null) return false;
			if (!failedBefore.has(file)) {
				failedBefore.add(file);
				return false;
			}
			return reachable(file);
		}
	};
};
