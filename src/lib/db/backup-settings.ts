import { type z } from 'zod';
import {
	DEFAULT_NETWORK,
	NETWORK_SETTING_KEY,
	NetworkSettingsSchema,
	type NetworkSettings
} from '$lib/lobby/signaling';
import { NHIE_ADULT_KEY, NhieAdultSchema } from '$lib/games/nhie/db/nhie';
import { previewLlmImport, settingsToWrite, type LlmImportChoice, type LlmImportPreview } from './backup-llm';
import type { RowSchemas } from './schema';

/**
 * A backup and the settings that change what this device does (docs/architecture.md "Your data"):
 * an import changes none of them unasked. The preview lists each that would change — the language
 * model, the network (PeerServer, ICE/TURN servers) and adult questions — and each defaults to
 * "keep mine". Adult questions never arrive from a file: they are turned on only through the
 * birth-date gate on this device (nhie.md "NSFW and age"), so this device's choice is kept.
 */
type SettingsRow = z.infer<(typeof RowSchemas)['settings']>;
type LobbyRow = z.infer<(typeof RowSchemas)['lobbies']>;

export type ImportChoice = 'keep' | 'use';
export type ImportChoices = { llm: LlmImportChoice; network: ImportChoice };
export const KEEP_MINE: ImportChoices = { llm: 'keep', network: 'keep' };

export type NetworkChange = { field: keyof NetworkSettings; from: string; to: string };

export type SettingsImportPreview = {
	llm: LlmImportPreview;
	network: NetworkChange[];
	/**
	 * The backup has adult questions on (the choice, or an unfinished adults-only game) and this
	 * device has not passed its gate: the choice stays off here, the games arrive ended.
	 */
	adultStaysOff: boolean;
};

const valueOf = (rows: readonly SettingsRow[], key: string): unknown =>
	rows.find((r) => r.key === key)?.value;

const networkIn = (rows: readonly SettingsRow[]): NetworkSettings => {
	const parsed = NetworkSettingsSchema.safeParse(valueOf(rows, NETWORK_SETTING_KEY));
	return parsed.success ? parsed.data : DEFAULT_NETWORK;
};

const adultOn = (rows: readonly SettingsRow[]): boolean => {
	const parsed = NhieAdultSchema.safeParse(valueOf(rows, NHIE_ADULT_KEY));
	return parsed.success && parsed.data.nsfw && parsed.data.adultConfirmedAt !== null;
};

/** An unfinished game whose settings turn adult questions on (the NHIE room's `nsfw`, a lobby record). */
const adultGame = (row: LobbyRow): boolean => {
	const data = row.data as { settings?: { nsfw?: unknown } } | null;
	return row.status !== 'finished' && typeof data === 'object' && data?.settings?.nsfw === true;
};

/**
 * The backup's games as they may arrive here: while this device has not passed the adult gate, an
 * unfinished adults-only game arrives ended (kept in the history, never resumed).
 */
export const lobbiesToWrite = (current: readonly SettingsRow[], lobbies: readonly LobbyRow[]): LobbyRow[] =>
	adultOn(current)
		? [...lobbies]
		: lobbies.map((r) =>
				adultGame(r)
					? {
							...r,
							status: 'finished' as const,
							finishedAt: r.updatedAt,
							data: { ...(r.data as object), status: 'finished', finishedAt: r.updatedAt }
						}
					: r
			);

/** A network setting as one line of the preview ('' for "none": the app's default). */
const networkText = (field: keyof NetworkSettings, n: NetworkSettings): string => {
	if (field === 'peerServer') {
		const p = n.peerServer;
		return p ? `${p.secure ? 'https' : 'http'}://${p.host}:${p.port}${p.path}` : '';
	}
	return (n.iceServers ?? []).flatMap((s) => (Array.isArray(s.urls) ? s.urls : [s.urls])).join(', ');
};

/** What taking the backup's settings would change here. */
export const previewSettingsImport = (
	current: readonly SettingsRow[],
	incoming: readonly SettingsRow[],
	lobbies: readonly LobbyRow[] = []
): SettingsImportPreview => {
	const [now, next] = [networkIn(current), networkIn(incoming)];
	const network = (['peerServer', 'iceServers'] as const)
		.filter((f) => JSON.stringify(now[f]) !== JSON.stringify(next[f]))
		.map((field) => ({ field, from: networkText(field, now), to: networkText(field, next) }));
	return {
		llm: previewLlmImport(current, incoming),
		network,
		adultStaysOff: !adultOn(current) && (adultOn(incoming) || lobbies.some(adultGame))
	};
};

/** Whether the preview has anything to choose or to tell before the import is confirmed. */
export const settingsWouldChange = (p: SettingsImportPreview): boolean =>
	p.llm.changes.length > 0 || p.network.length > 0 || p.adultStaysOff;

/**
 * The settings rows to write: the backup's others (theme, game preferences), the LLM and network
 * settings as chosen, and this device's adult choice whatever the backup says.
 */
export const settingsRowsToWrite = (
	current: readonly SettingsRow[],
	incoming: readonly SettingsRow[],
	choices: ImportChoices
): SettingsRow[] => {
	const mine = (key: string) => current.filter((r) => r.key === key);
	const withLlm = settingsToWrite(current, incoming, choices.llm);
	const others = withLlm.filter((r) => r.key !== NETWORK_SETTING_KEY && r.key !== NHIE_ADULT_KEY);
	const network =
		choices.network === 'use'
			? incoming.filter((r) => r.key === NETWORK_SETTING_KEY)
			: mine(NETWORK_SETTING_KEY);
	return [...others, ...network, ...mine(NHIE_ADULT_KEY)];
};
