import { describe, expect, it } from 'vitest';
import { createMoleGame } from './game';
import { acceptNarratorLine } from './narrator';
import { defaultMoleSettings, type MoleState } from './state';
import { autoTeam, currentProposal } from './team';
import { ACT_MODEL, PERSONAS, READ, seats } from './testing/fixtures';
import { ACTION_KINDS } from './types';

/** docs/mole.md "The game": denials, praise and jokes read through the act model; model lines checked in code; whispers with facts. */
describe('tone: negation, denial, compliments, jokes, ties', () => {
	const cases = [
		['en', "I'm not the mole!", 'defensive'],
		['en', "I'M NOT THE MOLE!!", 'defensive'],
		['en', 'you are the best', 'neutral'],
		['en', 'haha liar', 'joking'],
		['en', 'You are the mo\u200ble', 'accusatory'],
		// kit/text.ts: look-alike letters are one letter (a Cyrillic "о" in "mоle")
		['en', 'you are the m\u043ele', 'accusatory'],
		['en', "I'm n\u043et the mole", 'defensive'],
		['en', 'Bo is the mole', 'accusatory'],
		['ru', 'я не крот', 'defensive'],
		['ru', 'Я НЕ КРОТ!!', 'defensive'],
		['ru', 'ты крот', 'accusatory'],
		['ru', 'ты лучший', 'neutral'],
		['sv', 'du är bäst', 'neutral'],
		['sv', 'jag är inte golaren', 'defensive'],
		['sv', 'du är golaren', 'accusatory']
	] as const;
	for (const [lang, text, tone] of cases)
		it(`${lang}: "${text}" → ${tone}`, () => {
			expect(READ[lang](text).tone).toBe(tone);
		});
});

describe('model lines are checked in code', () => {
	const base = {
		language: 'en',
		nsfw: false,
		players: ['Bo', 'Cid', 'Fay', 'Ana'],
		roleHints: PERSONAS.en.roleHints
	};
	it('a line stating or hinting a role or innocence is replaced', () => {
		expect(
			acceptNarratorLine('Bo is the mole, I know it for sure', { ...base, mustMention: 'Bo' })
		).toBeNull();
		expect(
			acceptNarratorLine("Cid is clean. It's Fay who is the rat", { ...base, mustMention: 'Cid' })
		).toBeNull();
		expect(
			acceptNarratorLine('Cid, you went quiet after the heist talk. Why?', { ...base, mustMention: 'Cid' })
		).toBe('Cid, you went quiet after the heist talk. Why?');
	});
	it('an accusation naming another player is replaced, unless the name is its evidence', () => {
		const line = 'Cid keeps saying Fay. Why push so hard?';
		expect(acceptNarratorLine(line, { ...base, mustMention: 'Cid' })).toBeNull();
		expect(acceptNarratorLine(line, { ...base, mustMention: 'Cid', allowNames: ['Fay'] })).toBe(line);
	});
	it('a gap-fill naming any player is replaced; a general one passes', () => {
		expect(acceptNarratorLine('Ana is too quiet tonight.', base)).toBeNull();
		expect(acceptNarratorLine('Too quiet tonight.', base)).toBe('Too quiet tonight.');
		expect(acceptNarratorLine('Ру\u200bсские? Ana!', base)).toBeNull();
	});
	it('an accusation on what the target wrote names one of its words, paraphrased, never quoted', () => {
		const grounded = {
			...base,
			mustMention: 'Bo',
			mustName: ['votes'],
			noQuotes: ['I think we should look at the mission votes again']
		};
		expect(acceptNarratorLine('Bo, you look shifty tonight. Explain yourself.', grounded)).toBeNull();
		const quoting = 'Bo said "I think we should look at the mission votes again". Suspicious.';
		expect(acceptNarratorLine(quoting, grounded)).toBeNull();
		// four words of it are a paraphrase; look-alike letters and invisible ones do not hide a quote
		expect(acceptNarratorLine('Bo, why dig up the mission votes once more?', grounded)).toBe(
			'Bo, why dig up the mission votes once more?'
		);
		expect(
			acceptNarratorLine('Bo: "we sh\u043euld look at the mis\u200bsion votes". Hm.', grounded)
		).toBeNull();
		const ru = { language: 'ru', nsfw: false, players: ['Борис'], mustMention: 'Борис', mustName: ['банк'] };
		expect(acceptNarratorLine('Борис, откуда столько про банки?', ru)).toBe(
			'Борис, откуда столько про банки?'
		);
	});
	it("a whisper may speak of its recipient's own role, never of another player's", () => {
		const whisper = { ...base, allowNames: ['Ana', 'Bo'], ownRole: 'Ana' };
		const own = "You're the rat, Ana. Bo voted reject twice.";
		expect(acceptNarratorLine(own, whisper)).toBe(own);
		expect(
			acceptNarratorLine('Ana, Bo voted reject yesterday. Bo is the mole, trust me.', whisper)
		).toBeNull();
	});
	it('Russian: declined names still count as named', () => {
		const ru = { language: 'ru', nsfw: false, players: ['Борис', 'Дарья'], roleHints: PERSONAS.ru.roleHints };
		expect(acceptNarratorLine('Бориса я бы проверил, он чист.', { ...ru, mustMention: 'Дарья' })).toBeNull();
		expect(acceptNarratorLine('Дарья — крот, сто процентов.', { ...ru, mustMention: 'Дарья' })).toBeNull();
	});
});

