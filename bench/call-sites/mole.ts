import { readShippedActModel } from '../../scripts/acts-files';
import { createMoleGame, type Personas } from '../../src/lib/games/mole/engine/game';
import { PersonaPackSchema } from '../../src/lib/games/mole/engine/persona';
import { autoTeam } from '../../src/lib/games/mole/engine/team';
import {
	CHAT_MAX,
	defaultMoleSettings,
	PERSONA_IDS,
	type MoleState
} from '../../src/lib/games/mole/engine/state';
import type { Seat } from '../../src/lib/engines/kit/lobby-game';
import { NAME_MAX } from '../../src/lib/lobby/names';
import { type LargestPrompts } from './collect';
import { readPack } from './read-pack';

// The act model (docs/acts.md), read from its file: Node has no chunk to import.
const ACT_MODEL = readShippedActModel();

/**
 * deduction.whisper / deduction.accusation / deduction.gapfill (seed 003, mole.md): a 12-player
 * round of the lobby game with 20-character names; every player sends three long, heated messages
 * in each slot's window, so slot 1 accuses (aggression spike, quoting the target's last three
 * messages) and slot 2, past round 1's cap, fills the tense gap. Each prompt is the host's
 * `pendingTask` request, resolved with its fallback as the offline host does.
 */
const T0 = 1_000_000;

const NAMES: Record<string, string[]> = {
	en: [
		'Alexandra Whitmore',
		'Christopher Bennett',
		'Maximilian Hartley',
		'Elizabeth Ashworth',
		'Jonathan Blackwood',
		'Evangeline Sinclair',
		'Bartholomew Quinn',
		'Genevieve Lockhart',
		'Theodore Pemberton',
		'Anastasia Holloway',
		'Frederick Castellan',
		'Josephine Kensington'
	],
	ru: [
		'Александра Петрова',
		'Константин Соколов',
		'Екатерина Васильева',
		'Станислав Кузнецов',
		'Владислава Морозова',
		'Александр Григорьев',
		'Маргарита Волкова',
		'Святослав Никитин',
		'Анастасия Лебедева',
		'Вячеслав Романов',
		'Елизавета Фёдорова',
		'Ростислав Захаров'
	],
	sv: [
		'Alexandra Lindqvist',
		'Kristoffer Bergström',
		'Maximilian Sjöberg',
		'Elisabeth Lundgren',
		'Johannes Åkerlund',
		'Evangelina Holmqvist',
		'Bartolomeus Ek',
		'Gunilla Forsberg',
		'Theodor Wallenberg',
		'Anastasia Håkansson',
		'Fredrik Castellani',
		'Josefin Kjellberg'
	]
};

/** Heated messages (`{name}`: another player), each well under the chat's 280 characters. */
const HEATED: Record<string, string[]> = {
	en: [
		'It was you, {name}, I saw how you hesitated before the mission and now you are lying about it. Stop acting innocent, you are the mole and everyone here can see it, so just admit it before we waste another round on your stupid excuses.',
		'Shut up {name}, seriously, you have been lying since the very first round and every time someone asks you a simple question you change the subject. I hate how you twist everything, it was you who sabotaged us and you know it.',
		'You are the one who pushed for that team, {name}, and then the mission failed. That is not a coincidence, you lied about your vote too. This is so stupid, why is nobody else calling it out? Vote with me or we lose this game.'
	],
	ru: [
		'Это ты, {name}, я видела, как ты замялся перед заданием, а теперь врешь нам в глаза. Хватит строить из себя невинного, ты крот, и все это видят, так что просто признайся, пока мы не потеряли ещё один раунд на твои отговорки.',
		'Заткнись, {name}, серьёзно, ты врешь с самого первого раунда, и каждый раз, когда тебе задают простой вопрос, ты меняешь тему. Бесишь, как ты всё переворачиваешь, это ты сорвал задание, и ты это знаешь.',
		'Это ты настаивал на этой команде, {name}, а потом задание провалилось. Это не совпадение, ты и про голос врешь. Какой же ты идиот, почему больше никто этого не говорит? Голосуйте со мной, или мы проиграем.'
	],
	sv: [
		'Det var du, {name}, jag såg hur du tvekade före uppdraget och nu ljuger du om det. Sluta spela oskyldig, du är mullvaden och alla här ser det, så erkänn bara innan vi slösar bort en till runda på dina dumma ursäkter.',
		'Håll käften {name}, allvarligt, du har ljugit sedan första rundan och varje gång någon ställer en enkel fråga byter du ämne. Jag hatar hur du vrider på allt, det var du som saboterade för oss och det vet du.',
		'Du är den som ville ha det laget, {name}, och sedan misslyckades uppdraget. Det är ingen slump, du ljög om din röst också. Jävla idiot, varför säger ingen annan något? Rösta med mig annars förlorar vi spelet.'
	]
};

