import type { ZodType } from 'zod';
import type { LobbyView } from './protocol';

/**
 * A guest's check of each view it is sent: a view whose `game` fails the mode's schema is dropped —
 * the last good one stays on screen — and the host is asked once per stateId for this player's
 * projection again (`askAgain`, a `sync`). `dropped` counts them (diagnostics, tests).
 */
export class ViewCheck {
	dropped = 0;
	#asked = -1;

	constructor(
		private readonly schemaOf: (mode: string) => ZodType | null,
		private readonly askAgain: () => void,
		/** The mode's prelude view schema (docs/lobby.md "Before the start"): a prelude that fails it is left out. */
		private readonly preludeSchemaOf: (mode: string) => ZodType | null = () => null
	) {}

	checked(view: LobbyView): LobbyView | null {
		if (view.prelude !== undefined) {
			const schema = this.preludeSchemaOf(view.mode);
			const parsed = schema?.safeParse(view.prelude);
			const { prelude: _sent, ...rest } = view;
			view = parsed?.success ? { ...rest, prelude: parsed.data } : rest;
		}
		const schema = view.game === null ? null : this.schemaOf(view.mode);
		if (!schema) return view;
		const parsed = schema.safeParse(view.game);
		if (parsed.success) return { ...view, game: parsed.data };
		this.dropped++;
		if (this.#asked !== view.stateId) {
			this.#asked = view.stateId;
			this.askAgain();
		}
		return null;
	}
}
