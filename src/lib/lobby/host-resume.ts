import type { AnyLobbyGame } from './projection';
import type { LobbyRecord, LobbyStore } from './store';

/**
 * Reading a stored lobby back (docs/lobby.md "Host durability"): the store has checked the lobby envelope
 * (`LobbyRecordSchema`); the game's `stateSchema` checks its state. A record that fails is set aside —
 * reported in plain words, left on disk untouched, never loaded — so a broken save cannot crash a host.
 */
export type SetAside = { code: string; reason: 'unreadable' | 'settings' | 'state'; detail: string };
export type StoredLobby = { record: LobbyRecord | null; setAside: SetAside | null };

const issuePath = (e: { issues: { path: PropertyKey[] }[] }): string =>
	e.issues[0]?.path.map(String).join('.') || '(root)';

export const readStoredRecord = async (
	store: LobbyStore,
	game: AnyLobbyGame,
	code: string
): Promise<StoredLobby> => {
	let record: LobbyRecord | null;
	try {
		record = await store.load(code);
	} catch (e) {
		return { record: null, setAside: { code, reason: 'unreadable', detail: String(e).slice(0, 200) } };
	}
	if (!record || record.mode !== game.mode) return { record: null, setAside: null };
	const settings = game.settingsSchema.safeParse(record.settings);
	if (!settings.success)
		return { record: null, setAside: { code, reason: 'settings', detail: issuePath(settings.error) } };
	if (record.game === null || record.game === undefined) {
		// a waiting room's prelude that fails its schema is dropped, not the room (it is only a head start)
		const prelude = game.prelude?.schema.safeParse(record.prelude ?? null);
		const kept = prelude?.success && prelude.data !== null ? { prelude: prelude.data } : {};
		const { prelude: _stored, ...rest } = record;
		return { record: { ...rest, ...kept, settings: settings.data, game: null }, setAside: null };
	}
	const state = game.stateSchema.safeParse(record.game);
	if (!state.success) {
		return { record: null, setAside: { code, reason: 'state', detail: issuePath(state.error) } };
	}
	return { record: { ...record, settings: settings.data, game: state.data }, setAside: null };
};