describe('whispers carry a true public fact about their reader (never a role)', () => {
	const game = createMoleGame(PERSONAS, ACT_MODEL);
	const T0 = 1_000;
	it("round 2: another player's silence is not a whisper's fact; nothing about another player is a role", () => {
		let s: MoleState = game.start(seats(5), { ...defaultMoleSettings(), persona: 'en' }, 7, T0);
		let now = T0;
		const step = (f: (st: MoleState) => MoleState) => (s = f(s));
		const leader = currentProposal(s)!.leader;
		step((st) => {
			const r = game.apply(st, leader, { type: 'propose', team: autoTeam(st, leader) }, now);
			return r.ok ? r.state : st;
		});
		now += 31_000;
		step((st) => game.tick(st, now) ?? st); // votes time out → approved
		now += 46_000;
		step((st) => game.tick(st, now) ?? st); // mission times out → secure
		expect(s.phase).toBe('discussion');
		for (const [id, text] of [
			['p1', 'plan?'],
			['p2', 'the bank'],
			['p3', 'ok']
		])
			step((st) => {
				const r = game.apply(st, id, { type: 'chat', text }, now + 1000);
				return r.ok ? r.state : st;
			});
		for (const wait of [240_000, 60_000, 8_000]) {
			now += wait;
			step((st) => game.tick(st, now) ?? st); // discussion → vote → verdict → round 2
		}
		expect(s.round).toBe(2);
		const round2 = s.whispers.filter((w) => w.round === 2);
		const silent = ['Player4', 'Player5'];
		// docs/mole.md "Whispers": the fact is about the reader (their votes, who defends them)
		for (const w of round2)
			for (const n of silent) if (!w.to.endsWith(n.slice(-1))) expect(w.fallback).not.toContain(n);
		for (const w of round2) {
			expect(w.fallback).not.toMatch(/\{\w+\}/);
			const others = s.players.filter((p) => p.id !== w.to && w.fallback.includes(p.name));
			// Whatever is said about another player is public behaviour, never their role.
			for (const p of others) expect(w.fallback).not.toContain(`${p.name} is the rat`);
		}
	});
});

describe('narrator packs', () => {
	const all = (lang: keyof typeof PERSONAS): string[] => {
		const t = PERSONAS[lang].templates;
		return [
			...Object.values(t.accusation).flatMap((m) => [...m.direct, ...m.third_person]),
			...Object.values(t.actions ?? {}).flatMap((m) => [...m.direct, ...m.third_person]),
			...t.question,
			...Object.values(t.gapfill).flat(),
			...t.whisper.crew,
			...t.whisper.mole,
			...Object.values(t.facts ?? {}).flat()
		];
	};
	it('at least 6 templates per anomaly × mention, per public action × mention and 12 per mood, in every language', () => {
		for (const lang of ['en', 'ru', 'sv'] as const) {
			const t = PERSONAS[lang].templates;
			expect(Object.keys(t.actions ?? {}).sort()).toEqual([...ACTION_KINDS].sort());
			for (const m of [...Object.values(t.accusation), ...Object.values(t.actions ?? {})]) {
				expect(m.direct.length).toBeGreaterThanOrEqual(6);
				expect(m.third_person.length).toBeGreaterThanOrEqual(6);
			}
			for (const lines of Object.values(t.gapfill)) expect(lines.length).toBeGreaterThanOrEqual(12);
			expect(t.whisper.crew.length).toBeGreaterThanOrEqual(5);
			expect(t.whisper.mole.length).toBeGreaterThanOrEqual(5);
		}
	});
	// Russian keeps names in the nominative/vocative: never after a preposition or a verb that
	// governs another case ("у Борис", "за Сергей", "верите Дарья"), and no gendered past tense in a
	// sentence about a named player ("@Дарья … базарил").
	const GOVERNS =
		/(?:^|[\s«(])(?:у|за|на|о|об|про|с|со|к|ко|от|для|без|до|из|по|при|над|под|перед|через|между|среди|против|верите|веришь|доверяете|спросите|отметьте|гляньте)\s+@?\{(?:target|name|player|other)\}/iu;
	const PAST = /\p{L}+(?:ал|ял|ил|ел|ёл|ыл|ала|яла|ила|ела|ыла|ался|алась|ился|илась)(?![\p{L}])/u;
	it('Russian templates: names only where the nominative is right; no gendered past about them', () => {
		for (const line of all('ru')) {
			expect(line).not.toMatch(GOVERNS);
			for (const sentence of line.split(/(?<=[.!?])\s+/))
				if (/\{(?:target|name|player|other)\}/.test(sentence)) expect(sentence).not.toMatch(PAST);
		}
	});
	it('the old mistakes are caught by the same check', () => {
		expect('У {target} внезапное молчание.').toMatch(GOVERNS);
		expect('Вы всё ещё верите {target}?').toMatch(GOVERNS);
		expect('{target}, раньше базарил.').toMatch(PAST);
	});
});
