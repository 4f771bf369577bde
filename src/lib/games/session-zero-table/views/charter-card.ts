import { readableSafety, type QuestionnairePack } from '$lib/games/session-zero/engine';
import type { Charter } from '$lib/games/session-zero-table/engine';
import { fitLines } from '$lib/games/session-zero/views/share-card';

/** Draws the table charter as a 1080×1350 PNG card (for the group chat). */
export const drawCharterCard = async (
	pack: QuestionnairePack,
	c: Charter,
	text: { charter: string; lines: string; veils: string; rules: string; toTalk: string; none: string }
): Promise<Blob> => {
	const [w, h] = [1080, 1350];
	const canvas = document.createElement('canvas');
	canvas.width = w;
	canvas.height = h;
	const g = canvas.getContext('2d')!;
	g.fillStyle = '#1e1a2e';
	g.fillRect(0, 0, w, h);
	let y = 100;
	const write = (t: string, font: string, color: string, lh: number) => {
		g.font = font;
		g.fillStyle = color;
		for (const line of fitLines(t, w - 140, (s) => g.measureText(s).width)) {
			if (y > h - 60) return;
			g.fillText(line, 70, y);
			y += lh;
		}
	};
	write(`${text.charter} · ${c.name}`, '600 36px system-ui, sans-serif', '#9d86ff', 48);
	write(
		pack.clusters.find((x) => x.id === c.setting)?.title ?? '',
		'700 56px system-ui, sans-serif',
		'#eeeaf8',
		66
	);
	y += 20;
	// docs/session-zero.md "Content-limits checklist": by checklist topic (its label), tags no topic covers by their own
	const limits = readableSafety(pack, c);
	const body = '400 30px system-ui, sans-serif';
	write(text.lines, '600 32px system-ui, sans-serif', '#9d86ff', 44);
	write(limits.lines.map((x) => x.label).join(' · ') || text.none, body, '#eeeaf8', 40);
	y += 12;
	write(text.veils, '600 32px system-ui, sans-serif', '#9d86ff', 44);
	write(limits.veils.map((x) => x.label).join(' · ') || text.none, body, '#eeeaf8', 40);
	y += 12;
	if (Object.keys(c.modes).length) write(text.rules, '600 32px system-ui, sans-serif', '#9d86ff', 44);
	for (const md of pack.modes.filter((x) => x.id in c.modes)) {
		const v = c.modes[md.id];
		write(`${md.title}: ${v === null ? text.toTalk : (md.value_labels?.[v] ?? v)}`, body, '#eeeaf8', 40);
	}
	return new Promise((resolve, reject) =>
		canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas'))), 'image/png')
	);
};
