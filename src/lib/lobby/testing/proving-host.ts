import { hostPublicKey, newHostSecret, signChallenge } from '../host-identity';
import type { Link } from '../transport';

/**
 * A hand-made host's answer to a guest's `challenge` (docs/lobby.md "Host identity"), for tests that
 * script the host's side of a link themselves: `prove(link, msg)` answers and says whether `msg` was
 * the challenge. `secret` defaults to a fresh room key.
 */
export const provingHost = (code: string, secret = newHostSecret()) => ({
	publicKey: hostPublicKey(secret),
	prove: (link: Link, msg: { t: string; nonce?: string }): boolean => {
		const binding = link.binding();
		if (msg.t !== 'challenge' || !msg.nonce || !binding) return false;
		const sig = signChallenge(secret, code, msg.nonce, binding);
		link.send(JSON.stringify({ t: 'proof', key: hostPublicKey(secret), sig }));
		return true;
	}
});
