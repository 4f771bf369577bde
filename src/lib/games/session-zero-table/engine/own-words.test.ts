import { describe, expect, it } from 'vitest';
import { buildSharePayload, startRun, type ShareExtras } from '$lib/games/session-zero/engine';
import { loadPack } from './testing/fixtures';
import { ownTextCleaner } from '$lib/games/session-zero/engine/own-text';
import { buildGroupView, charterOf, CharterSchema, checkPlayerPayload, suggestedTools } from '.';
import { screenGroupView } from './table-screen';
import type { TablePlayer } from './table-schemas';

const pack = loadPack('en');
const payload = (extras: ShareExtras) =>
	buildSharePayload(pack, startRun(pack, { session_id: 't', ts: 0 }), { clean: ownTextCleaner, ...extras });

describe('the table’s own Lines, safety tools and access notes (docs/session-zero.md)', () => {
	it('free text is capped and filtered; it travels only with the GM tick', () => {
		const p = payload({
			gm: true,
			own: { lines: ['Harm to animals', 'see www.example.com', 'a', 'b', 'c'], veils: ['  Drowning  '] },
			note: 'I am colour-blind: no red/green clues please'
		});
		expect(p.safety?.own).toEqual({ lines: ['Harm to animals', 'a', 'b'], veils: ['Drowning'] });
		expect(p.safety?.access_note).toBe('I am colour-blind: no red/green clues please');
		const pub = payload({ gm: false, own: { lines: ['Harm to animals'], veils: [] }, note: 'x' });
		expect(pub.safety).toBeUndefined();
		expect(JSON.stringify(pub)).not.toContain('Harm');
	});

	it('the GM sees everyone’s own words together without a name, and each note by its player', () => {
		const a = payload({
			gm: true,
			own: { lines: ['Harm to animals'], veils: ['Drowning'] },
			tools: ['x_card', 'open_door']
		});
		const b = payload({
			gm: true,
			own: { lines: ['harm to animals', 'Clowns'], veils: [] },
			note: 'Large print',
			tools: ['x_card']
		});
		const c = payload({ gm: false, tools: ['check_ins'] });
		const players = [a, b, c].map((x, i) => {
			const r = checkPlayerPayload(pack, x);
			if (!r.ok) throw new Error(JSON.stringify(r.problem));
			return { id: `Name${i}`, payload: r.payload };
		});
		const view = buildGroupView(pack, players);
		expect(view.own_lines).toEqual(['Clowns', 'Harm to animals']);
		expect(view.own_veils).toEqual(['Drowning']);
		expect(view.access_notes).toEqual([{ player: 'Name1', note: 'Large print' }]);
		expect(view.tool_votes).toEqual({ x_card: 2, lines_veils: 0, check_ins: 1, open_door: 1 });
		expect(suggestedTools(view)).toEqual(['x_card']);
		// the GM chooses; the charter names the tools and the own Lines, never a note or a name
		const charter = CharterSchema.parse(charterOf(pack, view, 'Thursday', ['open_door', 'x_card']));
		expect(charter.tools).toEqual(['x_card', 'open_door']);
		expect(charter.own).toEqual({ lines: ['Clowns', 'Harm to animals'], veils: ['Drowning'] });
		expect(JSON.stringify(charter)).not.toMatch(/Large print|Name\d/);
	});

	it('a hand-made link with a link in a Line loses that Line at the GM; the big screen has no note', () => {
		const forged = {
			...payload({ gm: true, note: 'Large print' }),
			safety: {
				lines: [],
				veils: [],
				own: { lines: ['go to www.example.com', 'Spiders'], veils: [] },
				access_note: 'Large print'
			}
		};
		const r = checkPlayerPayload(pack, forged);
		expect(r.ok && r.payload.safety?.own).toEqual({ lines: ['Spiders'], veils: [] });
		const screen = screenGroupView(pack, <TablePlayer[]>[
			{
				id: 's1',
				name: 'A',
				status: 'done',
				payload: r.ok ? r.payload : null,
				problem: null
			},
			{
				id: 's2',
				name: 'B',
				status: 'done',
				payload: payload({ gm: false }),
				problem: null
			}
		]);
		expect(screen?.access_notes).toEqual([]);
		expect(screen?.own_lines).toEqual(['Spiders']);
	});
});
