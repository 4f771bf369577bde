import { JOIN_SHELL_CODE } from '$lib/boot/page-shells';

// docs/architecture.md "How a start page starts": one shell of the big screen is prerendered (it paints 'Connecting…' before JavaScript)
// and `npm start` serves it for every /screen/<code> (boot/page-shells.ts); the SPA fallback still
// serves it elsewhere.
export const prerender = true;
export const ssr = true;
export const entries = () => [{ code: JOIN_SHELL_CODE }];
