import type { Component } from 'svelte';
import { modeViewPath } from '$lib/modes/game-folders';

/**
 * A mode's big-screen view (docs/lobby.md "The big screen"), by the same convention as its guest view (guest-views.ts):
 * `src/lib/games/<game>/views/ScreenView.svelte` with props `{ lobby, view }` — the projection of a
 * non-player, so only what the whole room may see. A mode without one gets the generic screen (code,
 * players, phase).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyView = Component<any>;
const views = import.meta.glob<AnyView>('/src/lib/games/*/views/ScreenView.svelte', { import: 'default' });

export const loadScreenView = async (mode: string): Promise<AnyView | null> => {
	const load = views[modeViewPath(mode, 'ScreenView') ?? ''];
	return load ? load() : null;
};
