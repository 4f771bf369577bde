/**
 * Since when a guest is off its lobby (docs/lobby.md "Host durability": the host last heard), and whether that is long
 * enough for its screen to offer "Leave" (`longGoneMs`, 2 minutes).
 */
export class OffLobby {
	since: number | null = null;
	long = false;
	#timer: ReturnType<typeof setTimeout> | null = null;

	/** Off since `at` (kept when already off); `long` turns true after `longMs`, then `onLong` runs. */
	start(at: number, longMs: number, onLong: () => void): void {
		if (this.since !== null) return;
		this.since = at;
		this.#timer = setTimeout(() => {
			this.long = true;
			onLong();
		}, longMs);
	}

	/** Back in the lobby (or stopped): no longer off. */
	back(): void {
		if (this.#timer) clearTimeout(this.#timer);
		this.#timer = null;
		this.since = null;
		this.long = false;
	}
}
