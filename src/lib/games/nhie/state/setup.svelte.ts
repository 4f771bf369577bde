import { NHIE_ROUNDS, roundsInBounds } from '$lib/games/nhie/engine/rounds';
import { locale } from '$lib/i18n/locale.svelte';
import { app, type App } from '$lib/app/app';
import { BUILTIN_NHIE_PACK } from '$lib/app/pack-registry';
import type { NhiePackOption } from '$lib/games/nhie/app/nhie-packs';
import type { NhieLanguage } from '$lib/games/nhie/packs/nhie';

/**
 * The setup of a "Never have I ever" game, shared by the lobby host form and pass-and-play: rounds,
 * question language, NSFW, question pack. The question language follows the UI language until the
 * user picks one (the language field, or an imported pack of another language).
 */
export class NhieSetupForm {
	rounds = $state<number>(NHIE_ROUNDS.default);
	nsfw = $state(false);
	/** A lobby's "Show who" / "Only the count" (pass-and-play counts hands: the count only). */
	whoHas = $state<'count' | 'names'>('count');
	/** How long a lobby's result stands: 0 = until the host taps (nhie.md "The result"). */
	resultMs = $state<number>(10_000);
	/** A lobby's players may add their own questions (docs/nhie.md). */
	ownQuestions = $state(true);
	pack = $state(BUILTIN_NHIE_PACK);
	/** The packs the user imported ("Your data"); a broken one is listed with the reason. */
	packOptions = $state.raw<NhiePackOption[]>([]);
	#language = $state<NhieLanguage | null>(null);

	/** `deps`: the pack registry (the page's app by default; tests pass their own). */
	constructor(private readonly deps: Pick<App, 'packs'> = app) {}

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

	/** A lobby's settings: the game's, and the room's who-has and result pause. */
	get lobbyValue(): {
		rounds: number;
		language: NhieLanguage;
		nsfw: boolean;
		whoHas: 'count' | 'names';
		resultMs: number;
		ownQuestions: boolean;
	} {
		return { ...this.value, whoHas: this.whoHas, resultMs: this.resultMs, ownQuestions: this.ownQuestions };
	}

	/** Lists the imported packs; a pack deleted (or broken) since it was chosen falls back to the built-in one. */
	async loadPacks(): Promise<void> {
		const list = await this.deps.packs.nhie.imported();
		this.packOptions = list;
		if (!list.some((o) => o.id === this.pack && !o.error)) this.pack = BUILTIN_NHIE_PACK;
	}

	/** Picks a pack; an imported English or Russian pack also sets the question language. */
	pickPack(id: string): void {
		this.pack = id;
		const o = this.packOptions.find((x) => x.id === id);
		if (o && (o.language === 'en' || o.language === 'ru') && o.language !== this.language)
			this.language = o.language;
	}

	/** Rounds within the settings schema's bounds (10–50). */
	get roundsOk(): boolean {
		return roundsInBounds(this.rounds);
	}
}

/**
 * The host's adult-content choice (nhie.md "Content filter": off by default, on only after
 * the age gate), kept per session in the app's `nhie` store (`deps`; tests pass `memoryApp()`).
 */
export const nhieAdultOf = (deps: Pick<App, 'nhie'>) => ({
	/** On only when it was turned on through the age gate (a confirmation is stored with it). */
	async read(): Promise<boolean> {
		const s = await deps.nhie.readAdult();
		return s.nsfw && s.adultConfirmedAt !== null;
	},
	/** Turning it on stores when the age gate was passed; turning it off forgets that. */
	async write(on: boolean, now = Date.now()): Promise<void> {
		await deps.nhie.writeAdult({ nsfw: on, adultConfirmedAt: on ? now : null });
	}
});

/** The page's adult-content choice. */
export const nhieAdult = nhieAdultOf(app);

/** The pack choice that means "the built-in pack of the question language". */
export { BUILTIN_NHIE_PACK };
