import type { LobbyEvent, LobbyRecord, LobbyStore, ModeCommit } from './store';

/**
 * Durable commits (docs/lobby.md "Host durability", Actual Budget's rule): a new lobby state is sent only after the write
 * holding it has committed. A failed write (quota exceeded, IndexedDB error) leaves the host on the
 * last committed state — in memory and on every guest's screen — and waits, visibly, for the host's
 * choice: **Retry** (write again) or **Continue without saving** (play on in memory; later states are
 * not written). Nothing is stopped silently: while the choice is open `failure` says why.
 */
export type SaveFailureKind = 'quota' | 'storage';
export type SaveFailure = { kind: SaveFailureKind; message: string };
export type SaveChoice = 'retry' | 'continue';

export type CommitterDeps = {
	store: LobbyStore;
	/** The mode's own writes (finished session, counters), run inside the record's transaction. */
	onCommit?: ModeCommit;
	/** Called when `failure` or `unsaved` changes (the host's UI). */
	onChange: () => void;
};

/** Whether a failed write failed for a full disk: Dexie wraps the browser's DOMException, either name says so. */
export const isQuotaError = (e: unknown): boolean =>
	[e, (e as { inner?: unknown })?.inner].some(
		(x) => (x as { name?: unknown })?.name === 'QuotaExceededError'
	);

/** A failed write in the host's words: a full disk (`quota`) or another storage error. */
export const describeSaveFailure = (e: unknown): SaveFailure => {
	const message = e instanceof Error ? e.message : String(e);
	return { kind: isQuotaError(e) ? 'quota' : 'storage', message: message.slice(0, 300) };
};

/**
 * A lobby's first write failed (nothing was created): an error whose message is the code the host's
 * form puts in plain words — `storage_full` (quota) or `storage_failed`.
 */
export type StorageErrorCode = 'storage_full' | 'storage_failed';
export const storageError = (e: unknown): Error =>
	new Error(describeSaveFailure(e).kind === 'quota' ? 'storage_full' : 'storage_failed');

export class Committer {
	failure: SaveFailure | null = null;
	/** The host chose "Continue without saving": nothing is written any more. */
	unsaved = false;
	/** A write is open: the record in memory is not durable yet, so nothing may be sent. */
	writing = false;
	#committed: LobbyRecord | null = null;
	#choose: ((choice: SaveChoice) => void) | null = null;

	constructor(private readonly d: CommitterDeps) {}

	/** The last state known to be on disk (or adopted without saving). */
	get committed(): LobbyRecord | null {
		return this.#committed;
	}

	/** A state read from disk (resume) or just written by `open`: the new baseline. */
	baseline(record: LobbyRecord): void {
		this.#committed = structuredClone(record);
	}

	/**
	 * Writes `next` with `event`; resolves once it is durable (or the host chose to go on without
	 * saving). On a failure `setRecord(prev)` puts the last committed state back in the host's memory
	 * (what it shows and sends) until the host decides; then `setRecord(next)` and the write goes on.
	 */
	async write(
		next: LobbyRecord,
		event: LobbyEvent,
		at: () => number,
		setRecord: (r: LobbyRecord) => void
	): Promise<void> {
		const prev = this.#committed;
		this.writing = true;
		for (;;) {
			if (this.unsaved) break;
			try {
				const mode = this.d.onCommit;
				await this.d.store.save(next, event, at(), mode ? (tx) => mode(prev, next, tx) : undefined);
				break;
			} catch (e) {
				this.failure = describeSaveFailure(e);
				this.writing = false;
				if (prev) setRecord(structuredClone(prev));
				this.d.onChange();
				const choice = await new Promise<SaveChoice>((resolve) => (this.#choose = resolve));
				this.#choose = null;
				this.failure = null;
				this.writing = true;
				setRecord(next);
				if (choice === 'continue') this.unsaved = true;
				this.d.onChange();
			}
		}
		this.writing = false;
		this.#committed = structuredClone(next);
	}

	/** The host's answer to a failed write; ignored when none is pending. */
	choose(choice: SaveChoice): void {
		this.#choose?.(choice);
	}
}
