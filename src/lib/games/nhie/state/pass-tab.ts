import { z } from 'zod';

/**
 * Which pass-and-play game this tab plays, so a reload resumes it: a pull-to-refresh while the phone
 * goes round, or a tab the phone discarded in the background (it reloads when opened again). Kept in
 * sessionStorage: per tab, kept across reloads and restores of that tab, gone with it — a new tab
 * starts with the setup. The device's last game is also kept in localStorage: the installed app
 * that the phone closed and that is opened again from its icon (a new session) offers to continue
 * it. Checked with zod when read (another version may have written it).
 */
const PassTabSchema = z.object({
	/** The local lobby's code: its record is in the lobby store. */
	code: z.string().min(1).max(16),
	/** The pack the game was built on (`builtin` or an imported pack's id). */
	pack: z.string().min(1).max(200),
	/** How many play around the phone. */
	players: z.number().int().min(2).max(20)
});
export type PassTab = z.infer<typeof PassTabSchema>;

export type PassTabStore = {
	read: () => PassTab | null;
	write: (tab: PassTab) => void;
	clear: () => void;
};

const KEY = 'parlor.pass-game';
const LAST_KEY = 'parlor.pass-last';

/** Over a Storage (the tab's sessionStorage); a storage that throws (blocked site data) keeps nothing. */
export const storagePassTab = (
	storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
	key = KEY
): PassTabStore => ({
	read: () => {
		try {
			const parsed = PassTabSchema.safeParse(JSON.parse(storage().getItem(key) ?? 'null'));
			return parsed.success ? parsed.data : null;
		} catch {
			return null;
		}
	},
	write: (tab) => {
		try {
			storage().setItem(key, JSON.stringify(tab));
		} catch {
			// not kept: a reload then starts over, as before
		}
	},
	clear: () => {
		try {
			storage().removeItem(key);
		} catch {
			// nothing kept to clear
		}
	}
});

/** A tab's storage in memory (tests: one `memoryStorage()` is one tab across "reloads"). */
export const memoryStorage = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
	const values = new Map<string, string>();
	return {
		getItem: (k) => values.get(k) ?? null,
		setItem: (k, v) => void values.set(k, v),
		removeItem: (k) => void values.delete(k)
	};
};

const nowhere = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** This tab's game: sessionStorage in the browser; nothing is kept where there is none (Node). */
export const sessionPassTab = (): PassTabStore =>
	storagePassTab(() => (typeof sessionStorage === 'undefined' ? nowhere : sessionStorage));

/** This device's last game: localStorage in the browser; nothing is kept where there is none (Node). */
export const lastPassGame = (): PassTabStore =>
	storagePassTab(() => (typeof localStorage === 'undefined' ? nowhere : localStorage), LAST_KEY);
