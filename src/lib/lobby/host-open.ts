import type { AnyLobbyGame } from './projection';
import { newHostSecret } from './host-identity';
import { newId, newRoomCode, newToken } from './room-code';
import { newLobbyRecord, type LobbyRecord } from './store';
import { hostNewCode, type HostEndpoint, type Transport } from './transport';

/**
 * A new room (docs/lobby.md "Joining", "Host identity"): a fresh code registered as the host's (a new
 * one on a collision), and its record — the host seated first, the room's signing key made. Nothing
 * is written yet: the host saves it before anyone can see it.
 */
export const claimRoom = async (
	d: { transport: Transport; game: AnyLobbyGame; randomInt: (n: number) => number; now: () => number },
	name: string,
	settings: unknown
): Promise<{ endpoint: HostEndpoint; record: LobbyRecord }> => {
	const { endpoint, code, peerToken } = await hostNewCode(
		d.transport,
		() => newRoomCode(d.randomInt),
		newToken
	);
	const record = newLobbyRecord({
		code,
		mode: d.game.mode,
		peerToken,
		hostKey: newHostSecret(),
		hostId: newId(),
		hostName: name,
		hostToken: newToken(),
		settings,
		seed: d.randomInt(2 ** 31),
		now: d.now()
	});
	return { endpoint, record };
};
