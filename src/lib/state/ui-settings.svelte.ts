import { z } from 'zod';
import { app, type App } from '$lib/app/app';
import { locale, UI_LANGUAGES } from '$lib/i18n/locale.svelte';
import { applyTheme, mirroredTheme, THEMES } from './theme-mirror';

export const UiSettingsSchema = z.object({
	language: z.enum(UI_LANGUAGES).optional(),
	theme: z.enum(THEMES).default('system')
});
export type UiSettings = z.infer<typeof UiSettingsSchema>;

export class UiSettingsManager {
	/** `deps`: where the settings are kept (the page's app by default). */
	constructor(private readonly deps: Pick<App, 'settings'> = app) {}

	// Until the saved settings are read, the theme the page already shows (its mirror, app.html).
	#value = $state<UiSettings>({ theme: mirroredTheme() });
	loaded = $state(false);

	get value(): UiSettings {
		return this.#value;
	}

	#loading: Promise<void> | null = null;

	init(): Promise<void> {
		this.#loading ??= this.deps.settings.read('ui', UiSettingsSchema, { theme: 'system' }).then((saved) => {
			this.#value = saved;
			locale.init(this.#value.language);
			applyTheme(this.#value.theme);
			this.loaded = true;
		});
		return this.#loading;
	}

	async update(patch: Partial<UiSettings>): Promise<void> {
		// A choice made while the saved settings are being read is applied after them, not under them.
		await this.init();
		this.#value = { ...this.#value, ...patch };
		if (this.#value.language) locale.init(this.#value.language);
		applyTheme(this.#value.theme);
		await this.deps.settings.write('ui', UiSettingsSchema, $state.snapshot(this.#value));
	}
}

export const uiSettings = new UiSettingsManager();
