import { tabClaims, type TabClaim, type TabClaims } from '$lib/app/tab-claim';

/**
 * One run, one tab (Session zero, Safe choices, the pirate). Each saves its run after every step
 * and resumes the newest after a reload; a run open in two tabs or windows of this device (the
 * installed app beside a browser tab) was resumed by both, and each saved its own copy over the
 * other's: answers given in one tab were lost.
 *
 * A manager saves a run only while this tab holds it (`app/tab-claim.ts`, key `run:ID`). Another
 * tab that finds it held says so (`elsewhere: 'open'`) and may take it over; the tab it was taken
 * from stops (`'moved'`), after its last save (`settle`).
 */
export type RunElsewhere = 'open' | 'moved';

export class RunHold {
	/** The run is open in another tab ('open'), or was taken over by one ('moved'); this tab does not save it. */
	elsewhere = $state<RunElsewhere | null>(null);
	#claim: TabClaim | null = null;
	#id: string | null = null;
	/** The run another tab holds: what "Continue here" takes over. */
	#wanted: string | null = null;
	#saving: Promise<unknown> = Promise.resolve();

	/**
	 * `onLost`: this tab must stop showing the run (another tab took it over).
	 * `claims`: the tabs of this device (tests pass `memoryTabs()`'s); this browser's when absent.
	 */
	constructor(
		private readonly onLost: () => void,
		private readonly claims: () => TabClaims = tabClaims
	) {}

	/** Holds run `id` for this tab: false (and `elsewhere` 'open') while another tab holds it. */
	async hold(id: string): Promise<boolean> {
		if (this.#id === id && this.#claim) return true;
		const claim = await this.claims().claim(`run:${id}`, () => this.#saving);
		if (!claim) {
			this.#wanted = id;
			this.elsewhere = 'open';
			return false;
		}
		this.#keep(claim, id);
		return true;
	}

	/** Takes the run another tab holds over (`elsewhere`): that tab stops after its last save. */
	async takeOver(): Promise<boolean> {
		const id = this.#wanted;
		if (!id) return false;
		this.#keep(await this.claims().takeOver(`run:${id}`, () => this.#saving), id);
		return true;
	}

	/** The run another tab holds (`elsewhere`): what "Continue here" takes over. */
	get wanted(): string | null {
		return this.#wanted;
	}

	/** Whether this tab may save run `id`. */
	holds(id: string): boolean {
		return this.#id === id && this.#claim !== null;
	}

	/**
	 * Saves run `id` through `write` while this tab holds it; a run another tab took over is not
	 * written again (false). The write is what a tab taking over waits for.
	 */
	async save(id: string, write: () => Promise<void>): Promise<boolean> {
		if (!this.holds(id)) return false;
		const saving = write();
		this.#saving = saving.catch(() => undefined);
		await saving;
		return true;
	}

	/**
	 * Lets the run go (it was left, or its page closed): another tab may open it without asking, once
	 * the save under way has landed.
	 */
	release(): void {
		const claim = this.#claim;
		this.#claim = null;
		this.#id = null;
		if (claim) void this.#saving.then(() => claim.release());
	}

	#keep(claim: TabClaim, id: string): void {
		if (this.#claim === claim) return;
		this.release();
		this.#claim = claim;
		this.#id = id;
		this.#wanted = null;
		this.elsewhere = null;
		void claim.lost.then(() => {
			if (this.#claim !== claim) return;
			this.#claim = null;
			this.#id = null;
			this.#wanted = id;
			this.elsewhere = 'moved';
			this.onLost();
		});
	}
}
