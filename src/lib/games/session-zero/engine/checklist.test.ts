import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	checklistTopics,
	encodeChecklist,
	marksFromProfile,
	parseChecklist,
	readableSafety,
	type ChecklistMarks
} from './checklist';
import { indexPack } from './defaults';
import { isCandidate, safetyVerdict } from './eligibility';
import { explain } from './result';
import { answerCurrent, seeResult, startFlow, startRun } from './machine';
import type { QuestionnairePack } from './schema';
import { buildSharePayload } from './share';
import { SharePayloadSchema } from './share-schema';
import type { SessionZeroState } from './state';
import { validateQuestionnairePack } from './validate';

const root = path.resolve(import.meta.dirname, '../../../../../question-packs/questionnaire');
const load = (lang: string): QuestionnairePack => {
	const r = validateQuestionnairePack(JSON.parse(readFileSync(`${root}/session-zero.${lang}.json`, 'utf8')));
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.pack;
};
const packs = { en: load('en'), ru: load('ru') };

const ok = (r: ReturnType<typeof answerCurrent>): SessionZeroState => {
	if (!r.ok) throw new Error(r.error);
	return r.state;
};

/** Gate → "a quick checklist" → every screen, marking topics by id; the rest fine. */
const throughChecklist = (pack: QuestionnairePack, marks: ChecklistMarks): SessionZeroState => {
	let s = ok(answerCurrent(pack, startRun(pack, { session_id: 't', ts: 0 }), 'o_check', 1));
	for (let i = 0; s.current && indexPack(pack).byId.get(s.current.qid)!.q.checklist; i++) {
		const q = indexPack(pack).byId.get(s.current.qid)!.q;
		s = ok(answerCurrent(pack, s, encodeChecklist(q, marks), 2 + i));
	}
	return s;
};

const tagsOfQuestion = (pack: QuestionnairePack, qid: string) => indexPack(pack).byId.get(qid)!.contentTags;

