import type { QuestionnairePack, RunResult } from '$lib/engines/questionnaire';

/** Draws a 1080×1080 PNG card of a result (for chats) and returns it as a Blob. */
export const drawShareCard = async (
	pack: QuestionnairePack,
	r: RunResult,
	text: { title: string; footer: string; draw: string }
): Promise<Blob> => {
	const size = 1080;
	const canvas = document.createElement('canvas');
	canvas.width = size;
	canvas.height = size;
	const g = canvas.getContext('2d')!;
	g.fillStyle = '#1e1a2e';
	g.fillRect(0, 0, size, size);
	g.fillStyle = '#9d86ff';
	g.font = '600 44px system-ui, sans-serif';
	g.fillText(text.title, 70, 110);
	const setting = r.draw
		? `${text.draw}: ${r.draw.map((id) => pack.clusters.find((c) => c.id === id)?.title ?? id).join(' · ')}`
		: (pack.clusters.find((c) => c.id === r.leader)?.title ?? '');
	g.fillStyle = '#eeeaf8';
	g.font = '700 56px system-ui, sans-serif';
	wrap(g, setting, 70, 200, size - 140, 66);
	const top = 360;
	const rowH = (size - top - 120) / r.axes.length;
	r.axes.forEach((a, i) => {
		const def = pack.axes.find((x) => x.id === a.id)!;
		const y = top + i * rowH;
		g.fillStyle = '#aaa2c2';
		g.font = '400 28px system-ui, sans-serif';
		g.fillText(def.polarity.neg_label, 70, y + 20);
		const pos = def.polarity.pos_label;
		g.fillText(pos, size - 70 - g.measureText(pos).width, y + 20);
		g.fillStyle = '#2a2440';
		g.fillRect(70, y + 36, size - 140, 16);
		const half = Math.max(Math.abs(def.score_range.min), Math.abs(def.score_range.max)) || 1;
		const x = 70 + (size - 140) * Math.min(1, Math.max(0, 0.5 + a.score / half / 2));
		g.globalAlpha = 0.35 + 0.65 * a.confidence;
		g.fillStyle = '#9d86ff';
		g.beginPath();
		g.arc(x, y + 44, 16, 0, Math.PI * 2);
		g.fill();
		g.globalAlpha = 1;
	});
	g.fillStyle = '#aaa2c2';
	g.font = '400 28px system-ui, sans-serif';
	g.fillText(text.footer, 70, size - 50);
	return new Promise((resolve, reject) =>
		canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas'))), 'image/png')
	);
};

const wrap = (g: CanvasRenderingContext2D, text: string, x: number, y: number, width: number, lh: number) => {
	let line = '';
	for (const word of text.split(' ')) {
		const next = line ? `${line} ${word}` : word;
		if (g.measureText(next).width > width && line) {
			g.fillText(line, x, y);
			line = word;
			y += lh;
		} else line = next;
	}
	if (line) g.fillText(line, x, y);
};
