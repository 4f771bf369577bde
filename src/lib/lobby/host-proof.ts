import { hostPublicKey, keyFingerprint, newHostSecret, signChallenge } from './host-identity';
import { screenKeyOf } from './room-code';
import type { LinkEntry } from './host-links';
import type { HostMessage } from './protocol';
import type { LobbyRecord, LobbyStore } from './store';

/**
 * The host's side of "Host identity" (docs/lobby.md): it answers a guest's challenge on a link with
 * the room key's signature over that link's two ends. Only a link that has neither seat nor screen is
 * answered, once: one signature per data channel.
 */
const publicKeys = new Map<string, string>();

/** The room's public key (base64url), for the join link's fingerprint and the proof. */
export const roomPublicKey = (record: LobbyRecord | null): string | null => {
	if (!record?.hostKey) return null;
	let key = publicKeys.get(record.hostKey);
	if (!key) publicKeys.set(record.hostKey, (key = hostPublicKey(record.hostKey)));
	return key;
};

/** The room key's fingerprint, for the join link and its QR code (`#h=…`). */
export const roomFingerprint = (record: LobbyRecord | null): string | null => {
	const key = roomPublicKey(record);
	return key ? keyFingerprint(key) : null;
};

/**
 * The room's screen code (docs/lobby.md "The big screen"), from the room key; a record stored before
 * rooms had keys gets one on resume (`keyOnResume`), so the token stands in only until then.
 */
export const roomScreenKey = (record: LobbyRecord): string => screenKeyOf(record.hostKey ?? record.peerToken);

export const proveHost = (
	record: LobbyRecord | null,
	entry: LinkEntry,
	nonce: string,
	send: (entry: LinkEntry, msg: HostMessage) => void
): void => {
	const key = roomPublicKey(record);
	const binding = entry.link.binding();
	if (!record?.hostKey || !key || !binding || entry.proved) return;
	entry.proved = true;
	send(entry, { t: 'proof', key, sig: signChallenge(record.hostKey, record.code, nonce, binding) });
};

/**
 * A lobby stored before rooms had keys gets one when it resumes, written at once so a reload keeps
 * it; a write that fails (storage full) still hosts with the key in memory.
 */
export const keyOnResume = async (record: LobbyRecord, store: LobbyStore, now: number): Promise<void> => {
	if (record.hostKey) return;
	record.hostKey = newHostSecret();
	try {
		await store.save(record, null, now);
	} catch {
		// the record keeps the key in memory; the next committed step writes it
	}
};
