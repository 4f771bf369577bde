import { app } from '$lib/app/app';
import {
	storageFailure,
	type Backup,
	type ImportFailure,
	type ImportIssue,
	type ImportChoices,
	type PackRow,
	type SettingsImportPreview,
	type YourDataStore
} from '$lib/app/your-data';
import type { UiLanguage } from '$lib/i18n/locale.svelte';
import { forgetDeviceMarks } from './device-marks';

export type { Backup, ImportChoices, ImportFailure, ImportIssue, PackRow, SettingsImportPreview };

/** What the last action did, for the page's status line (the page words it in the UI language). */
export type DataDone =
	{ kind: 'imported'; rows: number } | { kind: 'pack-saved'; name: string } | { kind: 'deleted' };

/** Why the last action failed: a backup or a pack, the reason, and the paths at fault for a wrong shape. */
export type DataFailure = { what: 'backup' | 'pack' | 'file'; reason: ImportFailure; issues: ImportIssue[] };

/**
 * The "Your data" page's state (the UI reaches storage only through the state layer):
 * what is stored (counts, imported packs, with loading and a read error), one action at a time
 * (`busy`), its outcome (`done` or `failure`, never an uncaught error), and a checked backup whose
 * settings differ from this device's (`pending`: the user chooses before anything is written, each
 * choice starting at "keep mine", db/backup-settings.ts).
 */
export class YourDataManager {
	/** Rows per table; null until read. */
	counts = $state<Record<string, number> | null>(null);
	packs = $state.raw<PackRow[]>([]);
	/** Reading what is stored failed (the page says so and offers to try again). */
	readFailed = $state(false);
	/** Whether the browser keeps this origin's storage; null until it answered. */
	persisted = $state<boolean | null>(null);
	busy = $state(false);
	done = $state.raw<DataDone | null>(null);
	failure = $state.raw<DataFailure | null>(null);
	pending = $state.raw<({ backup: Backup } & SettingsImportPreview) | null>(null);
	/** Whose settings the pending import writes: this device's until the user picks the backup's. */
	choices = $state<ImportChoices>({ llm: 'keep', network: 'keep' });

	/** `forget`: what Delete all also clears beside the database (`device-marks.ts`; tests pass their own). */
	constructor(
		private readonly store: YourDataStore = app.yourData,
		private readonly forget: () => void = forgetDeviceMarks
	) {}

	async init(): Promise<void> {
		await Promise.all([
			this.refresh(),
			this.store.requestPersistence().then(
				(p) => (this.persisted = p),
				() => (this.persisted = false)
			)
		]);
	}

	async refresh(): Promise<void> {
		try {
			[this.counts, this.packs] = await Promise.all([this.store.counts(), this.store.packs()]);
			this.readFailed = false;
		} catch {
			this.readFailed = true;
		}
	}

	/** Runs one action; an error nobody expected is still a failure the page words, never uncaught. */
	async #run<T>(work: () => Promise<T>): Promise<T | undefined> {
		this.busy = true;
		this.done = null;
		this.failure = null;
		try {
			return await work();
		} catch (e) {
			this.failure = { what: 'file', reason: storageFailure(e), issues: [] };
			return undefined;
		} finally {
			this.busy = false;
			await this.refresh();
		}
	}

	exportAll = (): Promise<Backup | undefined> => this.#run(() => this.store.exportAll());

	/** The browser could not read the chosen file (moved, no permission): reported like a failed save. */
	fileUnreadable(): void {
		this.done = null;
		this.failure = { what: 'file', reason: 'storage', issues: [] };
	}

	/**
	 * Checks a backup file, writing nothing. Its settings differ from this device's: it becomes
	 * `pending` (the user chooses) and null is returned; they do not: the backup, for the user's yes
	 * and `apply`; it failed: null and `failure`.
	 */
	async readBackup(text: string, language: UiLanguage): Promise<Backup | null> {
		this.pending = null;
		this.choices = { llm: 'keep', network: 'keep' };
		const read = await this.#run(() => this.store.readBackup(text, language));
		if (!read) return null;
		if (!read.ok) {
			this.failure = { what: 'backup', reason: read.reason, issues: read.issues };
			return null;
		}
		const { ok: _ok, ...preview } = read;
		if (read.llm.changes.length || read.network.length || read.adultStaysOff) {
			this.pending = preview;
			return null;
		}
		return read.backup;
	}

	/** Replaces all data with a checked backup (one transaction: a failure changes nothing). */
	async apply(backup: Backup, choices: ImportChoices = $state.snapshot(this.choices)): Promise<void> {
		this.pending = null;
		await this.#run(async () => {
			const result = await this.store.applyBackup(backup, choices);
			if (result.ok) this.done = { kind: 'imported', rows: result.rows };
			else this.failure = { what: 'backup', reason: result.reason, issues: result.issues };
		});
	}

	cancelPending(): void {
		this.pending = null;
	}

	async importPack(text: string, kind?: string): Promise<void> {
		await this.#run(async () => {
			const result = await this.store.importPack(text, kind);
			if (result.ok) this.done = { kind: 'pack-saved', name: result.row.name };
			else this.failure = { what: 'pack', reason: result.reason, issues: result.errors };
		});
	}

	deletePack = (id: string): Promise<void> => this.#run(() => this.store.deletePack(id));

	async deleteAll(): Promise<void> {
		await this.#run(async () => {
			await this.store.deleteAll();
			this.forget();
			this.done = { kind: 'deleted' };
		});
	}
}

/**
 * The app shell's care of storage, after the first render: ask the browser to keep it, and run the
 * clean-up (seed 000 "memory lifecycle") until the returned stop is called.
 */
export const keepStorage = (store: YourDataStore = app.yourData): (() => void) => {
	let stop: (() => void) | null = null;
	let stopped = false;
	void store.requestPersistence().catch(() => false);
	void store.startRetention().then((s) => (stopped ? s() : (stop = s)));
	return () => {
		stopped = true;
		stop?.();
	};
};
