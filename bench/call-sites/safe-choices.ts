import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
	buildNpcRequest,
	npcStep,
	planAssessment,
	ScenarioSchema,
	startNpc,
	type RiskLanguage,
	type Scenario,
	type TranscriptLine
} from '../../src/lib/games/safe-choices/engine';
import { loadActModel } from '../../src/lib/engines/acts';
import { type LargestPrompts } from './collect';
import { readPack } from './read-pack';

const model = await loadActModel();

/**
 * risk.npc (persona + last 8 turns) and risk.judge (rubric + transcript, trimmed to the budget by
 * the engine), safe-choices.md: every built-in scenario played to its end by a player who writes long,
 * wavering replies (the NPC keeps pushing until max_turns), with the requests the flows build.
 */
const LANGUAGES = ['en', 'ru'] as const satisfies readonly RiskLanguage[];

/**
 * Long, wavering replies that no reader takes for a disclosure or distress (a line that is one stops
 * the scene with no character line: docs/safe-choices.md "Safeguarding"; the act model reads some
 * long hedging English lines as one, so these were chosen not to be; nor does any name the tactic,
 * which ends the scene early).
 */
const PLAYER: Record<RiskLanguage, string[]> = {
	en: [
		'Hmm, I don’t know… I mean it sounds kind of fun and everyone seems to be doing it, but I’m not really sure that it’s a good idea for me right now, you know?',
		'Maybe later, I guess. I have not even found my friends yet, so let me look around the house first and then we can talk about it again.',
		'I’m not sure, honestly. My parents would freak out if they found out, and I kind of promised myself I wouldn’t do stuff like this, even if it looks harmless.',
		'Why does it matter so much to you whether I do it or not? I mean, I get that it is supposed to be fun, I am just not sure about it yet.',
		'I don’t know, maybe just a little bit… no, wait, actually I think I should think about it first, because I always regret it when I rush into things.',
		'Maybe, maybe not, I honestly have no idea yet. It is my first time at a party like this and I want to look around a bit before I decide anything.',
		'I could try a little if you really want, but then how would I get home later? The last bus is at eleven and none of my friends can drive yet.',
		'Let me think about it for a minute, okay? I’m not saying yes and I’m not saying no, I just need a bit of time to figure out what I actually want here.'
	],
	ru: [
		'Хм, не знаю… Вроде звучит весело, и все вокруг так делают, но я не уверена, что мне сейчас это правда нужно, понимаешь?',
		'Может, потом. Я только пришла и даже ещё не нашла своих друзей, так что дай мне сначала осмотреться, а там посмотрим, что будет.',
		'Честно, не уверена. Родители с ума сойдут, если узнают, и я вроде как обещала себе не делать такие вещи, даже если это выглядит безобидно.',
		'Ладно, но почему тебе так важно, сделаю я это или нет? Мне кажется, ты на меня немного давишь, а мне не нравится, когда на меня давят.',
		'Не знаю, может, совсем чуть-чуть… нет, подожди, лучше я сначала подумаю, потому что я всегда жалею, когда тороплюсь с такими решениями.',
		'Я пока присмотрюсь, ладно? Тут столько незнакомых людей, хочу сначала понять, кто есть кто, а потом уже буду что-то решать.',
		'Наверное, могу попробовать, если ты правда так хочешь, но как я потом доберусь домой? Последний автобус в одиннадцать, а друзья без машины.',
		'Подожди минутку, ладно? Я ещё не решила ни да, ни нет, мне нужно немного времени, чтобы спокойно во всём разобраться самой.'
	]
};

const scenarios = (language: RiskLanguage): Scenario[] =>
	readdirSync(path.resolve(import.meta.dirname, '../../question-packs/scenarios'))
		.filter((f) => f.endsWith(`.${language}.json`))
		.sort()
		.map((f) => ScenarioSchema.parse(readPack(`scenarios/${f}`)));

const play = (out: LargestPrompts, scenario: Scenario, language: RiskLanguage) => {
	let step = startNpc(scenario, 5);
	const transcript: TranscriptLine[] = [{ role: 'npc', text: step.line ?? scenario.opening }];
	for (const [i, text] of PLAYER[language].entries()) {
		transcript.push({ role: 'player', text });
		step = npcStep(scenario, step.state, text, language, model);

		const note = `${scenario.id}, turn ${i + 1}`;
		if (step.line !== null) {
			const npc = buildNpcRequest(scenario, step, transcript, language);
			out.add(npc.site, language, npc.messages, `${note}, ${step.event}`);
		}
		const kind = step.state.status === 'playing' ? 'interval' : 'final';
		const judge = planAssessment({
			model,
			transcript,
			language,
			kind,
			lastAssessedTurn: Math.max(0, i - 2),
			scenario
		});
		out.add(judge.request.site, language, judge.request.messages, `${note}, ${kind}`);
		if (step.line === null || step.state.status !== 'playing') break;
		transcript.push({ role: 'npc', text: step.line });
	}
};

export const riskPrompts = (out: LargestPrompts): void => {
	for (const language of LANGUAGES) for (const scenario of scenarios(language)) play(out, scenario, language);
};
