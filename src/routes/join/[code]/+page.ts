import { JOIN_SHELL_CODE } from '$lib/boot/page-shells';

// docs/architecture.md "How a start page starts": one shell of this page is prerendered (it paints the join form before JavaScript) and
// `npm start` serves it for every /join/<code> (boot/page-shells.ts); the SPA fallback still serves
// it elsewhere (a static host, the service worker offline).
export const prerender = true;
export const ssr = true;
export const entries = () => [{ code: JOIN_SHELL_CODE }];
