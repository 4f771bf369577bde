import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SharePayload } from '$lib/games/session-zero/engine';
import { loadPack, payloadOn } from './testing/fixtures';
import { buildGroupView, checkPlayerPayload, playerFit, refusalSentence, type GroupPlayer } from '.';

const pack = loadPack('en');
const packRu = loadPack('ru');
const payload = payloadOn(pack);
const players = (...ps: SharePayload[]): GroupPlayer[] =>
	ps.map((payload, i) => ({ id: `p${i + 1}`, payload }));

const tagIds = pack.safety_tags.map((t) => t.id);
const arbPayload: fc.Arbitrary<SharePayload> = fc
	.record({
		axes: fc.tuple(
			...pack.axes.map(() =>
				fc.tuple(fc.integer({ min: -10, max: 10 }), fc.double({ min: 0, max: 1, noNaN: true }))
			)
		),
		shares: fc.boolean(),
		lines: fc.subarray(tagIds),
		veils: fc.subarray(tagIds),
		pvp: fc.constantFrom('true', 'false', 'unknown', undefined)
	})
	.map((r) => ({
		...payload({}, r.shares ? { lines: r.lines, veils: r.veils } : {}),
		axes: Object.fromEntries(
			pack.axes.map((a, i) => [a.id, { score: r.axes[i][0], confidence: r.axes[i][1] }])
		),
		modes: r.pvp ? ({ pvp: r.pvp } as Record<string, string>) : {}
	}));

describe('questionnaire-group: least misery', () => {
	it('the leader maximises the lowest player fit, ties by the sum (checked by brute force)', () => {
		fc.assert(
			fc.property(fc.array(arbPayload, { minLength: 1, maxLength: 6 }), (ps) => {
				const ms = players(...ps);
				const view = buildGroupView(pack, ms);
				// Brute force: every setting no Line of the table rules out, its min and sum of player fits,
				// the lexicographic best in pack order.
				type Best = { id: string; min: number; sum: number } | null;
				let best: Best = null as Best;
				let second: Best = null as Best;
				for (const c of pack.clusters) {
					if (c.content_tags?.some((t) => view.lines.includes(t))) continue;
					const fits = ms.map((m) => playerFit(c, m.payload.axes));
					const cand = { id: c.id, min: Math.min(...fits), sum: fits.reduce((n, f) => n + f, 0) };
					const beats = (x: typeof cand, y: Best) =>
						!y || x.min > y.min || (x.min === y.min && x.sum > y.sum);
					if (beats(cand, best)) [best, second] = [cand, best];
					else if (beats(cand, second)) second = cand;
				}
				expect(view.proposal.leader).toBe(best!.id);
				expect(view.proposal.min_fit).toBe(best!.min);
				expect(view.proposal.runner_up).toBe(second!.id);
			})
		);
	});

	it("never proposes a setting whose content is under anyone's Line (cosmic horror and a body-horror Line)", () => {
		const cosmic = { tone: 5, risk: 4, conflict: -3, realism: 1, humour: -4 };
		const all = buildGroupView(pack, players(payload(cosmic), payload(cosmic)));
		expect(all.proposal.leader).toBe('cosmic_horror');
		const lined = buildGroupView(pack, players(payload(cosmic), payload(cosmic, { lines: ['body_horror'] })));
		expect(lined.proposal.leader).not.toBe('cosmic_horror');
		expect(lined.proposal.ranking.map((r) => r.cluster)).not.toContain('cosmic_horror');
		// a Veil keeps it: the content may stay off-screen
		const veiled = buildGroupView(
			pack,
			players(payload(cosmic), payload(cosmic, { veils: ['body_horror'] }))
		);
		expect(veiled.proposal.leader).toBe('cosmic_horror');
	});

	it('prefers the setting nobody hates over the one most people love', () => {
		// Two want grimdark war, one wants a cosy village: grimdark leaves the third at nothing.
		const grim = { tone: 6, risk: 6, realism: 4, morality: 5, conflict: 3 };
		const cosy = { tone: -5, risk: -4, conflict: -3, humour: 3, morality: -3 };
		const view = buildGroupView(pack, players(payload(grim), payload(grim), payload(cosy)));
		const grimFit = view.proposal.ranking.find((r) => r.cluster === 'grimdark_war')!;
		expect(grimFit.sum_fit).toBeGreaterThan(view.proposal.sum_fit);
		expect(grimFit.min_fit).toBeLessThan(view.proposal.min_fit);
		expect(view.proposal.leader).not.toBe('grimdark_war');
		expect(view.proposal.why.most_popular).toBe('grimdark_war');
		expect(view.proposal.why_text).toContain('Grimdark war');
		expect(view.proposal.runner_up).not.toBeNull();
	});
});

