import type { Component } from 'svelte';
import { modeEntry, type RejectionText } from '$lib/modes/registry';

/**
 * Finds a mode's guest view by convention (src/lib/lobby/README.md): the component
 * `src/lib/components/<mode>/LobbyGuestView.svelte` with props `{ lobby, view, act }`.
 * The demo game's view lives here in the lobby folder.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyView = Component<any>;
const views = import.meta.glob<AnyView>('/src/lib/components/*/LobbyGuestView.svelte', { import: 'default' });

export const loadGuestView = async (mode: string): Promise<AnyView | null> => {
	if (mode === 'demo') return (await import('./DemoView.svelte')).default as AnyView;
	const load = views[`/src/lib/components/${mode}/LobbyGuestView.svelte`];
	return load ? load() : null;
};

export type { RejectionText } from '$lib/modes/registry';

/** A lobby mode's words for a refused move (`src/lib/modes/<mode>/refusals.ts`), or null. */
export const loadRejectionText = async (mode: string): Promise<RejectionText | null> =>
	modeEntry(mode)?.rejectionText ?? null;

const waiting = import.meta.glob<AnyView>('/src/lib/components/*/LobbyWaitingView.svelte', {
	import: 'default'
});

/** By the same convention: what a mode shows a guest while the lobby waits (e.g. how to play), or null. */
export const loadWaitingView = async (mode: string): Promise<AnyView | null> => {
	const load = waiting[`/src/lib/components/${mode}/LobbyWaitingView.svelte`];
	return load ? load() : null;
};
