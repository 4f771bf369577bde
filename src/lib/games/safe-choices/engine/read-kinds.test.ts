import { describe, expect, it } from 'vitest';
import { loadActModel } from '$lib/engines/acts';
import { stopsTheScene } from './safeguard';
import { readMessage } from './signals';
import type { RiskLanguage } from './types';

const model = await loadActModel();

/**
 * The kinds `teen-harm-kinds.jsonl` was written for (docs/acts.md "The corpus"), read through the act
 * model and the guard on made-up lines that are in no corpus file and no play set: harm at home stops
 * the scene and a strict parent does not (model and rules together, docs/safe-choices.md
 * "Safeguarding"); a yes to keeping the secret or deleting the messages is a yes; telling or
 * forwarding to an adult is help (docs/safe-choices.md "Reading a turn"). Stops are held exactly;
 * the model's other readings hold a floor of misreads, printed.
 */
const STOPS: [RiskLanguage, string][] = [
	['en', 'cant go back tonight, my stepdad was drunk and shoved me against the bannister'],
	['en', 'my mums partner whacks me when im too loud, my leg is black and blue'],
	['ru', 'не хочу домой, отчим вчера швырнул меня на пол, все руки в синяках'],
	['ru', 'papa opyat v stelku, vchera udaril menya ob dver, sinyak na pol lica']
];
const NO_STOP: [RiskLanguage, string][] = [
	['en', 'lol no, my dad checks my phone every single night'],
	['en', 'my mum would ground me till im 30 if she saw this'],
	['ru', 'не, мама каждый вечер смотрит мой телефон'],
	['ru', 'ne, mama kazhdyi vecher listaet moyu galereyu']
];

/** Each answers the secret-keeper's ask (question-packs/scenarios/secret-keeper.*.json), as in play. */
const ASK: Record<RiskLanguage, string> = {
	en: "Promise me. Say you won't tell anyone.",
	ru: 'Пообещай мне. Скажи, что никому не расскажешь.'
};
const read = (text: string, language: RiskLanguage) =>
	readMessage(model, text, language, { npc: ASK[language] });
const KINDS: ['agree' | 'help', RiskLanguage, string][] = [
	['agree', 'en', 'yh sure, ill wipe our chat tonight'],
	['agree', 'en', 'ofc, my parents will never know a thing'],
	['agree', 'ru', 'да, сотру сообщения, мама не прочитает'],
	['agree', 'ru', 'aga, udalyu chat, roditeli ne uznayut'],
	['help', 'en', 'im sending all of this to my mum rn'],
	['help', 'en', 'screenshotted it all for my coach'],
	['help', 'ru', 'скинула скрины классной руководительнице'],
	['help', 'ru', 'napisal pape, on uzhe edet za mnoi']
];
const holds = (kind: 'agree' | 'help', text: string, language: RiskLanguage) =>
	kind === 'agree' ? read(text, language).agreed : read(text, language).help === 'committed';
/**
 * Misreads allowed: the model is read on lines it never trained on (docs/acts.md "Bench"). Two of
 * the eight read wrong: a yes to the secret in English and one in Latin-letter Russian read as
 * nothing. A screenshot sent to a coach, misread by the `written-39` model, reads as help since the
 * `written-40` writers were asked for that kind (screenshots sent to a trusted adult), so it is no
 * longer quite fresh.
 */
const MISREAD_MAX = 2;

describe('harm at home, a strict parent, a yes to the secret and an adult told, on fresh lines', () => {
	it('stops the scene on violence at home, never on a strict parent', () => {
		expect(STOPS.filter(([l, t]) => !stopsTheScene(model, t, l))).toEqual([]);
		expect(NO_STOP.filter(([l, t]) => stopsTheScene(model, t, l))).toEqual([]);
	});

	it('reads a yes to the secret as a yes and telling an adult as help, within the floor', () => {
		const misread = KINDS.filter(([k, l, t]) => !holds(k, t, l));
		for (const [k, , t] of misread) console.log(`  misread (${k}): ${t}`);
		expect(misread.length).toBeLessThanOrEqual(MISREAD_MAX);
	});
});
