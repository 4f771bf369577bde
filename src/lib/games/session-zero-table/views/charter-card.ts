import { readableSafety, type QuestionnairePack } from '$lib/games/session-zero/engine';
import type { Charter } from '$lib/games/session-zero-table/engine';
import { fitLines } from '$lib/games/session-zero/views/share-card';
import { scaleWords } from './charter-words';
import type { tableMessages } from './messages';

/** Draws the table charter as a 1080×1350 PNG card (for the group chat). */
export const drawCharterCard = async (
	pack: QuestionnairePack,
	c: Charter,
	m: ReturnType<typeof tableMessages>
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
	const text = { ...m, none: m.noneListed };
	write(`${text.charter} · ${c.name}`, '600 36px system-ui, sans-serif', '#9d86ff', 48);
	write(
		pack.clusters.find((x) => x.id === c.setting)?.title ?? '',
		'700 56px system-ui, sans-serif',
		'#eeeaf8',
		66
	);
	y += 20;
	// each scale as the charter page says it: a split with its range and "talk about it first"
	write(m.tone, '600 32px system-ui, sans-serif', '#9d86ff', 44);
	for (const a of pack.axes) {
		const w = scaleWords(pack, c, a.id, m);
		write(
			`${a.title}: ${w.text}${w.talk ? `. ${m.talkFirst}` : ''}`,
			'400 28px system-ui, sans-serif',
			'#eeeaf8',
			36
		);
	}
	y += 12;
	// docs/session-zero.md "Content-limits checklist": by checklist topic (its label), tags no topic covers by their own
	const limits = readableSafety(pack, c);
	const body = '400 30px system-ui, sans-serif';
	write(text.lines, '600 32px system-ui, sans-serif', '#9d86ff', 44);
	write(limits.lines.map((x) => x.label).join(' · ') || text.none, body, '#eeeaf8', 40);
	y += 12;
	write(text.veils, '600 32px system-ui, sans-serif', '#9d86ff', 44);
	write(limits.veils.map((x) => x.label).join(' · ') || text.none, body, '#eeeaf8', 40);
	y += 12;
	if (c.own?.lines.length) write(`${m.ownTitle}: ${c.own.lines.join(' · ')}`, body, '#eeeaf8', 40);
	if (c.own?.veils.length) write(`${m.veils}: ${c.own.veils.join(' · ')}`, body, '#eeeaf8', 40);
	y += 12;
	write(m.toolsTitle, '600 32px system-ui, sans-serif', '#9d86ff', 44);
	write(c.tools?.length ? c.tools.map((t) => m.toolNames[t]).join(' · ') : m.noTools, body, '#eeeaf8', 40);
	y += 12;
	write(text.rules, '600 32px system-ui, sans-serif', '#9d86ff', 44);
	if (!Object.keys(c.modes).length) write(m.rulesNotAsked, body, '#eeeaf8', 40);
	for (const md of pack.modes.filter((x) => x.id in c.modes)) {
		const v = c.modes[md.id];
		write(`${md.title}: ${v === null ? text.toTalk : (md.value_labels?.[v] ?? v)}`, body, '#eeeaf8', 40);
	}
	return new Promise((resolve, reject) =>
		canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas'))), 'image/png')
	);
};
