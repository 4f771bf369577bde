import { tick } from 'svelte';

const toEnd = () => {
	const page = document.scrollingElement;
	page?.scrollTo({ top: page.scrollHeight });
};

/**
 * Keeps a page-scrolling chat's newest line in view above its sticky input (Safe choices, the
 * pirate): scrolls the page to its end whenever `watch` changes (a line added, "typing…" shown or
 * gone), and when the on-screen keyboard shrinks the viewport while the input has the focus.
 * Call it during component initialisation.
 */
export const followChat = (watch: () => unknown, input: () => HTMLElement | undefined): void => {
	$effect(() => {
		watch();
		void tick().then(toEnd);
	});
	$effect(() => {
		const viewport = window.visualViewport;
		const onResize = () => document.activeElement === input() && toEnd();
		viewport?.addEventListener('resize', onResize);
		return () => viewport?.removeEventListener('resize', onResize);
	});
};
