import { describe, expect, it } from 'vitest';

/**
 * A `<summary>` keeps its disclosure triangle (▸ closed, ▾ open): without it "Help in other
 * countries" or "How to play" reads as a plain heading on a phone, and nobody taps it. The triangle
 * is the list-item marker, so no component's style may give a summary another `display`.
 */
const components = import.meta.glob('/src/**/*.svelte', {
	eager: true,
	query: '?raw',
	import: 'default'
}) as Record<string, string>;

/** The `display` of each style rule whose selector ends in `summary`, where it is not `list-item`. */
const hiddenMarkers = (src: string) =>
	[...(src.match(/<style[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? '').matchAll(/([^{}]*)\{([^}]*)\}/g)]
		.filter(([, selector]) => selector.split(',').some((s) => /(^|[\s>+~])summary\s*$/.test(s.trim())))
		.flatMap(([, selector, body]) =>
			[...body.matchAll(/(?:^|;|\s)display:\s*([\w-]+)/g)]
				.map((d) => d[1])
				.filter((d) => d !== 'list-item')
				.map((d) => `${selector.trim()} { display: ${d} }`)
		);

describe('every <summary> shows that it opens', () => {
	it('finds the components, and would see a summary made a flex box', () => {
		expect(Object.keys(components).length).toBeGreaterThan(50);
		expect(hiddenMarkers('<style>\n.why summary {\n min-height: 1px;\n display: flex;\n}\n</style>')).toEqual(
			['.why summary { display: flex }']
		);
		expect(
			hiddenMarkers('<style>summary { display: list-item; } summary span { display: flex; }</style>')
		).toEqual([]);
	});

	for (const [file, src] of Object.entries(components))
		it(`${file}: summaries keep their marker`, () => {
			expect(hiddenMarkers(src)).toEqual([]);
		});
});
