import { z } from 'zod';
import { readSetting, writeSetting } from '$lib/db/repos/settings';
import { locale, UI_LANGUAGES } from '$lib/i18n/locale.svelte';

export const UiSettingsSchema = z.object({
	language: z.enum(UI_LANGUAGES).optional(),
	theme: z.enum(['system', 'light', 'dark']).default('system')
});
export type UiSettings = z.infer<typeof UiSettingsSchema>;

const applyTheme = (theme: UiSettings['theme']): void => {
	if (typeof document === 'undefined') return;
	if (theme === 'system') delete document.documentElement.dataset.theme;
	else document.documentElement.dataset.theme = theme;
};

class UiSettingsManager {
	#value = $state<UiSettings>({ theme: 'system' });
	loaded = $state(false);

	get value(): UiSettings {
		return this.#value;
	}

	#loading: Promise<void> | null = null;

	init(): Promise<void> {
		this.#loading ??= readSetting('ui', UiSettingsSchema, { theme: 'system' }).then((saved) => {
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
		await writeSetting('ui', UiSettingsSchema, $state.snapshot(this.#value));
	}
}

export const uiSettings = new UiSettingsManager();
