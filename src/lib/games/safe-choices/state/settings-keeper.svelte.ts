import type { App } from '$lib/app/app';
import type { SafeSettings } from './settings';
import { DEFAULT_SAFE_SETTINGS } from './settings-defaults';

/** The settings' schema, loaded only when a saved value is read or one is written (app/README.md). */
const safeSettingsSchema = async () => (await import('./settings')).SafeSettingsSchema;

/**
 * Safe choices' settings on this device (the check-in interval, suggested replies, the help's
 * region): shown at once when changed, then written; a write this device refuses is said
 * (`notSaved`), never thrown, and the choice applies until the page closes.
 */
export class SafeSettingsKeeper {
	settings = $state.raw<SafeSettings>(DEFAULT_SAFE_SETTINGS);
	notSaved = $state(false);
	#changed = false;

	constructor(private readonly deps: Pick<App, 'settings'>) {}

	/** Reads the saved settings; a choice made while they were loading is newer and is kept. */
	async load(): Promise<void> {
		const saved = await this.deps.settings.read('safe', safeSettingsSchema, DEFAULT_SAFE_SETTINGS);
		if (!this.#changed) this.settings = saved;
	}

	async set(patch: Partial<SafeSettings>): Promise<void> {
		this.#changed = true;
		// shown at once (the picker offers valid values only); the write checks it with the schema
		this.settings = { ...this.settings, ...patch };
		try {
			await this.deps.settings.write('safe', safeSettingsSchema, this.settings);
			this.notSaved = false;
		} catch {
			this.notSaved = true; // storage refused, or its code did not load: said, not thrown
		}
	}
}
