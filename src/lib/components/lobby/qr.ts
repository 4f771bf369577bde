/**
 * A QR code of `url` as a data URL, or null when it cannot be drawn. `qrcode` is loaded with the room
 * code, not with the start page (docs/architecture.md "How a start page starts").
 */
export const qrDataUrl = async (url: string, width: number): Promise<string | null> => {
	try {
		const { default: QRCode } = await import('qrcode');
		return await QRCode.toDataURL(url, { margin: 1, width, errorCorrectionLevel: 'M' });
	} catch {
		return null;
	}
};
