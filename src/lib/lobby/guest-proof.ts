import type { GuestMessage, HostMessage } from './protocol';
import { onceUntilFailure } from '$lib/engines/kit/once';
import { newToken } from './room-code';
import type { Link } from './transport';

import type * as HostIdentity from './host-identity';

type Identity = typeof HostIdentity;
type Proof = Extract<HostMessage, { t: 'proof' }>;

/**
 * A guest's side of "Host identity" (docs/lobby.md): on every link it first asks the host to sign a
 * fresh nonce bound to this channel, and says hello (with its seat token) only once the answer is the
 * room's key — the one its seat was given, or the one its join link names by fingerprint; with
 * neither (a code typed by hand), the first key proven is kept with the seat (trust on first use).
 * Until then nothing the other end sends is read: a peer that took the room's id while the host
 * reloaded can neither learn a token nor overwrite a seat.
 */
export class HostCheck {
	#nonce: string | null = null;
	/** The signature code, imported once — again after a failed import (a network blip while joining). */
	readonly #identity = onceUntilFailure((): Promise<Identity> => import('./host-identity'));
	/** The key proven on the current link, or null while unproven. */
	key: string | null = null;
	/** The last proven key's fingerprint: what this device's own links to the room carry. */
	fingerprint: string | null = null;

	/** Starts loading the signature code (with the transport, so a join does not wait for it). */
	load(): void {
		// a failed import is tried again by `check`; nothing waits on this one
		this.#identity().catch(() => undefined);
	}

	/** The first message on a new link. */
	challenge(): GuestMessage {
		this.key = null;
		this.#nonce = newToken();
		return { t: 'challenge', nonce: this.#nonce };
	}

	/**
	 * Whether `proof` is the room key's answer on `link` and the key is the expected one: `seatKey`
	 * exactly, else one whose fingerprint is `fingerprint`, else any (the first join's trust).
	 */
	async check(
		proof: Proof,
		link: Link,
		code: string,
		expected: { seatKey?: string; fingerprint?: string }
	): Promise<boolean> {
		const nonce = this.#nonce;
		const binding = link.binding();
		this.#nonce = null;
		if (!nonce || !binding) return false;
		const id = await this.#identity();
		if (expected.seatKey && proof.key !== expected.seatKey) return false;
		if (!expected.seatKey && expected.fingerprint && id.keyFingerprint(proof.key) !== expected.fingerprint)
			return false;
		if (!id.verifyChallenge(proof.key, code, nonce, binding, proof.sig)) return false;
		this.key = proof.key;
		this.fingerprint = id.keyFingerprint(proof.key);
		return true;
	}
}
