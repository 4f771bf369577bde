import type { z } from 'zod';
import type { App } from '$lib/app/app';

/** The setting's schema, loaded only when a saved value is read or one is written (app/README.md). */
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

/**
 * A mode's settings on this device (Safe choices' check-ins and help region, the pirate's
 * difficulty and models): shown at once when changed, then written; a write this device refuses
 * is said (`notSaved`), never thrown, and the choice applies until the page closes
 * (docs/architecture.md "Data scopes"). A choice made while the saved settings load is newer and
 * is kept, as the UI settings keep theirs.
 */
export class SettingsKeeper<T extends object> {
	settings = $state.raw<T>() as T;
	notSaved = $state(false);
	#changed = false;

	constructor(
		private readonly deps: Pick<App, 'settings'>,
		private readonly key: string,
		private readonly schema: SchemaLoader<T>,
		defaults: T
	) {
		this.settings = defaults;
	}

	/** Reads the saved settings, unless a choice was made while they loaded. */
	async load(): Promise<void> {
		const saved = await this.deps.settings.read(this.key, this.schema, this.settings);
		if (!this.#changed) this.settings = saved;
	}

	async set(patch: Partial<T>): Promise<void> {
		this.#changed = true;
		// shown at once (the pickers offer valid values only); the write checks it with the schema
		this.settings = { ...this.settings, ...patch };
		try {
			await this.deps.settings.write(this.key, this.schema, this.settings);
			this.notSaved = false;
		} catch {
			this.notSaved = true; // storage refused, or its code did not load: said, not thrown
		}
	}
}
