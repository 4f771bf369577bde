import { app } from '$lib/app/app';
import type { PackRegistry } from '$lib/app/pack-registry';
import type { SessionZeroPackOption } from '$lib/games/session-zero/app/questionnaire-packs';
import type { QuestionnairePack, SharePayload } from '$lib/games/session-zero/engine';

export type { SessionZeroPackOption };

type Questionnaires = PackRegistry['questionnaire'];

/**
 * The questionnaires the user imported ("Your data"), as the Session zero start screen offers them:
 * the usable ones to pick, the broken ones with the reason (an unreadable table
 * gives none: the built-in pack still works).
 */
export class ImportedSessionZeroPacks {
	list = $state.raw<SessionZeroPackOption[]>([]);
	broken = $derived(this.list.filter((o) => o.error));

	constructor(private readonly packs: Questionnaires = app.packs.questionnaire) {}

	async load(): Promise<void> {
		this.list = await this.packs.imported();
	}
}

/**
 * Why a shared result cannot be shown: a broken link, a pack that fails, a pack this device lacks,
 * or the app's own decoder that could not load (`code`: offline after an update, a dropped connection).
 */
export type SharedResultError = 'link' | 'pack' | 'missing' | 'code';

/**
 * A shared Session zero result opened by its link (seed 002 "share"): the link's payload, then the
 * pack it names — built-in in the reader's language, else the sharer's, else one imported here.
 * A reader language changed while a pack loads: only the newest answer is kept.
 */
export class SharedSessionZeroResult {
	payload = $state.raw<SharePayload | null>(null);
	pack = $state.raw<QuestionnairePack | null>(null);
	error = $state<SharedResultError | null>(null);
	loading = $state(true);
	#asked = 0;

	constructor(private readonly packs: Questionnaires = app.packs.questionnaire) {}

	/**
	 * Reads the link's hash; a broken one is the 'link' error. The decoder (with zod) loads here, not
	 * with the Session zero start screen, which shares this module (docs/architecture.md "How a start page starts"); if it cannot load,
	 * 'code' (the page offers to try again).
	 */
	async open(hash: string): Promise<void> {
		this.loading = true;
		const decoder = await import('$lib/games/session-zero/packs/questionnaire-share').catch(() => null);
		if (!decoder) {
			this.error = 'code';
			this.loading = false;
			return;
		}
		const d = await decoder.decodeSharePayload(hash);
		if (d.ok) {
			this.payload = d.payload;
			this.error = null;
		} else {
			this.payload = null;
			this.error = 'link';
			this.loading = false;
		}
	}

	/** Loads the payload's pack with its words in `reader` when that language exists. */
	async loadPack(reader: string | null): Promise<void> {
		const p = this.payload;
		if (!p) return;
		const asked = ++this.#asked;
		let pack: QuestionnairePack | null = null;
		let error: SharedResultError | null = null;
		try {
			pack = await this.packs.shared(p.pack.id, p.pack.language, reader);
			if (!pack) error = 'missing';
		} catch {
			error = 'pack';
		}
		if (asked !== this.#asked) return;
		this.pack = pack;
		this.error = error;
		this.loading = false;
	}
}
