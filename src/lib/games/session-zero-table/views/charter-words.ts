import type { QuestionnairePack } from '$lib/games/session-zero/engine';
import { scaleVerdict, type Charter } from '$lib/games/session-zero-table/engine';
import type { tableMessages } from './messages';

type M = ReturnType<typeof tableMessages>;

/**
 * One scale of the charter in words (docs/session-zero.md "The charter"): a split names its range and
 * how many sit where, never who, and carries "talk about it first"; "in the middle" only when the
 * players are; a scale nobody answered says "not asked".
 */
export const scaleWords = (
	pack: QuestionnairePack,
	c: Charter,
	axis: string,
	m: M
): { text: string; talk: boolean } => {
	const def = pack.axes.find((a) => a.id === axis)!;
	const label = (side: 'neg' | 'pos') => (side === 'pos' ? def.polarity.pos_label : def.polarity.neg_label);
	const v = scaleVerdict(pack, c, axis);
	switch (v.kind) {
		case 'not_asked':
			return { text: m.notAsked, talk: false };
		case 'middle':
			return { text: m.middle, talk: false };
		case 'leans':
			return { text: m.leans(label(v.side)), talk: false };
		case 'around':
			return { text: m.around(v.min, v.max), talk: false };
		case 'split':
			return {
				text: m.split(v.min, v.max, [
					{ n: v.neg, label: def.polarity.neg_label },
					{ n: v.centre, label: null },
					{ n: v.pos, label: def.polarity.pos_label }
				]),
				talk: true
			};
		case 'degree':
			return { text: m.degree(label(v.side), v.min, v.max), talk: true };
	}
};
