import type { QuestionnairePack, RunResult } from '$lib/games/session-zero/engine';

/** Draws a 1080×1080 PNG card of a result (for chats) and returns it as a Blob. */
export const drawShareCard = async (
	pack: QuestionnairePack,
	r: RunResult,
	text: { title: string; footer: string; draw: string; notAsked: string }
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
	// A long setting (a draw of three) steps the font down to stay within 3 lines; the axes start below
	// its last line, never under it.
	let lines: string[] = [];
	let px = 56;
	for (px of [56, 46, 38]) {
		g.font = `700 ${px}px system-ui, sans-serif`;
		lines = fitLines(setting, size - 140, (t) => g.measureText(t).width);
		if (lines.length <= 3) break;
	}
	const lh = Math.round(px * 1.18);
	lines.forEach((line, i) => g.fillText(line, 70, 200 + i * lh));
	const top = Math.max(360, 200 + (lines.length - 1) * lh + 70);
	const rowH = (size - top - 120) / r.axes.length;
	cardAxisRows(pack, r).forEach((row, i) => {
		const y = top + i * rowH;
		g.fillStyle = '#aaa2c2';
		g.font = '400 28px system-ui, sans-serif';
		g.fillText(row.neg, 70, y + 20);
		g.fillText(row.pos, size - 70 - g.measureText(row.pos).width, y + 20);
		g.fillStyle = '#2a2440';
		g.fillRect(70, y + 36, size - 140, 16);
		if (row.at === null) {
			// session-zero.md "Not asked": said in words on the bar, never a dot at the centre
			g.fillStyle = '#eeeaf8';
			g.font = 'italic 400 26px system-ui, sans-serif';
			g.fillText(text.notAsked, size / 2 - g.measureText(text.notAsked).width / 2, y + 28);
			return;
		}
		g.globalAlpha = row.alpha;
		g.fillStyle = '#9d86ff';
		g.beginPath();
		g.arc(70 + (size - 140) * row.at, y + 44, 16, 0, Math.PI * 2);
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

/** Splits `text` at spaces into lines no wider than `width` (a single longer word keeps its own line). */
export const fitLines = (text: string, width: number, measure: (t: string) => number): string[] => {
	const out: string[] = [];
	let line = '';
	for (const word of text.split(' ').filter(Boolean)) {
		const next = line ? `${line} ${word}` : word;
		if (measure(next) > width && line) {
			out.push(line);
			line = word;
		} else line = next;
	}
	if (line) out.push(line);
	return out;
};

export type CardAxisRow = { axis: string; neg: string; pos: string; at: number | null; alpha: number };

/** The card's scales: where the dot sits (0…1 along the bar), or null for a scale not asked. */
export const cardAxisRows = (pack: QuestionnairePack, r: RunResult): CardAxisRow[] =>
	r.axes.map((a) => {
		const def = pack.axes.find((x) => x.id === a.id)!;
		const half = Math.max(Math.abs(def.score_range.min), Math.abs(def.score_range.max)) || 1;
		return {
			axis: a.id,
			neg: def.polarity.neg_label,
			pos: def.polarity.pos_label,
			at: a.answer === 'not_asked' ? null : Math.min(1, Math.max(0, 0.5 + a.score / half / 2)),
			alpha: 0.35 + 0.65 * a.confidence
		};
	});
