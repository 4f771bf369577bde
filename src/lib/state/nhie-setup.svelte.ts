import { NhieSettingsSchema } from '$lib/engines/escalation';
import { locale } from '$lib/i18n/locale.svelte';
import { BUILTIN_NHIE_PACK } from '$lib/packs/nhie-custom';
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
