import { app, type HostedLobby, type LobbyStores } from '$lib/app/app';

/** The host pages of the lobby modes: where "Continue your lobby" opens a lobby again. */
const HOST_PAGES: Partial<Record<string, string>> = { nhie: '/nhie', mole: '/mole', table: '/quiz/group' };

export type LobbyToContinue = HostedLobby & { href: string };

/**
 * The lobbies this device hosts and has not ended, for the home page after a reload or
 * when the installed app is reopened (its start URL is `/`): each with its host page and `?host=CODE`,
 * which resumes it (or shows it, when it is still open in this tab).
 */
export const lobbiesToContinue = async (
	now = Date.now(),
	lobbies: Pick<LobbyStores, 'openHosted'> = app.lobbies
): Promise<LobbyToContinue[]> => {
	const open = await lobbies.openHosted(now);
	return open.flatMap((l) => {
		const page = HOST_PAGES[l.mode];
		return page ? [{ ...l, href: `${page}?host=${l.code}` }] : [];
	});
};
