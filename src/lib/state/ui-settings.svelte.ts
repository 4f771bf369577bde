import { z } from 'zod';
import { app, type App } from '$lib/app/app';
import { locale, UI_LANGUAGES } from '$lib/i18n/locale.svelte';
import { applyTheme, mirroredTheme, THEMES } from './theme-mirror';
import { clearPending, markPending, readPending } from './ui-pending';

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
		this.#loading ??= this.#read();
		return this.#loading;
	}

	async #read(): Promise<void> {
		const saved = await this.deps.settings.read('ui', UiSettingsSchema, { theme: 'system' });
		// A change the last visit made but may not have written (ui-pending.ts) is newer than the row.
		const pending = UiSettingsSchema.partial().safeParse(readPending());
		this.#value = pending.success ? { ...saved, ...pending.data } : saved;
		locale.init(this.#value.language);
		applyTheme(this.#value.theme);
		this.loaded = true;
		if (readPending() !== null) await this.#write();
	}

	async #write(): Promise<void> {
		await this.deps.settings.write('ui', UiSettingsSchema, $state.snapshot(this.#value));
		clearPending();
	}

	async update(patch: Partial<UiSettings>): Promise<void> {
		// Kept at once: a reload before the database has it still finds the choice (ui-pending.ts).
		markPending(patch);
		// A choice made while the saved settings are being read is applied after them, not under them.
		await this.init();
		this.#value = { ...this.#value, ...patch };
		if (this.#value.language) locale.init(this.#value.language);
		applyTheme(this.#value.theme);
		await this.#write();
	}
}

export const uiSettings = new UiSettingsManager();