describe('questionnaire-group: combined Lines and Veils are never attributable', () => {
	it('shuffling the players or renaming them changes nothing in lines/veils, and no player id appears', () => {
		fc.assert(
			fc.property(
				fc.array(arbPayload, { minLength: 1, maxLength: 6 }),
				fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 6, maxLength: 6 }),
				fc.infiniteStream(fc.nat()),
				(ps, names, rnd) => {
					const view = buildGroupView(pack, players(...ps));
					const shuffled = [...ps];
					for (let i = shuffled.length - 1; i > 0; i--) {
						const j = rnd.next().value % (i + 1);
						[shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
					}
					const named = shuffled.map((payload, i) => ({ id: `Name ${names[i]}`, payload }));
					const other = buildGroupView(pack, named);
					expect(other.lines).toEqual(view.lines);
					expect(other.veils).toEqual(view.veils);
					for (const x of [...other.lines, ...other.veils]) {
						expect(tagIds).toContain(x);
						expect(x.startsWith('Name ')).toBe(false);
					}
					expect([...view.lines].sort()).toEqual(view.lines);
				}
			)
		);
	});

	it('is the union of the shared lists; a player who did not tick "share with the GM" adds nothing', () => {
		const a = payload({}, { lines: ['spiders'], veils: ['torture'] });
		const b = payload({}, { lines: ['sexual_violence'], veils: ['spiders', 'drug_use'] });
		// A public link that still carries a safety block (hand-edited) is read as not shared.
		const c = { ...payload({}), safety: { lines: ['needles'], veils: [] } };
		const view = buildGroupView(
			pack,
			[a, b, c].map((p, i) => {
				const r = checkPlayerPayload(pack, p);
				if (!r.ok) throw new Error('refused');
				return { id: `p${i}`, payload: r.payload };
			})
		);
		expect(view.lines).toEqual(['sexual_violence', 'spiders']);
		expect(view.veils).toEqual(['drug_use', 'torture']);
		expect(view.safety_shared_by).toBe(2);
	});
});

describe('questionnaire-group: the group view', () => {
	const view = buildGroupView(
		pack,
		players(
			payload({ tone: 7, humour: 1 }, { modes: { pvp: 'true', session_length: 'long' } }),
			payload({ tone: 5, humour: -1 }, { modes: { pvp: 'unknown', session_length: 'long' } }),
			payload({ tone: -6, humour: 3 }, { modes: { pvp: 'false', session_length: 'long' } })
		)
	);

	it('puts every player as a dot on each scale with the spread', () => {
		expect(view.axes.tone.positions.map((p) => p.player)).toEqual(['p1', 'p2', 'p3']);
		expect(view.axes.tone.spread).toBe(13);
		expect(view.axes.tone.lean).toEqual({ neg: 1, centre: 0, pos: 2, unknown: 0 });
	});

	it('lists disagreements largest first with a plain-words prompt (en and ru)', () => {
		expect(view.disagreements[0].axis).toBe('tone');
		expect(view.disagreements.map((d) => d.axis)).not.toContain('humour');
		expect(view.disagreements[0].prompt).toBe(
			'Two of you lean towards “Grim”, one towards “Cozy”: where on “Tone” do we meet?'
		);
		const ru = buildGroupView(
			packRu,
			players(payload({ tone: 7 }), payload({ tone: 5 }), payload({ tone: -6 }))
		);
		expect(ru.disagreements[0].prompt).toBe(
			'Двое из вас — за «Мрачный», один — за «Уютный»: где на шкале «Тон» мы встретимся?'
		);
		for (let i = 1; i < view.disagreements.length; i++)
			expect(view.disagreements[i - 1].spread_share).toBeGreaterThanOrEqual(
				view.disagreements[i].spread_share
			);
	});

	it('flags a mode conflict (someone says no PvP) and writes their "no" in the charter', () => {
		expect(view.mode_conflicts.map((c) => c.mode)).toEqual(['pvp']);
		expect(view.modes.pvp.agreed).toBe('false');
		expect(view.modes.session_length).toMatchObject({ conflict: false, agreed: 'long' });
		expect(view.mode_conflicts[0].prompt).toContain('no (1)');
	});
});

describe('questionnaire-group: a bad payload is refused with a sentence', () => {
	const refuse = (raw: unknown) => {
		const r = checkPlayerPayload(pack, raw);
		if (r.ok) throw new Error('accepted');
		return {
			en: refusalSentence(pack, 'Anna', r.problem, 'en'),
			ru: refusalSentence(packRu, 'Анна', r.problem, 'ru')
		};
	};

	it('names the broken field of a malformed payload', () => {
		const bad = { ...payload({}), axes: { tone: { score: 'grim', confidence: 1 } } };
		const s = refuse(bad);
		expect(s.en).toBe(
			'Anna: this is not a Session zero result (the field axes.tone.score is wrong). Ask them to send the link again.'
		);
		expect(s.ru).toContain('Анна: это не результат нулевой сессии (неверное поле axes.tone.score)');
		expect(refuse('hello').en).toContain('the whole result');
		expect(refuse({ ...payload({}), answers: [1, 2] }).en).toContain(
			'Anna: this is not a Session zero result'
		);
	});

	it('names the other pack of a foreign-pack payload', () => {
		const s = refuse({ ...payload({}), pack: { id: 'space-opera', language: 'en' } });
		expect(s.en).toBe(
			'Anna: this result comes from another question pack (“space-opera”), and the table uses “Session zero”. Ask them to answer “Session zero”.'
		);
		expect(s.ru).toContain('«space-opera»');
	});

	it('refuses a scale the pack lacks, a score off the scale and an unknown table rule value', () => {
		expect(refuse({ ...payload({}), axes: { gore: { score: 1, confidence: 1 } } }).en).toContain(
			'a scale “gore”'
		);
		expect(refuse(payload({ tone: 99 })).en).toBe(
			'Anna: “Tone” is at 99, outside its scale of -10 to 10. Ask them to send the link again.'
		);
		expect(refuse(payload({}, { modes: { pvp: 'maybe' } })).en).toContain('“maybe”');
		expect(refuse(payload({}, { modules: { m_space: { level: 1, confidence: 1 } } })).en).toContain(
			'“m_space”'
		);
	});
});
