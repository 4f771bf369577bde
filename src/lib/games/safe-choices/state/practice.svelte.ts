import type { HelpPack } from '$lib/games/safe-choices/engine/help-schema';
import { mythsSaid, type MythSaid } from '$lib/games/safe-choices/engine/myths';
import {
	combineHelp,
	helpForRegion,
	regionFromLocale,
	regionsOf,
	type HelpSource,
	type RegionHelp
} from '$lib/games/safe-choices/engine/region-help';
import { suggestReplies, type SuggestedReply } from '$lib/games/safe-choices/engine/suggestions';
import type { NpcStep, RiskLanguage, Scenario } from '$lib/games/safe-choices/engine';
import type { SafeAttempt } from '$lib/app/stores';
import type { SafeSettings } from './settings';
import { seedOf } from './rewind';

/** What of the session the practice aids read (session.svelte.ts). */
export type PracticeHost = {
	readonly scenario: Scenario | null;
	readonly attempt: SafeAttempt | null;
	readonly step: NpcStep | null;
	readonly busy: unknown;
	readonly settings: SafeSettings;
	readonly phase: string;
	setSettings(patch: Partial<SafeSettings>): Promise<void>;
};

/** A help screen's input: the help, the user's region, the regions to choose from, when checked. */
export type HelpView = {
	source: HelpSource;
	region: string | null;
	regions: string[];
	checked: string | null;
	onRegion: (region: string | null) => void;
};

const browserLanguages = (): readonly string[] =>
	typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/**
 * The practice aids around a role-play (docs/safe-choices.md): help sorted by the user's region,
 * the suggested replies under the reply box, and the myths the character said. Read from the
 * session; the help packs load on first use (a help screen asks for its language's).
 */
export class SafePractice {
	#packs = $state.raw<Partial<Record<RiskLanguage, HelpPack>>>({});
	/** Languages whose pack was asked for (not shown: no need to be reactive). */
	#asked: RiskLanguage[] = [];

	constructor(private readonly session: PracticeHost) {}

	/** The user's region: the one chosen in settings or on a help screen, else the locale's. */
	get region(): string | null {
		return this.session.settings.region ?? regionFromLocale(browserLanguages());
	}

	async setRegion(region: string | null): Promise<void> {
		await this.session.setSettings({ region });
	}

	/**
	 * Loads the help pack of `language` once, then every other language's: help goes by the user's
	 * country, not the app's language (docs/safe-choices.md "Help by region"), so a Russian screen
	 * in the US still lists 911 and 988 (`helpSource`). A pack that fails leaves the others and the
	 * scenario's help.
	 */
	async loadHelp(language: RiskLanguage): Promise<void> {
		let others: string[] = [];
		try {
			// its checks (zod) load with it, not with the start page (docs/architecture.md "How a start page starts")
			const { loadHelpPack, helpLanguages } = await import('$lib/games/safe-choices/packs/help');
			others = helpLanguages().filter((l) => l !== language);
			for (const lang of [language, ...others] as RiskLanguage[]) {
				if (this.#asked.includes(lang)) continue;
				this.#asked.push(lang);
				const result = await loadHelpPack(lang);
				if (result.ok) this.#packs = { ...this.#packs, [lang]: result.pack };
				else console.warn(`${result.file}: ${result.message}`);
			}
		} catch {
			// its code did not load (offline): asked again next time
			this.#asked = this.#asked.filter((l) => l !== language && !others.includes(l));
		}
	}

	helpPack(language: RiskLanguage): HelpPack | null {
		return this.#packs[language] ?? null;
	}

	/** The loaded help packs of the other languages. */
	#otherPacks(language: RiskLanguage): HelpPack[] {
		return Object.entries(this.#packs)
			.filter(([lang]) => lang !== language)
			.map(([, pack]) => pack);
	}

	/**
	 * Every help the screens show in `language`: the scenario's own first, then the pack's, then —
	 * for the user's own country only, when another language's pack covers it — that pack's help for
	 * it: a Russian screen in the US lists 911 and 988, and stays in Russian everywhere else.
	 */
	helpSource(language: RiskLanguage): HelpSource {
		const scenario = this.session.scenario;
		const region = this.region?.toUpperCase() ?? null;
		const theirs = this.#otherPacks(language).map((pack) => ({
			resources: pack.resources.filter((r) => r.region.toUpperCase() === region)
		}));
		return combineHelp(scenario?.language === language ? scenario : null, this.#packs[language], ...theirs);
	}

	/** The help for the user's region first (`helpForRegion`), the others a tap away. */
	help(language: RiskLanguage): RegionHelp {
		return helpForRegion(this.helpSource(language), this.region);
	}

	/** The regions to choose from: the pack's, then the other packs', then any the scenario names. */
	regions(language: RiskLanguage): string[] {
		const all = [
			...(this.#packs[language]?.regions ?? []),
			...this.#otherPacks(language).flatMap((pack) => pack.regions),
			...regionsOf(this.helpSource(language))
		];
		return all.filter((r, i) => all.indexOf(r) === i);
	}

	/** What a help screen shows in `language` (views/RegionHelp.svelte takes these as its props). */
	helpView(language: RiskLanguage): HelpView {
		return {
			source: this.helpSource(language),
			region: this.region,
			regions: this.regions(language),
			checked: this.#packs[language]?.checked ?? null,
			onRegion: (region) => void this.setRegion(region)
		};
	}

	/** Three replies for this turn under the reply box, unless turned off or nothing can be sent. */
	get suggestions(): SuggestedReply[] {
		const { scenario, attempt, step, settings, phase, busy } = this.session;
		if (!settings.suggestions || phase !== 'chat' || !scenario || !attempt || !step || busy) return [];
		if (step.state.status !== 'playing') return [];
		return suggestReplies(scenario, {
			stage: step.state.stage,
			turn: attempt.turns,
			seed: seedOf(attempt),
			transcript: attempt.transcript,
			tactic: step.tactic
		});
	}

	/** The myths the character said in the attempt shown, with their facts. */
	get myths(): MythSaid[] {
		const { scenario, attempt } = this.session;
		return scenario && attempt ? mythsSaid(scenario, attempt.transcript) : [];
	}
}
