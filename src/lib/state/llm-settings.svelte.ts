import { DEFAULT_LLM_SETTINGS, bindKey, keptKeyOrigin, type LlmSettings } from '$lib/llm/settings';
import { app, type App } from '$lib/app/app';
import { PRESETS, type PresetId } from '$lib/llm/presets';
import { testConnection, type ConnectionResult } from '$lib/llm/test-connection';

/** Settings → "Language model": the saved choice plus the "Test connection" run (llm.md). */
export type TestState = { status: 'idle' | 'testing' | 'done'; result: ConnectionResult | null };

export class LlmSettingsManager {
	/** `deps`: where the settings are kept (the page's app by default). */
	constructor(private readonly deps: Pick<App, 'llmSettings'> = app) {}

	#value = $state<LlmSettings>({ ...DEFAULT_LLM_SETTINGS });
	/**
	 * The settings as last stored: what a game opened now would use. "Now using" shows these, so a
	 * choice still being written (the page closed at once would lose it) is not claimed yet.
	 */
	saved = $state.raw<LlmSettings>({ ...DEFAULT_LLM_SETTINGS });
	#writes = 0;
	loaded = $state(false);
	test = $state<TestState>({ status: 'idle', result: null });
	/** The origin a key was removed for, after the address moved to another server (shown once). */
	keyCleared = $state<string | null>(null);
	#testCtrl: AbortController | null = null;

	get value(): LlmSettings {
		return this.#value;
	}

	#loading: Promise<void> | null = null;

	/** Reads the saved settings (on every visit to Settings: an import may have changed them). */
	init(): Promise<void> {
		this.#loading ??= this.deps.llmSettings
			.read()
			.then((saved) => {
				this.#value = saved;
				this.saved = saved;
				this.loaded = true;
			})
			.finally(() => (this.#loading = null));
		return this.#loading;
	}

	async update(patch: Partial<LlmSettings>): Promise<void> {
		// A tap before the saved settings were read must neither be lost nor save defaults over them.
		if (this.#loading || !this.loaded) await this.init();
		const next = bindKey(this.#value, { ...this.#value, ...patch }, 'apiKey' in patch);
		this.#value = next.value;
		if ('apiKey' in patch) this.keyCleared = null;
		if (next.clearedFor) this.keyCleared = next.clearedFor;
		// A changed address, model or key makes the last test result stale.
		if ('baseUrl' in patch || 'model' in patch || 'apiKey' in patch || 'preset' in patch)
			this.test = { status: 'idle', result: null };
		const value = $state.snapshot(this.#value);
		const write = ++this.#writes;
		await this.deps.llmSettings.write(value);
		// typing writes once a keystroke: only the newest write is what is stored
		if (write === this.#writes) this.saved = value;
		// the address is back on the origin of a key kept for it (llm.md "The key"): it is handed out again
		if (!('apiKey' in patch) && !this.#value.apiKey && keptKeyOrigin(next.value) === null) {
			const saved = await this.deps.llmSettings.read();
			if (saved.apiKey && saved.baseUrl === this.#value.baseUrl)
				this.#value = { ...this.#value, apiKey: saved.apiKey };
		}
	}

	/** The origin the stored key is kept for while the address points elsewhere (shown, never sent). */
	get keyKeptFor(): string | null {
		return this.#value.apiKey ? null : keptKeyOrigin(this.#value);
	}

	/** A preset fills in its address and a default model; Custom keeps what the user typed. */
	async choosePreset(id: PresetId): Promise<void> {
		const p = PRESETS[id];
		await this.update(
			id === 'custom' ? { preset: id } : { preset: id, baseUrl: p.baseUrl, model: p.defaultModel }
		);
	}

	async runTest(): Promise<void> {
		this.cancelTest();
		const ctrl = new AbortController();
		this.#testCtrl = ctrl;
		this.test = { status: 'testing', result: null };
		const v = $state.snapshot(this.#value);
		const result = await testConnection(
			{ baseUrl: v.baseUrl, model: v.model, apiKey: v.apiKey || undefined, preset: v.preset },
			ctrl.signal
		);
		if (this.#testCtrl !== ctrl) return;
		this.#testCtrl = null;
		this.test = { status: 'done', result };
	}

	cancelTest(): void {
		if (!this.#testCtrl) return;
		this.#testCtrl.abort();
		this.#testCtrl = null;
		this.test = { status: 'done', result: { ok: false, code: 'aborted' } };
	}
}

export const llmSettings = new LlmSettingsManager();
