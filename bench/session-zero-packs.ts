/**
 * Synthetic Session zero packs for the router bench (seed 002 section 9): n questions over 16 axes. A
 * `heavy` pack gives every question eligibility rules (requires / forbids on confidence, modes and
 * tags) and content tags (some with veil variants), so every pick runs the eligibility and safety
 * checks for every question (docs/architecture.md "How a start page starts").
 */
import { validateQuestionnairePack, type QuestionnairePack } from '../src/lib/games/session-zero/engine';
import { hashString, nextFloat, nextInt, seedPrng } from '../src/lib/engines/kit/prng';

export const AXES = 16;
const SAFETY_TAGS = 6;

const heavyParts = (i: number, int: (max: number) => number) => ({
	eligibility: {
		requires: {
			axes_confidence_lt: { [`a${int(AXES)}`]: 0.99 },
			axes_confidence_gte: { [`a${int(AXES)}`]: 0 }
		},
		forbids: { modes: { m0: 'never' }, tags: [`ft${i % 5}`] }
	},
	content_tags: [`s${i % SAFETY_TAGS}`],
	...(i % 2 ? { veil_variants: { prompt: `Veiled question ${i}` } } : {})
});

export const syntheticPack = (n: number, heavy = false): QuestionnairePack => {
	let rng = seedPrng(hashString(`questionnaire-bench-${heavy ? 'heavy-' : ''}${n}`));
	const float = () => {
		const [x, next] = nextFloat(rng);
		rng = next;
		return x;
	};
	const int = (max: number) => {
		const [x, next] = nextInt(rng, 0, max - 1);
		rng = next;
		return x;
	};
	const axes = Array.from({ length: AXES }, (_, i) => ({
		id: `a${i}`,
		title: `Axis ${i}`,
		polarity: { neg_label: '-', pos_label: '+' },
		score_range: { min: -10, max: 10 }
	}));
	const pickAxis = () => `a${int(AXES)}`;
	const questions = Array.from({ length: n }, (_, i) => {
		const touched = [...new Set([pickAxis(), pickAxis(), pickAxis()])];
		const options = ['o1', 'o2', 'o3'].map((id, k) => ({
			id,
			label: `Option ${k}`,
			effects: {
				axis_deltas: Object.fromEntries(touched.map((a) => [a, k - 1])),
				axis_evidence: Object.fromEntries(touched.map((a) => [a, 0.1 + float() * 0.2]))
			}
		}));
		return {
			id: `q${String(i).padStart(5, '0')}`,
			type: 'choice' as const,
			prompt: `Question ${i}`,
			tags: [`t${i % 7}`],
			options,
			...(heavy ? heavyParts(i, int) : {})
		};
	});
	const clusters = Array.from({ length: 8 }, (_, c) => ({
		id: `c${c}`,
		title: `Cluster ${c}`,
		axis_targets: Object.fromEntries(
			Array.from({ length: 4 }, (_, k) => [
				`a${(c * 2 + k) % AXES}`,
				{ center: (c % 2 ? 1 : -1) * (2 + k), tolerance: 4 }
			])
		)
	}));
	const r = validateQuestionnairePack({
		schema_version: 1,
		id: `bench-${heavy ? 'heavy-' : ''}${n}`,
		language: 'en',
		title: 'bench',
		axes,
		modules: [],
		modes: heavy
			? [{ id: 'm0', type: 'enum' as const, title: 'M0', default: 'often', values: ['often', 'never'] }]
			: [],
		safety_tags: heavy
			? Array.from({ length: SAFETY_TAGS }, (_, k) => ({ id: `s${k}`, label: `S${k}`, group: `g${k % 3}` }))
			: [],
		questions,
		clusters,
		stop: { min_questions: 10, max_questions: 22, target_margin: 0.12, min_axis_confidence: 0.35 }
	});
	if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
	return r.pack;
};
