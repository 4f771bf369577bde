import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateQuestionnairePack, type SharePayload } from '../questionnaire';
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

describe('the table charter (issue 17)', () => {
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
});
