import { describe, expect, it } from 'vitest';
import { tableMessages } from '$lib/games/session-zero-table/views/messages';
import { scaleWords } from '$lib/games/session-zero-table/views/charter-words';
import type { SharePayload } from '$lib/games/session-zero/engine';
import { loadPack, payloadOn } from './testing/fixtures';
import { anyRuleAsked, buildGroupView, charterOf, CharterSchema, scaleVerdict, type GroupPlayer } from '.';

const players = (...ps: SharePayload[]): GroupPlayer[] =>
	ps.map((payload, i) => ({ id: `Name${i}`, payload }));

/** Three players, as the table that spread from Cozy −3 to Grim 6; humour only answered by nobody. */
const table = (lang: string) => {
	const pack = loadPack(lang);
	const on = payloadOn(pack);
	const only = (p: SharePayload, axes: string[]): SharePayload => ({
		...p,
		axes: Object.fromEntries(Object.entries(p.axes).filter(([a]) => axes.includes(a)))
	});
	const answered = ['tone', 'risk', 'conflict'];
	const view = buildGroupView(
		pack,
		players(
			only(on({ tone: -3, risk: 0.5, conflict: 3 }), answered),
			only(on({ tone: 6, risk: -0.5, conflict: 4 }), answered),
			only(on({ tone: 5, risk: 0, conflict: 5 }), answered)
		)
	);
	return { pack, view, charter: CharterSchema.parse(charterOf(pack, view, 'Thursday')) };
};

describe('the charter shows the table as it is (docs/session-zero.md "The charter")', () => {
	it('a split scale says so, with its range and how many sit where — never "in the middle", never who', () => {
		const { pack, view, charter } = table('en');
		expect(view.disagreements.map((d) => d.axis)).toContain('tone');
		expect(scaleVerdict(pack, charter, 'tone')).toMatchObject({
			kind: 'split',
			min: -3,
			max: 6,
			neg: 1,
			pos: 2
		});
		const w = scaleWords(pack, charter, 'tone', tableMessages('en'));
		expect(w).toEqual({ text: 'split, from -3 to 6: 1 towards “Cozy”, 2 towards “Grim”', talk: true });
		expect(JSON.stringify(charter)).not.toContain('Name');
	});

	it('"in the middle" only when every player is; one side is "leaning"; unanswered is "not asked"', () => {
		const { pack, charter } = table('en');
		const m = tableMessages('en');
		expect(scaleWords(pack, charter, 'risk', m)).toEqual({ text: 'in the middle', talk: false });
		expect(scaleWords(pack, charter, 'conflict', m).text).toBe('leaning Fight it out');
		expect(scaleWords(pack, charter, 'humour', m)).toEqual({ text: 'not asked', talk: false });
	});

	it('a little either side, close together, is "around the middle" — not "in the middle", not a talk', () => {
		const pack = loadPack('en');
		const on = payloadOn(pack);
		const view = buildGroupView(pack, players(on({ risk: -2.5 }), on({ risk: 2.5 })));
		const charter = charterOf(pack, view, 'T');
		expect(view.disagreements.map((d) => d.axis)).not.toContain('risk');
		expect(scaleWords(pack, charter, 'risk', tableMessages('en'))).toEqual({
			text: 'around the middle, from -2.5 to 2.5',
			talk: false
		});
	});

	it('ru: the split and its prompt in words', () => {
		const { pack, charter } = table('ru');
		const m = tableMessages('ru');
		const w = scaleWords(pack, charter, 'tone', m);
		expect(w.talk).toBe(true);
		expect(w.text).toMatch(/^мнения разделились, от -3 до 6: 1 — ближе к «.+», 2 — ближе к «.+»$/);
		expect(scaleWords(pack, charter, 'humour', m).text).toBe('не спрашивали');
	});

	it('no claim about table rules nobody answered', () => {
		const { view, charter } = table('en');
		expect(charter.modes).toEqual({});
		expect(anyRuleAsked(view.modes)).toBe(false);
	});
});
