import {
	commitRound,
	initEscalation,
	planRequest,
	planRound,
	recordAnswers,
	resolveRound,
	type EscalationState,
	type PoolQuestion
} from '../../src/lib/games/nhie/engine';
import { NHIE_LANGUAGES, parseNhiePack, toPool } from '../../src/lib/games/nhie/packs/nhie';
import { type LargestPrompts } from './collect';
import { readPack } from './read-pack';

/**
 * escalation.pick / escalation.generate (nhie.md step 7): a 12-player game of 30 rounds on
 * the built-in pack, every round's request as the flow builds it (planRequest). Generation happens
 * when fewer than 3 candidates are left: played on a small custom pack (2 questions per intensity).
 */
const ROUNDS = 30;
const GROUP = 12;

export const loadNhiePool = (language: string): PoolQuestion[] => {
	const parsed = parseNhiePack(readPack(`nhie/${language}.json`));
	if (!parsed.ok) throw new Error(`nhie/${language}.json: ${parsed.message}`);
	return toPool(parsed.pack);
};

/** Two questions per intensity level, like a small custom pack. */
const smallPack = (pool: readonly PoolQuestion[]): PoolQuestion[] =>
	[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((level) => pool.filter((q) => q.intensity === level).slice(0, 2));

const play = (out: LargestPrompts, pool: readonly PoolQuestion[], language: string, nsfw: boolean) => {
	let state: EscalationState = initEscalation({ maxRounds: ROUNDS, nsfw, language, groupSize: GROUP }, 7);
	for (let r = 0; r < ROUNDS; r++) {
		const plan = planRound(state, pool);
		if (!plan) break;
		const spec = planRequest(plan);
		out.add(spec.site, language, spec.messages, `round ${plan.round}, nsfw ${nsfw}, pool ${pool.length}`);
		const chosen = resolveRound(plan, null, false);
		if (!chosen) break;
		// a bold group: most players say "I have", with a dip every fourth round
		state = recordAnswers(commitRound(state, plan, chosen), { answered: GROUP, have: r % 4 === 3 ? 2 : 9 });
	}
};

export const escalationPrompts = (out: LargestPrompts): void => {
	for (const language of NHIE_LANGUAGES) {
		const pool = loadNhiePool(language);
		for (const nsfw of [false, true]) {
			play(out, pool, language, nsfw);
			play(out, smallPack(pool), language, nsfw);
		}
	}
};
