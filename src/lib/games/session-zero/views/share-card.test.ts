import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerCurrent, startRun, summarise } from '$lib/games/session-zero/engine';
import { loadPack } from '$lib/games/session-zero-table/engine/testing/fixtures';
import { cardAxisRows, fitLines } from './share-card';

// A monospace stand-in for canvas measureText: 10 units per character.
const measure = (t: string) => t.length * 10;

describe('fitLines (share card title)', () => {
	it('breaks at spaces so that each line fits', () => {
		expect(fitLines('Noir city mystery and palace intrigue', 160, measure)).toEqual([
			'Noir city',
			'mystery and',
			'palace intrigue'
		]);
	});

	it('keeps a word longer than the width on its own line rather than losing it', () => {
		expect(fitLines('a verylongwordindeed b', 50, measure)).toEqual(['a', 'verylongwordindeed', 'b']);
	});

	it('keeps every word in order, and no line that could take the next word is closed early', () => {
		const words = fc.array(fc.stringMatching(/^[a-zа-я]{1,12}$/), { minLength: 1, maxLength: 30 });
		fc.assert(
			fc.property(words, fc.integer({ min: 20, max: 300 }), (ws, width) => {
				const lines = fitLines(ws.join(' '), width, measure);
				expect(lines.join(' ')).toBe(ws.join(' '));
				lines.forEach((line, i) => {
					if (line.includes(' ')) expect(measure(line)).toBeLessThanOrEqual(width);
					const next = lines[i + 1]?.split(' ')[0];
					if (next) expect(measure(`${line} ${next}`)).toBeGreaterThan(width);
				});
			})
		);
	});
});

describe('cardAxisRows (share card scales)', () => {
	it('a scale not asked has no dot (said "not asked" in words); an answered one sits where it scored', () => {
		const pack = loadPack('en');
		const s0 = startRun(pack, { session_id: 't', ts: 0 });
		const r = answerCurrent(pack, { ...s0, current: { ...s0.current!, qid: 'q_world_mood' } }, 'o_sunny', 1);
		if (!r.ok) throw new Error(r.error);
		const rows = cardAxisRows(pack, summarise(pack, r.state));
		expect(rows.find((x) => x.axis === 'risk')!.at).toBeNull();
		expect(rows.find((x) => x.axis === 'tone')!.at).toBeLessThan(0.5);
	});
});
