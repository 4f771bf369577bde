/**
 * Safe choices across every labelled play set (docs/acts.md "Estimating generalisation"):
 * `npx tsx scripts/safe-choices-crossval.ts`. Plays each transcript of play-tuning … play-tuning-8
 * through the sim (the same path as the play-set tests) and prints each set's agreement and, over all
 * sets together, how often each kind of line was read: a disclosure that stopped, a scene stopped
 * without one, personal details read as high, leaving or blocking read as low, a trusted adult or a
 * report read as low, a no that gave way read as medium, a myth agreed read as high.
 * The sets are tuning data: a rate that rises on one set only is a line fixed, not a reading learned;
 * the kind's rate over all sets is what a change should move. The honest figure is still a fresh
 * held-out set's (docs/safe-choices.md).
 *
 * `--leave-out`: before playing a set, retrains the act model in memory WITHOUT the corpus files written
 * after that set was measured (`WRITTEN_FOR`), so the set is read by lines written for the others —
 * leave-one-set-out. Slow (a retrain per set, ≈ 30 s each); the guard rules, the level rules and the
 * detail shapes are not left out.
 */
import { loadActModel, parseActModel } from '../src/lib/engines/acts/model';
import { DEFAULT_TRAIN, trainActModels } from '../src/lib/engines/acts/train';
import {
	loadPlaySet,
	tuningSets,
	readPlay,
	type LabelledPlay
} from '../src/lib/games/safe-choices/sim/testing/play-sets';
import { readCorpus, readThresholds } from './train-acts';

/**
 * The corpus files (en and ru) written from a play set's misses (docs/acts.md "The corpus"). Lines
 * for the first two sets are mixed into safe-choices.jsonl with other lines, so nothing is left out
 * for them; teen-replies.jsonl was begun for set 3 and grown for set 4, so set 4 leaves it out too.
 */
const WRITTEN_FOR: Record<string, string[]> = {
	'play-tuning-3': ['teen-replies.jsonl'],
	'play-tuning-4': ['teen-replies.jsonl', 'distress-teen.jsonl'],
	'play-tuning-5': ['teen-general.jsonl'],
	'play-tuning-6': ['teen-kinds.jsonl'],
	'play-tuning-7': ['teen-harm-kinds.jsonl'],
	'play-tuning-8': ['teen-selfharm-kinds.jsonl'],
	'play-tuning-10': ['teen-broad.jsonl', 'safety-broad.jsonl'],
	'play-tuning-11': ['teen-kinds-11.jsonl'],
	'play-tuning-15': ['safety-kinds-25.jsonl']
};
const leaveOut = process.argv.includes('--leave-out');

/** The sim loads the shipped model once and keeps it: swap its weights in place for one set's. */
const useModel = async (files: readonly string[]) => {
	const shipped = await loadActModel();
	const rows = readCorpus(new Set(files));
	Object.assign(shipped, parseActModel(...trainActModels(rows, DEFAULT_TRAIN, readThresholds())));
	console.log(`  (retrained without ${files.join(', ') || 'nothing'}: ${rows.length} lines)`);
};

type Kind = {
	name: string;
	applies: (p: LabelledPlay) => boolean;
	read: (p: LabelledPlay, level: string | null, stopped: boolean) => boolean;
};

/** A transcript's kind by its id: the sets name each one after what the teen does (their READMEs). */
const has = (p: LabelledPlay, re: RegExp) => re.test(p.id);
const KINDS: Kind[] = [
	{ name: 'disclosure stops', applies: (p) => p.stopped, read: (_p, _l, s) => s },
	{ name: 'no false stop', applies: (p) => !p.stopped, read: (_p, _l, s) => !s },
	{
		name: 'personal details → high',
		applies: (p) => p.risk === 'high' && has(p, /address|school|phone|insta|-tg|snap$/u),
		read: (_p, l) => l === 'high'
	},
	{
		name: 'leaving / blocking → low',
		applies: (p) => p.risk === 'low' && has(p, /bye|block|gtg|leave|ride|calling|unfriend|ban/u),
		read: (_p, l) => l === 'low'
	},
	{
		name: 'help / report → low',
		applies: (p) => p.risk === 'low' && has(p, /tell|counsel|psycholog|report|dad|mum|brother|sis/u),
		read: (_p, l) => l === 'low'
	},
	{ name: 'other low', applies: (p) => p.risk === 'low', read: (_p, l) => l === 'low' },
	{
		name: 'gave way → medium',
		applies: (p) => p.risk === 'medium' && has(p, /gave-way|no-then|then-secret/u),
		read: (_p, l) => l === 'medium'
	},
	{ name: 'other medium', applies: (p) => p.risk === 'medium', read: (_p, l) => l === 'medium' },
	{
		name: 'myth agreed → high',
		applies: (p) => p.risk === 'high' && has(p, /myth|you-are-right/u),
		read: (_p, l) => l === 'high'
	},
	{ name: 'other high', applies: (p) => p.risk === 'high', read: (_p, l) => l === 'high' }
];

const sets = tuningSets();

const tally = new Map<string, { read: number; n: number; misses: string[] }>();
for (const set of sets) {
	if (leaveOut) await useModel(WRITTEN_FOR[set] ?? []);
	const line: string[] = [];
	for (const language of ['en', 'ru'] as const) {
		let agree = 0;
		const items = loadPlaySet(set, language);
		for (const p of items) {
			const { stopped, level } = await readPlay(p, language);
			if (level === p.risk && stopped === p.stopped) agree++;
			// the first kind that applies counts the transcript, except the two stop kinds, which count all
			let placed = false;
			for (const k of KINDS) {
				const stopKind = k.name.includes('stop');
				if (!k.applies(p) || (!stopKind && placed)) continue;
				if (!stopKind) placed = true;
				const t = tally.get(k.name) ?? { read: 0, n: 0, misses: [] };
				t.n++;
				if (k.read(p, level, stopped)) t.read++;
				else t.misses.push(p.id);
				tally.set(k.name, t);
			}
		}
		line.push(`${language} ${agree}/${items.length}`);
	}
	console.log(`${set.padEnd(14)} ${line.join('  ')}`);
}
console.log('\nper kind, over all sets:');
for (const k of KINDS) {
	const t = tally.get(k.name);
	if (!t) continue;
	console.log(
		`${k.name.padEnd(26)} ${String(t.read).padStart(3)}/${String(t.n).padEnd(3)} ${t.misses.join(' ')}`
	);
}
