/**
 * docs/architecture.md "How a start page starts": pages whose address carries a value (/join/<CODE>, /screen/<CODE>) still paint before JavaScript. One
 * shell per such route is prerendered under a placeholder that is never a room code (it has I and O,
 * outside the room alphabet), and `npm start` (scripts/serve-static.ts) answers every address under
 * the route's prefix with it; SvelteKit reads the real value from the address when it takes over.
 */
export const JOIN_SHELL_CODE = 'JOIN';

/** Address prefix → the prerendered shell's file in the build (adapter-static, trailingSlash 'never'). */
export const PAGE_SHELLS: Readonly<Record<string, string>> = {
	'/join/': `join/${JOIN_SHELL_CODE}.html`,
	// the big screen (docs/lobby.md "The big screen"): it paints 'Connecting…' before JavaScript
	'/screen/': `screen/${JOIN_SHELL_CODE}.html`
};
