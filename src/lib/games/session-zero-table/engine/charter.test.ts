import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readableSafety, validateQuestionnairePack, type SharePayload } from '$lib/games/session-zero/engine';
import { buildGroupView, charterOf, CharterSchema } from '.';

const pack = (() => {
	const r = validateQuestionnairePack(
		JSON.parse(readFileSync('question-packs/questionnaire/session-zero.en.json', 'utf8'))
	);
	if (!r.ok) throw new Error('pack');
	return r.pack;
})();
const payload = (tone: number, modes: Record<string, string>, lines: string[]): SharePayload => ({
	schema_version: 1,
	share_scope: 'gm',
	safety_included: true,
	pack: { id: 'session-zero', language: 'en' },
	axes: { tone: { score: tone, confidence: 0.7 } },
	modules: {},
	modes,
	result: { leader: null, margin: 0, ranking: [], draw: null },
	safety: { lines, veils: [] }
});

describe('the table charter', () => {
	it('writes the setting, the group mean per answered scale, the Lines and the agreed rules — and no player', () => {
		const players = [
			{ id: 'Anna-secret', payload: payload(6, { pvp: 'true', dice: 'open' }, ['spiders']) },
			{ id: 'Boris-secret', payload: payload(-2, { pvp: 'false', dice: 'open' }, ['needles']) }
		];
		const view = buildGroupView(pack, players);
		const c = charterOf(pack, view, 'Thursday');
		expect(CharterSchema.parse(c)).toEqual(c);
		expect(c.setting).toBe(view.proposal.leader);
		expect(c.axes).toEqual({ tone: 2 });
		expect(c.lines).toEqual(['needles', 'spiders']);
		// anyone's "no" to PvP stands; an agreed rule is written as agreed; an unasked rule is left out
		expect(c.modes).toEqual({ pvp: 'false', dice: 'open' });
		expect(JSON.stringify(c)).not.toContain('secret');
	});

	it('lists the Lines and Veils by checklist topic: marked topics, and those old payloads’ tags imply', () => {
		const withTopics = (lines: string[], veils: string[], topics?: { lines: string[]; veils: string[] }) => ({
			...payload(0, {}, lines),
			safety: { lines, veils, ...(topics ? { topics } : {}) }
		});
		const players = [
			// a new link: the topics the player marked on the checklist
			{
				id: 'p1',
				payload: withTopics(['explicit_gore'], ['torture'], { lines: ['explicit_gore'], veils: ['torture'] })
			},
			// an older link: tags only (and an alias) — the topics they cover are read from them
			{ id: 'p2', payload: withTopics(['arachnids', 'made_up_tag'], ['explicit_gore']) },
			// did not share with the GM: adds nothing
			{
				id: 'p3',
				payload: {
					...payload(0, {}, []),
					share_scope: 'public' as const,
					safety_included: false,
					safety: undefined
				}
			}
		];
		const view = buildGroupView(pack, players);
		// anyone's Line is the table's Line, also over someone else's Veil of the same topic
		expect(view.safety_topics).toEqual({ lines: ['explicit_gore', 'spiders'], veils: ['torture'] });
		const c = charterOf(pack, view, 'Thursday');
		expect(CharterSchema.parse(c).topics).toEqual(view.safety_topics);
		const read = readableSafety(pack, c);
		expect(read.lines.map((x) => x.label)).toEqual(['Gore and blood', 'Spiders', 'made_up_tag']);
		expect(read.lines.map((x) => x.kind)).toEqual(['topic', 'topic', 'tag']);
		expect(read.veils.map((x) => x.label)).toEqual(['Torture']);
		// an older charter link (no topics) still decodes and reads by the topics its tags imply
		const { topics: _t, ...old } = c;
		expect(readableSafety(pack, CharterSchema.parse(old)).lines.map((x) => x.label)).toEqual(
			read.lines.map((x) => x.label)
		);
	});
});
