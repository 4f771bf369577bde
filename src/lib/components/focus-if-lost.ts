import { tick } from 'svelte';

/**
 * Attachment for the next thing to do when a phase changes (the new question's first answer, "Next
 * question"): focus goes there only when it was lost, i.e. the button the player used went away with
 * the previous phase and focus fell back to the page. It never takes focus from where a player is.
 */
export const focusIfLost = (node: HTMLElement): void => {
	const active = document.activeElement;
	if (!active || active === document.body) node.focus();
};

/**
 * Attachment form of `focusIfLost` for what a new phase mounts (the mole's next panel, its end):
 * looked at after the update, once the button the player used has gone with the old phase.
 */
export const focusIfLostOnMount = (node: HTMLElement): void => {
	void tick().then(() => focusIfLost(node));
};

/**
 * After an action that waited (a read, a save), focus goes to `node` only when the user is still
 * where the action began (`from`: the button pressed, the field where Enter was pressed) or focus
 * was lost. A user who moved on meanwhile, say to type the next name, keeps their place: moving
 * focus in the middle of their typing would send the rest of it to another field.
 */
export const focusUnlessMoved = (node: HTMLElement | null, from: Element | null): void => {
	const active = document.activeElement;
	if (node && (!active || active === document.body || active === from)) node.focus();
};

/**
 * The confirmation that replaces a tapped button ("Your vote: …") takes the focus when it mounts,
 * after the DOM update, so keyboard and screen-reader users keep their place — only after this
 * player's own tap (`tapped()`), never on a reload, and only when the focus was lost.
 */
export const focusAfterTap = () => {
	let sent = false;
	return {
		tapped: (): void => {
			sent = true;
		},
		confirmation: (node: HTMLElement): void => {
			if (!sent) return;
			sent = false;
			void tick().then(() => focusIfLost(node));
		}
	};
};
