import { afterEach, describe, expect, it, vi } from 'vitest';
import { fragmentParam, joinPath, linkFingerprint, screenPath } from './room-code';

/** docs/lobby.md "Host identity": a room's link names its key after `#h=`, a fragment no server sees. */
describe('room links', () => {
	afterEach(() => vi.unstubAllGlobals());
	const fp = 'AbCdEfGhIjKlMnOpQrStUv';

	it('carry the key’s fingerprint when the host has one', () => {
		expect(joinPath('ABCD')).toBe('/join/ABCD');
		expect(joinPath('ABCD', fp)).toBe(`/join/ABCD#h=${fp}`);
		expect(screenPath('ABCD', { fingerprint: fp })).toBe(`/screen/ABCD#h=${fp}`);
		expect(screenPath('ABCD', { fingerprint: fp, screenKey: 'K7P2QX' })).toBe(
			`/screen/ABCD#h=${fp}&s=K7P2QX`
		);
		expect(fragmentParam(`#h=${fp}&s=K7P2QX`, 's')).toBe('K7P2QX');
	});

	it('a page reads the fingerprint of its own room only, and only a well-formed one', () => {
		vi.stubGlobal('location', { pathname: '/join/abcd', hash: `#h=${fp}` });
		expect(linkFingerprint('ABCD')).toBe(fp);
		expect(linkFingerprint('WXYZ')).toBeUndefined();
		vi.stubGlobal('location', { pathname: '/join/ABCD', hash: '#h=short' });
		expect(linkFingerprint('ABCD')).toBeUndefined();
		vi.stubGlobal('location', { pathname: '/screen/ABCD', hash: `#h=${fp}&s=K7P2QX` });
		expect(linkFingerprint('ABCD')).toBe(fp);
		vi.stubGlobal('location', { pathname: '/nhie', hash: '' });
		expect(linkFingerprint('ABCD')).toBeUndefined();
	});
});
