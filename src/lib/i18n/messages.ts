import { locale, type UiLanguage } from './locale.svelte';

/**
 * A typed catalogue: the Russian side must have exactly the English keys (a missing key is a type
 * error). Values may be strings or functions for plurals / interpolation.
 *
 *   const m = defineMessages({ en: { hello: (n: string) => `Hi ${n}` }, ru: { hello: (n) => `Привет, ${n}` } });
 *   m().hello('Ana')
 */
export type Catalogue = Record<string, unknown>;

export const defineMessages = <T extends Catalogue>(
	catalogues: { en: T } & Record<Exclude<UiLanguage, 'en'>, T>
) => {
	return (lang: UiLanguage = locale.current): T => catalogues[lang];
};

/** Russian plural form: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
export const pluralRu = (n: number, one: string, few: string, many: string): string => {
	const m10 = n % 10;
	const m100 = n % 100;
	if (m10 === 1 && m100 !== 11) return one;
	if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
	return many;
};