describe.each(Object.entries(packs))(
	'content-limits checklist, %s pack (docs/session-zero.md "Content-limits checklist")',
	(lang, pack) => {
		it('walks one screen per group after "a quick checklist", and completes the profile only at the end', () => {
			const screens = pack.questions.filter((q) => q.checklist).map((q) => q.id);
			expect(screens.length).toBeGreaterThanOrEqual(4);
			let s = ok(answerCurrent(pack, startRun(pack, { session_id: 't', ts: 0 }), 'o_check', 1));
			const walked: string[] = [];
			while (s.current && screens.includes(s.current.qid)) {
				walked.push(s.current.qid);
				expect(s.safety.completion_mode).toBe('partial');
				s = ok(answerCurrent(pack, s, '', walked.length + 1));
			}
			expect(walked).toEqual(screens);
			expect(s.safety.completion_mode).toBe('completed');
		});

		it('a Line on sexual violence keeps romance: the romance questions stay askable, only its tag is a Line', () => {
			const s = throughChecklist(pack, { sexual_violence: 'line' });
			expect(s.safety.lines).toEqual(['sexual_violence']);
			expect(s.safety.veils).toEqual([]);
			const romance = pack.questions.filter((q) =>
				tagsOfQuestion(pack, q.id).some((t) => ['romance_explicit', 'sexual_content'].includes(t))
			);
			expect(romance.map((q) => q.id)).toContain('q_romance_heat');
			for (const q of romance) expect(isCandidate(indexPack(pack).byId.get(q.id)!, s), q.id).toBe(true);
		});

		it("each topic's Line removes exactly that topic's tags, and only the questions carrying them", () => {
			for (const topic of checklistTopics(pack)) {
				const s = throughChecklist(pack, { [topic.id]: 'line' });
				expect(s.safety.lines, topic.id).toEqual(topic.tags);
				expect(s.safety.veils, topic.id).toEqual([]);
				for (const x of indexPack(pack).list) {
					const lined = x.contentTags.some((t) => topic.tags.includes(t));
					expect(safetyVerdict(x, s) === 'line', `${topic.id} → ${x.q.id}`).toBe(lined);
				}
			}
		});

		it('a Veil marks the topic veiled: its questions are shown with their veil wording', () => {
			const s = throughChecklist(pack, { torture: 'veil', spiders: 'line' });
			expect(s.safety.veils).toEqual(['torture']);
			expect(s.safety.lines).toEqual(['spiders']);
			expect(safetyVerdict(indexPack(pack).byId.get('q_villain_cruelty')!, s)).toBe('veiled');
			expect(
				marksFromProfile(
					pack.questions.find((q) => q.id === 'q_limits_violence')!,
					s.safety
				)
			).toMatchObject({
				torture: 'veil',
				explicit_gore: 'fine'
			});
		});

		it('"Adjust content limits" re-marks a screen: a Line taken back is gone, other screens keep theirs', () => {
			let s = throughChecklist(pack, { torture: 'line', spiders: 'veil' });
			while (s.phase === 'RENDER_QUESTION') {
				const q = indexPack(pack).byId.get(s.current!.qid)!.q;
				s = ok(answerCurrent(pack, s, q.checklist ? '' : q.options![0].id, 100 + s.answers.length));
				if (s.phase === 'PROPOSE_RESULT') break;
			}
			if (s.phase === 'PROPOSE_RESULT') s = ok(seeResult(pack, s));
			s = ok(startFlow(pack, s, 'safety'));
			expect(s.current!.qid).toBe('q_limits_intimacy');
			for (let i = 0; s.flow; i++) {
				const q = indexPack(pack).byId.get(s.current!.qid)!.q;
				// the violence screen answered "all fine" now; the others as they were
				const was = marksFromProfile(q, s.safety);
				s = ok(answerCurrent(pack, s, q.id === 'q_limits_violence' ? '' : encodeChecklist(q, was), 200 + i));
			}
			expect(s.safety.lines).toEqual([]);
			expect(s.safety.veils).toEqual(['spiders']);
		});

		it('"Why?" never quotes a question carrying a Line\'d topic (a Veil\'d one may be quoted)', () => {
			let s = throughChecklist(pack, { explicit_gore: 'veil' });
			for (let i = 0; s.phase === 'RENDER_QUESTION' && i < 30; i++) {
				const q = indexPack(pack).byId.get(s.current!.qid)!.q;
				s = ok(answerCurrent(pack, s, q.checklist ? '' : q.options![0].id, 300 + i));
			}
			// the Line drawn after the answers (Adjust): Why? drops those questions
			const lined = { ...s, safety: { ...s.safety, lines: ['explicit_gore', 'dismemberment'] } };
			const quoted = explain(pack, lined).axes.flatMap((a) => a.from.map((f) => f.qid));
			for (const qid of quoted)
				expect(
					tagsOfQuestion(pack, qid).some((t) => lined.safety.lines.includes(t)),
					`${lang}: ${qid}`
				).toBe(false);
		});

		it('the GM share payload carries the Lines and Veils per topic; the public one carries none', () => {
			const s = throughChecklist(pack, { sexual_violence: 'line', torture: 'veil' });
			const gm = SharePayloadSchema.parse(buildSharePayload(pack, s, { gm: true }));
			expect(gm.safety).toEqual({
				lines: ['sexual_violence'],
				veils: ['torture'],
				topics: { lines: ['sexual_violence'], veils: ['torture'] }
			});
			expect(buildSharePayload(pack, s).safety).toBeUndefined();
			// a link made before topics existed still decodes, and reads per topic from its tags
			const old = SharePayloadSchema.parse({
				...gm,
				safety: { lines: gm.safety!.lines, veils: gm.safety!.veils }
			});
			expect(readableSafety(pack, old.safety!)).toEqual(readableSafety(pack, gm.safety!));
			const read = readableSafety(pack, gm.safety!);
			const label = (id: string) => checklistTopics(pack).find((t) => t.id === id)!.label;
			expect(read.lines).toEqual([{ kind: 'topic', id: 'sexual_violence', label: label('sexual_violence') }]);
			expect(read.veils).toEqual([{ kind: 'topic', id: 'torture', label: label('torture') }]);
		});
	}
);

describe('checklist answers are read strictly', () => {
	const pack = packs.en;
	const screen = pack.questions.find((q) => q.id === 'q_limits_intimacy')!;

	it('encodes only what is not fine, in screen order, and parses back', () => {
		const value = encodeChecklist(screen, {
			sexual_violence: 'line',
			romance_explicit: 'veil',
			sexual_content: 'fine',
			torture: 'line'
		});
		expect(value).toBe('romance_explicit:veil,sexual_violence:line');
		expect(parseChecklist(screen, value)).toEqual({
			ok: true,
			marks: { romance_explicit: 'veil', sexual_content: 'fine', sexual_violence: 'line' }
		});
	});

	it.each([
		['torture:line', 'has no topic "torture"'],
		['sexual_violence:maybe', 'the mark is fine, veil or line'],
		['sexual_violence:line:x', 'the mark is fine, veil or line'],
		['sexual_violence:line,sexual_violence:veil', 'marked twice'],
		['o_green', 'has no topic "o_green"']
	])('refuses %j with a message naming it', (value, message) => {
		const s = ok(answerCurrent(pack, startRun(pack, { session_id: 't', ts: 0 }), 'o_check', 1));
		expect(s.current!.qid).toBe('q_limits_intimacy');
		const r = answerCurrent(pack, s, value, 2);
		expect(r.ok === false && r.error).toContain(message);
		expect(answerCurrent(pack, s, 3, 2).ok).toBe(false);
	});
});