const loadPersonas = (): Personas => {
	const map = Object.fromEntries(
		PERSONA_IDS.map((id) => [id, PersonaPackSchema.parse(readPack(`deduction/${id}.json`))])
	);
	return { ...map, en: map.en };
};

export const deductionPrompts = (out: LargestPrompts): void => {
	const game = createMoleGame(loadPersonas(), ACT_MODEL);
	for (const language of PERSONA_IDS) {
		const names = NAMES[language];
		const seats: Seat[] = names.map((name, i) => ({ id: `p${i + 1}`, name, isHost: i === 0 }));
		const long = names.find((n) => [...n].length > NAME_MAX);
		if (long) throw new Error(`deduction: the name "${long}" is longer than ${NAME_MAX}`);
		const settings = { ...defaultMoleSettings(), persona: language, discussionSeconds: 240 };
		const drain = (state: MoleState, now: number, note: string): MoleState => {
			let s = state;
			for (let t = game.pendingTask!(s); t; t = game.pendingTask!(s)) {
				out.add(t.request.site, language, t.request.messages, note);
				s = game.resolveTask!(s, t.key, t.request.fallback, now);
			}
			return s;
		};
		const apply = (s: MoleState, id: string, intent: Parameters<typeof game.apply>[2], now: number) => {
			const r = game.apply(s, id, intent, now);
			if (!r.ok) throw new Error(`deduction: ${intent.type} by ${id}: ${r.reason}`);
			return r.state;
		};
		let s = drain(game.start(seats, settings, 11, T0), T0, 'round 1 start, 12 players');
		// The leader proposes the auto team (seat order from the leader); everyone approves.
		const leader = s.proposals[0].leader;
		s = apply(s, leader, { type: 'propose', team: autoTeam(s, leader) }, T0);
		for (const seat of seats)
			if (s.phase === 'teamvote') s = apply(s, seat.id, { type: 'teamvote', approve: true }, T0);
		const team = s.missions[0].team;
		for (const id of team) s = apply(s, id, { type: 'mission', choice: 'secure' }, T0 + 1000);
		const start = s.discussionStart ?? T0 + 1000;
		const ms = settings.discussionSeconds * 1000;
		// three messages per player in each window: [0, 0.40) and [0.40, 0.85)
		const sends = [0.05, 0.15, 0.3, 0.45, 0.6, 0.75].flatMap((at, k) =>
			seats.map((seat, i) => ({ at: at + i * 0.002, seat, i, k }))
		);
		for (const { at, seat, i, k } of sends) {
			const now = start + Math.round(at * ms);
			const text = HEATED[language][k % 3].replace('{name}', names[(i + 1) % names.length]);
			if (text.length > CHAT_MAX) throw new Error(`deduction: message longer than ${CHAT_MAX}`);
			s = drain(apply(s, seat.id, { type: 'chat', text }, now), now, `round 1, ${sends.length} messages`);
		}
		const end = start + ms - 1;
		s = drain(game.tick(s, end) ?? s, end, 'round 1, end of discussion');
	}
};
