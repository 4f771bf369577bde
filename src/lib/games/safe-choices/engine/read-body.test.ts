import { describe, expect, it } from 'vitest';
import { loadActModel } from '$lib/engines/acts';
import { stopsTheScene } from './safeguard';
import { readMessage } from './signals';
import type { RiskLanguage } from './types';

const model = await loadActModel();

/**
 * The kinds `teen-selfharm-kinds.jsonl` and ./safety-rules-body.ts were written for (docs/acts.md
 * "The corpus"), read through the act model and the guard on made-up lines that are in no corpus
 * file and no play set: self-harm and a beating with an object at home stop the scene; small talk at
 * a party and a friend's case put hypothetically do not, unless said to happen to the teen too
 * (docs/safe-choices.md "Safeguarding"). Stops are held exactly; the yes to the secret and the
 * hesitation in Latin letters hold a floor of misreads, printed (docs/safe-choices.md "Reading a
 * turn").
 */
const STOPS: [RiskLanguage, string][] = [
	['en', 'not rly in the mood, i scratched my wrists raw again last nite'],
	['en', 'my uncle i live with took a belt to me cos i was late'],
	['ru', 'я опять царапаю руки циркулем, прячу под рукавами'],
	['ru', 'otchim snimaet remen i bet menya esli ya opazdyvayu'],
	// a friend's case that also says it happens to the teen still stops
	['en', 'if a tutor did that to my mate id tell her to run, but tbh he does this to me too'],
	['ru', 'если б так было с подругой, я б сказала ей бежать, но со мной это правда происходит']
];
const NO_STOP: [RiskLanguage, string][] = [
	['en', 'is that the playlist from the bus, who put this on'],
	['en', 'if a coach did that to my mate id tell her go straight to her mum'],
	['ru', 'а где тут туалет? и у кого есть зарядка типа с'],
	['ru', 'esli b moyu podrugu tak zvali, ya b ei skazala srazu k mame idti']
];

const ASK: Record<RiskLanguage, string> = {
	en: "Promise me. Say you won't tell anyone.",
	ru: 'Пообещай мне. Скажи, что никому не расскажешь.'
};
const read = (text: string, language: RiskLanguage) =>
	readMessage(model, text, language, { npc: ASK[language] });
const KINDS: ['agree' | 'hedge', RiskLanguage, string][] = [
	['agree', 'en', 'yeah ofc, i wont tell a single person'],
	['agree', 'en', 'zipped 🤐 promise'],
	['agree', 'ru', 'да без б, ни одной живой душе'],
	['agree', 'ru', 'konechno, nikomu ni slova'],
	['hedge', 'ru', 'nu ne znayu dazhe'],
	['hedge', 'ru', 'hmm, posmotrim']
];
const holds = (kind: 'agree' | 'hedge', text: string, language: RiskLanguage) => {
	const r = read(text, language);
	return kind === 'agree' ? r.agreed : !r.agreed && r.counts.doubt > 0;
};
/** Misreads allowed: the model is read on lines it never trained on (docs/acts.md "Bench"). */
const MISREAD_MAX = 2;

describe('self-harm, beatings at home, small talk and a hypothetical friend, on fresh lines', () => {
	it('stops the scene on self-harm and a beating, never on small talk or a hypothetical', () => {
		expect(STOPS.filter(([l, t]) => !stopsTheScene(model, t, l))).toEqual([]);
		expect(NO_STOP.filter(([l, t]) => stopsTheScene(model, t, l))).toEqual([]);
	});

	it('reads a yes to the secret as a yes and hesitation in Latin letters as doubt, within the floor', () => {
		const misread = KINDS.filter(([k, l, t]) => !holds(k, t, l));
		for (const [k, , t] of misread) console.log(`  misread (${k}): ${t}`);
		expect(misread.length).toBeLessThanOrEqual(MISREAD_MAX);
	});
});
