/**
 * Headless Debian Chromium flags of lobby.md ("Testing P2P here"): loopback-only WebRTC, no
 * background networking. Shared by the e2e support and the benches (no vitest import here).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--allow-loopback-in-peer-connection'
];
