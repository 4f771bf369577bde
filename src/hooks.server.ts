import type { Handle } from '@sveltejs/kit';
import { deferHydration } from '$lib/boot/defer-hydration';

/** Runs while prerendering the start pages (the app has no server at run time). */
export const handle: Handle = ({ event, resolve }) =>
	resolve(event, { transformPageChunk: ({ html, done }) => (done ? deferHydration(html) : html) });
