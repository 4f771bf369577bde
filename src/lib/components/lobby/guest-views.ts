import type { Component } from 'svelte';
import type { RejectionText } from '$lib/modes/registry';

/**
 * Finds a mode's guest view in its mode module (src/lib/modes/README.md): the component
 * `src/lib/modes/<mode>/views/GuestView.svelte` with props `{ lobby, view, act }` (the host renders it
 * too).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyView = Component<any>;
const views = import.meta.glob<AnyView>('/src/lib/modes/*/views/GuestView.svelte', { import: 'default' });

export const loadGuestView = async (mode: string): Promise<AnyView | null> => {
	const load = views[`/src/lib/modes/${mode}/views/GuestView.svelte`];
	return load ? load() : null;
};

export type { RejectionText } from '$lib/modes/registry';

/** A lobby mode's words for a refused move (`src/lib/modes/<mode>/refusals.ts`), or null. */
export const loadRejectionText = async (mode: string): Promise<RejectionText | null> =>
	// the registry (every mode's view schema) is imported once a room is joined, not with the page
	(await import('$lib/modes/registry')).modeEntry(mode)?.rejectionText ?? null;

const waiting = import.meta.glob<AnyView>('/src/lib/modes/*/views/WaitingView.svelte', {
	import: 'default'
});

/** By the same convention: what a mode shows a guest while the lobby waits (e.g. how to play), or null. */
export const loadWaitingView = async (mode: string): Promise<AnyView | null> => {
	const load = waiting[`/src/lib/modes/${mode}/views/WaitingView.svelte`];
	return load ? load() : null;
};
