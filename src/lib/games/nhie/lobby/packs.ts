import { z } from 'zod';
import type { PoolQuestion } from '$lib/games/nhie/engine';
import { app, type App } from '$lib/app/app';
import { BUILTIN_NHIE_PACK } from '$lib/app/pack-registry';
import { NHIE_LANGUAGES, toPool, type NhieLanguage } from '$lib/games/nhie/packs/nhie';

/**
 * The question pools of a "Never have I ever" game: the built-in pack of every question language, or
 * the one pack the host imported and picked (it then feeds every language); and this device's
 * times_used counters for them (seed 000, document scope). Each takes what it reads from the app
 * object (`deps`, the page's app by default; tests pass `memoryApp()`).
 */
export type NhieDeps = Pick<App, 'packs' | 'nhie' | 'settings'>;
export type NhieLoad = { pools: Record<NhieLanguage, PoolQuestion[]>; packIds: Record<NhieLanguage, string> };

const everyLanguage = <T>(value: T) =>
	Object.fromEntries(NHIE_LANGUAGES.map((l) => [l, value])) as Record<NhieLanguage, T>;

export const loadNhiePools = async (
	choice: string = BUILTIN_NHIE_PACK,
	deps: Pick<NhieDeps, 'packs'> = app
): Promise<NhieLoad> => {
	if (choice !== BUILTIN_NHIE_PACK) {
		// a pack that no longer validates throws, and the host sees why
		const { pack, packId } = await deps.packs.nhie.chosen(choice, 'en');
		return { pools: everyLanguage(toPool(pack)), packIds: everyLanguage(packId) };
	}
	const settled = await Promise.allSettled(NHIE_LANGUAGES.map((l) => deps.packs.nhie.builtin(l)));
	const pools = {} as Record<NhieLanguage, PoolQuestion[]>;
	const packIds = {} as Record<NhieLanguage, string>;
	settled.forEach((r, i) => {
		const l = NHIE_LANGUAGES[i];
		// a missing or broken pack leaves that language empty (the game then offers to end)
		pools[l] = r.status === 'fulfilled' ? toPool(r.value) : [];
		packIds[l] = r.status === 'fulfilled' ? r.value.id : `nhie-${l}`;
	});
	if (NHIE_LANGUAGES.every((l) => pools[l].length === 0))
		throw new Error('No question pack could be loaded.');
	return { pools, packIds };
};

/** times_used of every question in the loaded packs (one pack may serve several languages). */
export const loadNhieTimesUsed = async (
	packIds: Record<NhieLanguage, string>,
	deps: Pick<NhieDeps, 'nhie'> = app
): Promise<Record<string, number>> => {
	const ids = [...new Set(Object.values(packIds))];
	return Object.assign({}, ...(await Promise.all(ids.map((id) => deps.nhie.timesUsed(id)))));
};

/** The pack each recent lobby was created with (session scope), so a reload resumes with it. */
const HOST_PACKS_KEY = 'nhie-host-packs';
const HostPacksSchema = z.array(z.object({ code: z.string().min(1), pack: z.string().min(1) })).max(20);

export const rememberLobbyPack = async (
	code: string,
	pack: string,
	deps: Pick<NhieDeps, 'settings'> = app
): Promise<void> => {
	const list = await deps.settings.read(HOST_PACKS_KEY, HostPacksSchema, []);
	const next = [{ code, pack }, ...list.filter((e) => e.code !== code)].slice(0, 20);
	await deps.settings.write(HOST_PACKS_KEY, HostPacksSchema, next);
};

export const packOfLobby = async (code: string, deps: Pick<NhieDeps, 'settings'> = app): Promise<string> =>
	(await deps.settings.read(HOST_PACKS_KEY, HostPacksSchema, [])).find((e) => e.code === code)?.pack ??
	BUILTIN_NHIE_PACK;