describe('checklist pack validation', () => {
	const base = () => JSON.parse(readFileSync(`${root}/session-zero.en.json`, 'utf8'));
	const errorsOf = (json: unknown) => {
		const r = validateQuestionnairePack(json);
		return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`);
	};
	const screenAt = (json: { questions: { id: string }[] }, id: string) =>
		json.questions.findIndex((q) => q.id === id);

	it('the shipped packs map every safety tag to one topic, without warnings about the checklist', () => {
		for (const lang of ['en', 'ru']) {
			const r = validateQuestionnairePack(
				JSON.parse(readFileSync(`${root}/session-zero.${lang}.json`, 'utf8'))
			);
			expect(r.errors).toEqual([]);
			expect(r.warnings.filter((w) => /checklist|topic/.test(w.message))).toEqual([]);
		}
	});

	it('refuses a malformed group, naming the path: unknown tag, a tag in two topics, a repeated topic id', () => {
		const json = base();
		const i = screenAt(json, 'q_limits_violence');
		const topics = json.questions[i].checklist.topics;
		topics[0].tags = ['gory_stuff'];
		topics[1].tags = ['sexual_violence'];
		topics[2].id = 'animal_harm';
		const errors = errorsOf(json);
		expect(errors).toContain(`questions[${i}].checklist.topics[0].tags[0]: unknown content tag "gory_stuff"`);
		expect(
			errors.some((e) => e.startsWith(`questions[${i}].checklist.topics[1].tags[0]: tag "sexual_violence"`))
		).toBe(true);
		expect(
			errors.some((e) => e.startsWith(`questions[${i}].checklist.topics[3].id: duplicate topic id`))
		).toBe(true);
	});

	it('refuses a group with no topics, a topic with no tags, a checklist on a choice question or beside options', () => {
		const empty = base();
		empty.questions[screenAt(empty, 'q_limits_dark')].checklist.topics = [];
		expect(errorsOf(empty).some((e) => e.includes('checklist.topics'))).toBe(true);

		const noTags = base();
		noTags.questions[screenAt(noTags, 'q_limits_dark')].checklist.topics[0].tags = [];
		expect(errorsOf(noTags).some((e) => e.includes('checklist.topics[0].tags'))).toBe(true);

		const onChoice = base();
		const c = screenAt(onChoice, 'q_limits_dark');
		onChoice.questions[c].type = 'choice';
		expect(errorsOf(onChoice)).toContain(
			`questions[${c}].checklist: a choice question cannot be a checklist screen`
		);

		const withOptions = base();
		const o = screenAt(withOptions, 'q_limits_dark');
		withOptions.questions[o].options = [{ id: 'o_x', label: 'x' }];
		expect(errorsOf(withOptions)).toContain(
			`questions[${o}].options: a checklist screen has topics, not options`
		);
	});

	it('a follow-up rule needs option_id_in or answered; a tag no topic covers is a warning', () => {
		const json = base();
		const i = screenAt(json, 'q_limits_intimacy');
		json.questions[i].followups[0].when = {};
		expect(errorsOf(json)).toContain(
			`questions[${i}].followups[0].when: needs "option_id_in" or "answered": true`
		);

		const loose = base();
		loose.questions[screenAt(loose, 'q_limits_fears')].checklist.topics.pop();
		const r = validateQuestionnairePack(loose);
		expect(r.ok).toBe(true);
		expect(r.warnings.map((w) => w.message)).toContain(
			'tag "needles" is in no checklist topic, so no one can mark it'
		);
	});

	it('topic tags given by alias are stored by their canonical id', () => {
		const json = base();
		const i = screenAt(json, 'q_limits_violence');
		json.questions[i].checklist.topics[0].tags = ['gore'];
		const r = validateQuestionnairePack(json);
		expect(r.ok && r.pack.questions[i].checklist!.topics[0].tags).toEqual(['explicit_gore']);
	});
});

describe('a crafted share link', () => {
	it('names a tag given twice once (the views key Lines and Veils by kind and id)', () => {
		const read = readableSafety(packs.en, { lines: ['not-a-tag', 'not-a-tag'], veils: [] });
		expect(read.lines).toEqual([{ kind: 'tag', id: 'not-a-tag', label: 'not-a-tag' }]);
	});
});
