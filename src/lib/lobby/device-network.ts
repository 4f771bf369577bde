/**
 * Whether this device has a network at all (`navigator.onLine` and its `online` / `offline`
 * events): a host whose phone loses it is gone for its guests (docs/lobby.md "Host durability"), so its game's clock
 * stands still until it is back (host-pause.ts).
 */
export type DeviceNetwork = {
	online: () => boolean;
	/** Calls `cb` on every change; returns how to stop. */
	watch: (cb: (online: boolean) => void) => () => void;
};

/** The browser's network; outside a browser (Node: tests, sim, bench) always online. */
export const browserNetwork = (): DeviceNetwork => {
	if (typeof window === 'undefined' || typeof navigator === 'undefined')
		return { online: () => true, watch: () => () => {} };
	return {
		online: () => navigator.onLine !== false,
		watch: (cb) => {
			const on = () => cb(true);
			const off = () => cb(false);
			window.addEventListener('online', on);
			window.addEventListener('offline', off);
			return () => {
				window.removeEventListener('online', on);
				window.removeEventListener('offline', off);
			};
		}
	};
};

/** A network tests switch by hand (`set`). */
export const memoryDeviceNetwork = (online = true): DeviceNetwork & { set: (online: boolean) => void } => {
	let now = online;
	const watchers = new Set<(online: boolean) => void>();
	return {
		online: () => now,
		watch: (cb) => {
			watchers.add(cb);
			return () => void watchers.delete(cb);
		},
		set: (next) => {
			if (next === now) return;
			now = next;
			for (const cb of [...watchers]) cb(next);
		}
	};
};
