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

/** The word forms of one noun by CLDR plural category; `other` is always given. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that `n` takes in `language` (Intl.PluralRules: CLDR's rules, every language). */
export const plural = (language: string, n: number, forms: PluralForms): string => {
	let r = rules.get(language);
	if (!r) rules.set(language, (r = new Intl.PluralRules(language)));
	return forms[r.select(n)] ?? forms.other;
};

/** English: one (1) or other. */
export const pluralEn = (n: number, one: string, other: string): string => plural('en', n, { one, other });

/** Russian: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…); a fraction takes the few form (1,5 вопроса). */
export const pluralRu = (n: number, one: string, few: string, many: string): string =>
	plural('ru', n, { one, few, many, other: few });
