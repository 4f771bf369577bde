import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { choiceValues } from './checklist';
import { candidatesOf } from './clusters';
import { indexPack } from './defaults';
import { applyEffects } from './effects';
import { answerCurrent, keepAnswering, startRun } from './machine';
import type { QuestionnairePack } from './schema';
import type { SessionZeroState } from './state';
import { validateQuestionnairePack } from './validate';

const root = path.resolve(import.meta.dirname, '../../../../../question-packs/questionnaire');
const raw = (lang: string): unknown =>
	JSON.parse(readFileSync(path.join(root, `session-zero.${lang}.json`), 'utf8'));
const load = (lang: string): QuestionnairePack => {
	const r = validateQuestionnairePack(raw(lang));
	if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 5)));
	return r.pack;
};

/** Runs with the sim's default answers, continuing through proposals; returns the state after each answer. */
const runDefault = (pack: QuestionnairePack, choose: 'first' | 'last') => {
	let s = startRun(pack, { session_id: 't', ts: 0 });
	const trail: SessionZeroState[] = [];
	for (let i = 0; i < 60; i++) {
		if (s.phase === 'PROPOSE_RESULT') {
			const k = keepAnswering(pack, s);
			if (!k.ok) break;
			s = k.state;
			continue;
		}
		if (s.phase !== 'RENDER_QUESTION') break;
		const q = indexPack(pack).byId.get(s.current!.qid)!.q;
		const v =
			q.type === 'slider'
				? q.slider!.default
				: choose === 'first'
					? choiceValues(q)[0]
					: choiceValues(q).at(-1)!;
		const r = answerCurrent(pack, s, v, i);
		if (!r.ok) throw new Error(r.error);
		s = r.state;
		trail.push(s);
	}
	return trail;
};

