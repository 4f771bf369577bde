/**
 * `load` once, shared by every caller — until it fails: a failed load (a code chunk that did not
 * come because the phone went offline) is not kept, so the next call tries again. For lazily
 * imported code and data (the act model, the guest's signature check).
 */
export const onceUntilFailure = <T>(load: () => Promise<T>): (() => Promise<T>) => {
	let pending: Promise<T> | null = null;
	return () =>
		(pending ??= load().catch((e: unknown) => {
			pending = null;
			throw e;
		}));
};
