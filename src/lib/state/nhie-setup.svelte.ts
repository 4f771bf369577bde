import { NhieSettingsSchema } from '$lib/engines/escalation';
import { locale } from '$lib/i18n/locale.svelte';
import { BUILTIN_NHIE_PACK } from '$lib/app/pack-registry';
import type { NhieLanguage } from '$lib/packs/nhie';

/**
 * The setup of a "Never have I ever" game, shared by the lobby host form and pass-and-play: rounds,
 * question language, NSFW, question pack. The question language follows the UI language until the
 * user picks one (the language field, or an imported pack of another language).
 */
export class NhieSetupForm {
	rounds = $state(20);
	nsfw = $state(false);
	pack = $state(BUILTIN_NHIE_PACK);
	#language = $state<NhieLanguage | null>(null);

	get language(): NhieLanguage {
		return this.#language ?? (locale.current === 'ru' ? 'ru' : 'en');
	}

	set language(value: NhieLanguage) {
		this.#language = value;
	}

	/** The game settings chosen (the pack goes apart). */
	get value(): { rounds: number; language: NhieLanguage; nsfw: boolean } {
		return { rounds: this.rounds, language: this.language, nsfw: this.nsfw };
	}

	/** Rounds within the settings schema's bounds (10–50). */
	get roundsOk(): boolean {
		return NhieSettingsSchema.shape.rounds.safeParse(this.rounds).success;
	}
}

/**
 * The host's adult-content choice (escalation.md "Content filter": off by default, on only after
 * the age gate), kept per session in Dexie; the toggle reaches it through the state layer.
 */
export { readNhieAdult, writeNhieAdult } from '$lib/db/repos/nhie';

/** The packs the host can pick: the built-in one and the user's imported ones (app/nhie-packs.ts). */
export { listNhiePackOptions, type NhiePackOption } from '$lib/app/nhie-packs';
export { BUILTIN_NHIE_PACK };
