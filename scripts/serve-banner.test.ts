import type { NetworkInterfaceInfo } from 'node:os';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { formatBanner, lanAddresses, serverUrls } from './serve-banner';

/** `npm start` "prints the local and LAN URLs and a QR code in the terminal". */
const iface = (address: string, family: 'IPv4' | 'IPv6', internal: boolean): NetworkInterfaceInfo =>
	({
		address,
		family,
		internal,
		netmask: family === 'IPv4' ? '255.255.255.0' : 'ffff:ffff:ffff:ffff::',
		mac: '00:00:00:00:00:00',
		cidr: null,
		...(family === 'IPv6' ? { scopeid: 0 } : {})
	}) as NetworkInterfaceInfo;

const interfaces = {
	lo: [iface('127.0.0.1', 'IPv4', true), iface('::1', 'IPv6', true)],
	wlan0: [iface('192.168.1.20', 'IPv4', false), iface('fe80::1', 'IPv6', false)],
	docker0: [iface('172.17.0.1', 'IPv4', false)]
};

/**
 * Reads qrcode's small terminal rendering back into a module grid: each character is two rows,
 * '█' both dark, '▀' top dark, '▄' bottom dark, ' ' both light (black on white).
 */
const decodeTerminalQr = (text: string): boolean[][] => {
	const lines = text
		// eslint-disable-next-line no-control-regex
		.replace(/\x1b\[[0-9;]*m/g, '')
		.split('\n')
		.filter((l) => /[█▀▄]/.test(l));
	return lines.flatMap((line) => {
		const chars = [...line];
		return [chars.map((c) => c === '█' || c === '▀'), chars.map((c) => c === '█' || c === '▄')];
	});
};

/** True when the QR matrix for `url` appears in the decoded grid, surrounded by its quiet zone. */
const gridEncodes = (grid: boolean[][], url: string): boolean => {
	const { size, data } = QRCode.create(url, {}).modules;
	const dark = (r: number, c: number) => data[r * size + c] === 1;
	for (let top = 0; top + size <= grid.length; top++)
		for (let left = 0; left + size <= (grid[top]?.length ?? 0); left++) {
			let match = true;
			for (let r = 0; r < size && match; r++)
				for (let c = 0; c < size && match; c++) match = grid[top + r][left + c] === dark(r, c);
			if (match) return true;
		}
	return false;
};

describe('server banner', () => {
	it('lists only non-internal IPv4 addresses as LAN addresses', () => {
		expect(lanAddresses(interfaces)).toEqual(['192.168.1.20', '172.17.0.1']);
		expect(lanAddresses({})).toEqual([]);
	});

	it('prints the loopback URL as localhost and each LAN IPv4 as http://<ip>:<port>/', async () => {
		const text = await formatBanner({ scheme: 'http', host: '0.0.0.0', port: 5173, interfaces });
		expect(text).toContain('On this device:  http://localhost:5173/');
		expect(text).toContain('On your network: http://192.168.1.20:5173/');
		expect(text).toContain('On your network: http://172.17.0.1:5173/');
		expect(text).toContain('PeerServer:      http://localhost:5173/peerjs');
		expect(text).not.toContain('127.0.0.1');
		expect(text).not.toContain('fe80');
		expect(text).not.toContain('self-signed');
	});

	it('shows a QR code that encodes the first LAN URL (not the local one)', async () => {
		const text = await formatBanner({ scheme: 'http', host: '0.0.0.0', port: 5173, interfaces });
		expect(text).toContain('Scan to open on a phone on the same Wi-Fi');
		const grid = decodeTerminalQr(text);
		expect(grid.length).toBeGreaterThan(20);
		expect(gridEncodes(grid, 'http://192.168.1.20:5173/')).toBe(true);
		expect(gridEncodes(grid, 'http://localhost:5173/')).toBe(false);
		expect(gridEncodes(grid, 'http://192.168.1.20:5174/')).toBe(false);
	});

	it('uses https URLs and mentions the self-signed certificate with --https', async () => {
		const text = await formatBanner({ scheme: 'https', host: '0.0.0.0', port: 8443, interfaces });
		expect(text).toContain('https://localhost:8443/');
		expect(text).toContain('On your network: https://192.168.1.20:8443/');
		expect(gridEncodes(decodeTerminalQr(text), 'https://192.168.1.20:8443/')).toBe(true);
		expect(text).toContain('self-signed');
	});

	it('has no LAN URLs and no QR code when bound to loopback or when there is no LAN interface', async () => {
		for (const input of [
			{ host: '127.0.0.1', interfaces },
			{ host: '0.0.0.0', interfaces: { lo: interfaces.lo } }
		]) {
			const text = await formatBanner({ scheme: 'http', port: 4000, ...input });
			expect(text).toContain('On this device:  http://localhost:4000/');
			expect(text).not.toContain('On your network');
			expect(text).not.toContain('Scan to open');
			expect(decodeTerminalQr(text)).toEqual([]);
		}
		expect(serverUrls({ scheme: 'http', host: '127.0.0.1', port: 1, interfaces }).lan).toEqual([]);
	});
});
