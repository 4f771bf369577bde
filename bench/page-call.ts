import type { Page } from 'playwright-core';

/** What a bench page exposes (bench/lobby-page.ts, lobby-join-page.ts): `globalThis.bench`. */
type B = { bench: Record<string, (...a: never[]) => Promise<unknown> | unknown> };

/** Calls `bench[fn](...args)` in the page and returns its (structured-cloned) result. */
export const call = <T>(page: Page, fn: string, ...args: unknown[]): Promise<T> =>
	page.evaluate(([f, a]) => (globalThis as unknown as B).bench[f as string](...(a as never[])), [
		fn,
		args
	] as const) as Promise<T>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
