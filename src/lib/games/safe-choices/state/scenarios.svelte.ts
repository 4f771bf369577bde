import type { RiskLanguage, Scenario } from '$lib/games/safe-choices/engine';
import type { ScenarioLoadResult } from '$lib/games/safe-choices/packs/scenario';
import type { App } from '$lib/app/app';

/**
 * The scenarios to pick from (safe-choices.md), in the UI's language: the built-in ones and the
 * imported packs' (an imported scenario with a built-in id replaces the built-in one), the files
 * that did not load with the validator's message, and whether the list has loaded at all. The
 * role-play itself is the session's (session.svelte.ts).
 */
export class ScenarioList {
	language = $state<RiskLanguage>('en');
	scenarios = $state.raw<Scenario[]>([]);
	/** Scenario files that did not load: the file (a pack's name) and the validator's message. */
	loadErrors = $state.raw<{ file: string; message: string }[]>([]);
	/** False until the first list has loaded (the picker says "Loading…" meanwhile). */
	ready = $state(false);
	/** The list did not load (offline before the app was cached): a Choose tries again. */
	failed = $state(false);
	#seq = 0;
	#loaded: RiskLanguage | null = null;

	constructor(private readonly packs: () => App['packs']) {}

	/** Whether the list in `language` is the one loaded. */
	has(language: RiskLanguage): boolean {
		return language === this.language && this.#loaded === language;
	}

	/** Loads the list in `language`; the latest call wins: true when this one's list is now shown. */
	async load(language: RiskLanguage): Promise<boolean> {
		const seq = ++this.#seq;
		this.language = language;
		let results: ScenarioLoadResult[];
		try {
			results = await this.packs().safe.scenarios(language);
		} catch {
			if (seq === this.#seq) this.failed = true;
			return false;
		}
		if (seq !== this.#seq) return false;
		this.failed = false;
		this.#loaded = language;
		this.ready = true;
		const found = results.flatMap((r) => (r.ok ? [r.scenario] : []));
		this.scenarios = found.filter((sc, i) => !found.slice(i + 1).some((later) => later.id === sc.id));
		this.loadErrors = results.flatMap((r) => (r.ok ? [] : [{ file: r.file, message: r.message }]));
		return true;
	}

	find(id: string | undefined): Scenario | null {
		return this.scenarios.find((s) => s.id === id) ?? null;
	}
}
