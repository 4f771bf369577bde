/**
 * The text `npm start` prints once the server listens ("prints the local and LAN URLs and a
 * QR code in the terminal"). Pure apart from rendering the QR code, so it is unit-tested with a
 * made-up list of network interfaces.
 */
import type { NetworkInterfaceInfo } from 'node:os';
import QRCode from 'qrcode';

export type BannerInput = {
	scheme: 'http' | 'https';
	host: string;
	port: number;
	/** `os.networkInterfaces()` */
	interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>;
};

/** Non-internal IPv4 addresses: the ones a phone on the same Wi-Fi can reach. */
export const lanAddresses = (interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] =>
	Object.values(interfaces)
		.flat()
		.filter((a): a is NetworkInterfaceInfo => !!a && a.family === 'IPv4' && !a.internal)
		.map((a) => a.address);

export const serverUrls = ({
	scheme,
	host,
	port,
	interfaces
}: BannerInput): { local: string; lan: string[] } => ({
	local: `${scheme}://localhost:${port}/`,
	// Only a server bound to every interface is reachable on the LAN addresses.
	lan: host === '0.0.0.0' ? lanAddresses(interfaces).map((a) => `${scheme}://${a}:${port}/`) : []
});

/** The human-readable banner: URLs, the PeerServer path, a QR code of the first LAN URL. */
export const formatBanner = async (input: BannerInput): Promise<string> => {
	const { local, lan } = serverUrls(input);
	const lines = [`\nParlor is running.\n  On this device:  ${local}`];
	for (const url of lan) lines.push(`  On your network: ${url}`);
	lines.push(`  PeerServer:      ${local}peerjs`);
	if (lan[0]) {
		lines.push('\nScan to open on a phone on the same Wi-Fi:\n');
		lines.push(await QRCode.toString(lan[0], { type: 'terminal', small: true }));
	}
	if (input.scheme === 'https')
		lines.push('The certificate is self-signed: your browser will ask you to accept it once.');
	return lines.join('\n');
};
