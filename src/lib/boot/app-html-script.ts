import { readFileSync } from 'node:fs';

/**
 * For tests: runs app.html's inline script (it runs before the first paint of a prerendered page,
 * docs/architecture.md "How a start page starts") against a fake document, navigator, localStorage and window; returns what it decided.
 */
export type AppHtmlRun = {
	lang: string;
	/** The data-theme attribute it put on <html>, if any. */
	theme: string | undefined;
	classes: Set<string>;
	window: EventTarget;
};

export const appHtmlScript = (): string => {
	const html = readFileSync(new URL('../../app.html', import.meta.url), 'utf8');
	const m = /<script>([\s\S]*?)<\/script>/.exec(html);
	if (!m) throw new Error('app.html has no inline script');
	return m[1];
};

export const fakeStorage = (saved: Record<string, string>) => ({
	getItem: (k: string) => saved[k] ?? null,
	setItem: (k: string, v: string) => void (saved[k] = v),
	removeItem: (k: string) => void delete saved[k]
});

export const runAppHtmlScript = (
	language: string,
	saved: Record<string, string> = {},
	win: EventTarget = new EventTarget()
): AppHtmlRun => {
	const classes = new Set<string>();
	const classList = {
		add: (c: string) => void classes.add(c),
		remove: (...c: string[]) => c.forEach((x) => classes.delete(x)),
		contains: (c: string) => classes.has(c)
	};
	const attributes = new Map<string, string>();
	const root = { lang: 'en', classList, setAttribute: (k: string, v: string) => void attributes.set(k, v) };
	new Function('document', 'navigator', 'localStorage', 'window', 'addEventListener', appHtmlScript())(
		{ documentElement: root },
		{ language },
		fakeStorage(saved),
		win,
		win.addEventListener.bind(win)
	);
	return { lang: root.lang, theme: attributes.get('data-theme'), classes, window: win };
};
