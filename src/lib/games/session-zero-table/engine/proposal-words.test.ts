import { describe, expect, it } from 'vitest';
import type { SharePayload } from '$lib/games/session-zero/engine';
import { loadPack, payloadOn } from './testing/fixtures';
import { buildGroupView, type GroupPlayer } from '.';

const players = (...ps: SharePayload[]): GroupPlayer[] =>
	ps.map((payload, i) => ({ id: `p${i + 1}`, payload }));
const grim = { tone: 6, risk: 6, realism: 4, morality: 5, conflict: 3 };
const cosy = { tone: -5, risk: -4, conflict: -3, humour: 3, morality: -3 };

describe('the proposal explains itself (least misery, seed 002 section 10.2 fits)', () => {
	it.each(['en', 'ru'])(
		'%s: a compromise says it is nobody’s worst and nobody’s own first choice',
		(lang) => {
			const pack = loadPack(lang);
			const payload = payloadOn(pack);
			const view = buildGroupView(pack, players(payload(grim), payload(grim), payload(cosy)));
			const leader = view.proposal.ranking[0];
			// every player fits some other setting better, and some setting worse
			for (const p of view.players) {
				const fits = view.proposal.ranking.map((r) => r.fits[p]);
				expect(Math.max(...fits)).toBeGreaterThan(leader.fits[p]);
				expect(Math.min(...fits)).toBeLessThan(leader.fits[p]);
			}
			expect(view.proposal.why).toMatchObject({ nobodys_worst: true, nobodys_first: true });
			expect(view.proposal.why_text).toContain(lang === 'ru' ? 'никому не хуже всех' : "nobody's worst");
			expect(view.proposal.why_text).toContain(
				lang === 'ru' ? 'ничей личный первый выбор' : "nobody's own first choice"
			);
			// no player's own fit is in the words, only the lowest
			for (const p of view.players)
				if (Math.abs(leader.fits[p] - leader.min_fit) > 0.01)
					expect(view.proposal.why_text).not.toContain(`${Math.round(leader.fits[p] * 100)} %`);
		}
	);

	it('a table that agrees gets its own first choice, and the words do not call it a compromise', () => {
		const pack = loadPack('en');
		const payload = payloadOn(pack);
		const view = buildGroupView(pack, players(payload(grim), payload(grim)));
		expect(view.proposal.why.nobodys_first).toBe(false);
		expect(view.proposal.why_text).not.toContain('first choice');
	});
});