describe.each(['en', 'ru'])('session-zero.%s.json', (lang) => {
	const pack = load(lang);

	it('validates without errors or warnings', () => {
		const r = validateQuestionnairePack(raw(lang));
		expect(r.errors).toEqual([]);
		expect(r.warnings).toEqual([]);
		expect(pack.language).toBe(lang);
	});

	it('meets the content minimums: enough questions, axes and clusters', () => {
		expect(pack.axes.length).toBeGreaterThanOrEqual(8);
		expect(pack.modules.length).toBeGreaterThanOrEqual(5);
		expect(pack.modes.length).toBeGreaterThanOrEqual(6);
		expect(pack.safety_tags.length).toBeGreaterThanOrEqual(20);
		expect(new Set(pack.safety_tags.map((t) => t.group)).size).toBeGreaterThanOrEqual(6);
		expect(pack.safety_tags.some((t) => t.aliases?.length)).toBe(true);
		expect(pack.questions.length).toBeGreaterThanOrEqual(70);
		for (const type of ['choice', 'slider', 'mode', 'safety'])
			expect(pack.questions.filter((q) => q.type === type).length).toBeGreaterThanOrEqual(4);
		expect(pack.questions.filter((q) => q.followups?.length).length).toBeGreaterThan(5);
		expect(pack.questions.filter((q) => q.followups_by_range?.length).length).toBeGreaterThan(5);
		expect(pack.clusters.length).toBeGreaterThanOrEqual(6);
	});

	it('gives veil variants to every question with sensitive (or any) content tags', () => {
		const idx = indexPack(pack);
		const tagged = idx.list.filter((x) => x.contentTags.length);
		expect(tagged.filter((x) => x.sensitive).length).toBeGreaterThanOrEqual(5);
		for (const x of tagged) expect(x.q.veil_variants, x.q.id).toBeDefined();
	});

	it('has no alias left after loading (aliases are normalised)', () => {
		const aliases = new Set(pack.safety_tags.flatMap((t) => t.aliases ?? []));
		const rawText = JSON.stringify((raw(lang) as { questions: unknown }).questions);
		expect([...aliases].some((a) => rawText.includes(`"${a}"`))).toBe(true); // the file uses some
		for (const x of indexPack(pack).list) for (const t of x.contentTags) expect(aliases.has(t)).toBe(false);
	});

	it('every pair of clusters differs on at least 2 axes with different centres (seed 002 section 15)', () => {
		for (const a of pack.clusters)
			for (const b of pack.clusters) {
				if (a.id >= b.id) continue;
				const diff = Object.keys(a.axis_targets).filter(
					(k) => b.axis_targets[k] && b.axis_targets[k].center !== a.axis_targets[k].center
				);
				expect(diff.length, `${a.id} vs ${b.id}`).toBeGreaterThanOrEqual(2);
			}
	});

	it.each(['first', 'last'] as const)(
		'with default answers (%s), each key axis reaches confidence ≥ 0.35 within 12 questions, safety ones included',
		(choose) => {
			// seed 002 section 15: every key axis reaches confidence ≥ 0.35 within 8–12 questions
			const trail = runDefault(pack, choose);
			const reached = trail.findIndex((s) =>
				pack.axes.filter((x) => x.key !== false).every((a) => s.axes[a.id].confidence >= 0.35)
			);
			expect(reached).toBeGreaterThanOrEqual(0);
			expect(reached + 1).toBeLessThanOrEqual(12);
			const at = trail[Math.max(reached, 7)];
			for (const a of pack.axes.filter((x) => x.key !== false))
				expect(at.axes[a.id].confidence, a.id).toBeGreaterThanOrEqual(0.35);
		}
	);

	it('does not offer cosmic horror to a player who wants no horror, or who ruled out body horror', () => {
		const dark = () => {
			const s = startRun(pack, { session_id: 't', ts: 0 });
			const at = { tone: 5, risk: 4, conflict: -3, realism: 1, humour: -4 };
			for (const [axis, score] of Object.entries(at))
				s.axes[axis] = { ...s.axes[axis], score: score + (s.baselines?.[axis] ?? 0), confidence: 0.8 };
			return s;
		};
		const effectsOf = (qid: string, oid: string) =>
			indexPack(pack)
				.byId.get(qid)!
				.q.options!.find((o) => o.id === oid)!.effects;
		const s = dark();
		expect(candidatesOf(pack, s).leader).toBe('cosmic_horror');
		// "Not scary at all" and "Too much for me" (body horror) say no horror; "Real dread" takes it back
		for (const [qid, oid] of [
			['q_scary', 'o_none'],
			['q_body_horror', 'o_no']
		]) {
			const t = dark();
			applyEffects(pack, t, effectsOf(qid, oid)!);
			expect(candidatesOf(pack, t).leader, `${qid} ${oid}`).not.toBe('cosmic_horror');
			applyEffects(pack, t, effectsOf('q_scary', 'o_terror')!);
			expect(candidatesOf(pack, t).leader).toBe('cosmic_horror');
		}
		// a Line on body horror (or possession) leaves the setting out; a Veil does not
		for (const tag of ['body_horror', 'possession']) {
			const lined = { ...dark(), safety: { ...s.safety, lines: [tag] } };
			expect(candidatesOf(pack, lined).clusters.cosmic_horror, tag).toBeUndefined();
		}
		const veiled = { ...dark(), safety: { ...s.safety, veils: ['body_horror'] } };
		expect(candidatesOf(pack, veiled).leader).toBe('cosmic_horror');
	});

	it('does not offer grimdark war under a Line on gore or on torture', () => {
		const s = startRun(pack, { session_id: 't', ts: 0 });
		const at = { tone: 5, risk: 5, realism: 4, morality: 5, conflict: 3 };
		for (const [axis, score] of Object.entries(at))
			s.axes[axis] = { ...s.axes[axis], score: score + (s.baselines?.[axis] ?? 0), confidence: 0.8 };
		expect(candidatesOf(pack, s).leader).toBe('grimdark_war');
		for (const tag of ['explicit_gore', 'torture']) {
			const lined = { ...s, safety: { ...s.safety, lines: [tag] } };
			expect(candidatesOf(pack, lined).clusters.grimdark_war, tag).toBeUndefined();
			expect(candidatesOf(pack, lined).leader, tag).not.toBeNull();
		}
	});

	it('never asks a sensitive question before safety is completed', () => {
		const idx = indexPack(pack);
		let s = startRun(pack, { session_id: 't', ts: 0 });
		const r = answerCurrent(pack, s, 'o_later', 0);
		if (!r.ok) throw new Error(r.error);
		s = r.state;
		for (let i = 1; i < 40 && s.phase !== 'RESULT_VIEW'; i++) {
			if (s.phase === 'PROPOSE_RESULT') {
				const k = keepAnswering(pack, s);
				if (!k.ok) break;
				s = k.state;
				continue;
			}
			const x = idx.byId.get(s.current!.qid)!;
			expect(x.sensitive, x.q.id).toBe(false);
			const next = answerCurrent(
				pack,
				s,
				x.q.type === 'slider' ? x.q.slider!.default : choiceValues(x.q)[0],
				i
			);
			if (!next.ok) throw new Error(next.error);
			s = next.state;
		}
	});
});

describe('en and ru packs', () => {
	it('share every id and number; only the words differ', () => {
		const TEXT = new Set([
			'title',
			'description',
			'prompt',
			'help',
			'label',
			'sub',
			'neg_label',
			'pos_label',
			'language'
		]);
		// Words become "T"; ids, numbers and structure must match exactly.
		const strip = (v: unknown, key = ''): unknown => {
			if (typeof v === 'string')
				return TEXT.has(key) || ['levels', 'value_labels', 'labels', 'options', 'min', 'max'].includes(key)
					? 'T'
					: v;
			if (Array.isArray(v)) return v.map((x) => strip(x, key === 'levels' ? 'levels' : ''));
			if (v && typeof v === 'object')
				return Object.fromEntries(
					Object.entries(v).map(([k, x]) => [
						k,
						strip(x, typeof x === 'string' && ['value_labels', 'options', 'labels'].includes(key) ? key : k)
					])
				);
			return v;
		};
		expect(JSON.stringify(strip(load('ru')))).toBe(JSON.stringify(strip(load('en'))));
	});
});
