import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import MapDots from './MapDots.svelte';

/**
 * docs/session-zero.md "Session zero for a group": on the GM's map a dot is reached by the keyboard
 * and named to a screen reader (a button, "Ana: 3.5"), its name shown beside it on focus; the big
 * screen's dots name nobody and stay out of the screen reader's way.
 */
const props = {
	axis: 'tone',
	title: 'Tone',
	dots: [
		{ player: 'p1', score: 3.5 },
		{ player: 'p2', score: 3.5 },
		{ player: 'p3', score: -2 }
	],
	range: { min: -6, max: 6 },
	nameOf: (id: string) => ({ p1: 'Ana', p2: 'Bo', p3: 'Cyd' })[id] ?? id
};

const dotsOf = (body: string) => [...body.matchAll(/<button\b[^>]*>[\s\S]*?<\/button>/g)].map((m) => m[0]);

describe('the GM map dots', () => {
	it('each named dot is a button the keyboard reaches, named for a screen reader, its name inside', () => {
		const { body } = render(MapDots, { props: { ...props, unnamed: false } });
		const dots = dotsOf(body);
		expect(dots).toHaveLength(3);
		expect(body).toMatch(/role="group"[^>]*aria-label="Tone"/);
		for (const [i, who] of ['Ana: 3.5', 'Bo: 3.5', 'Cyd: -2'].entries()) {
			expect(dots[i]).toMatch(/type="button"/);
			expect(dots[i]).toContain(`aria-label="${who}"`);
			expect(dots[i]).not.toMatch(/tabindex="-1"/);
			// the name shown on focus, inside the dot (aria-hidden: the label already says it)
			expect(dots[i]).toMatch(new RegExp(`data-testid="group-dot-name"[^>]*>${who}<`));
		}
		// the two equal scores are stacked, not drawn on top of each other
		const lanes = dots.map((d) => d.match(/--lane:\s*(\d+)/)?.[1]);
		expect(lanes[0]).not.toBe(lanes[1]);
	});

	it('the big screen: bare dots, no name, hidden from screen readers', () => {
		const { body } = render(MapDots, { props: { ...props, unnamed: true } });
		expect(dotsOf(body)).toHaveLength(0);
		expect(body).toMatch(/class="track[^"]*" aria-hidden="true"/);
		for (const name of ['Ana', 'Bo', 'Cyd', 'An']) expect(body).not.toContain(name);
	});
});
